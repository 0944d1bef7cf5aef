import { describe, expect, it } from 'vitest';
import { UNIQUE_NAMES } from '../../../../shared/rules/unique-names';
import { t } from './locale-helpers';

describe('unique names', () => {
  it("answer in the English text of their key, and name the field they refuse (the role's for both role keys)", () => {
    for (const named of Object.values(UNIQUE_NAMES)) expect(t(named.key)).toBe(named.message);
    expect(UNIQUE_NAMES.roles_admin_name_unique).toEqual({
      field: 'role',
      message: 'An admin role with this name already exists.',
      key: 'validation.unique.adminRole',
    });
    expect(UNIQUE_NAMES.boxes_number_unique).toEqual({
      field: 'boxNumber',
      message: 'This site already has a box with this number.',
      key: 'validation.unique.boxNumber',
    });
  });
});
