import { describe, expect, it } from 'vitest';
import { SUBJECT_GROUP_IDS, SUBJECT_GROUPS, SUBJECTS } from '../../../../shared/permissions';

describe('permission subjects', () => {
  it('puts every subject in exactly one group, and lists them group by group', () => {
    expect(new Set(SUBJECTS).size).toBe(SUBJECTS.length);
    expect(SUBJECTS).toEqual(SUBJECT_GROUP_IDS.flatMap((group) => SUBJECT_GROUPS[group]));
  });
});
