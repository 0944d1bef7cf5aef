import { describe, expect, it } from 'vitest';
import { diffPart, idPart } from '../../../../shared/registry/define';

describe('a save part of ids', () => {
  const part = idPart('adminRoles', 'idRole', (body: { adminRoles?: { idRole: string }[] }) => body.adminRoles?.map((role) => role.idRole));

  it('makes one item per id, keyed by it, and leaves the part alone when the body does', () => {
    expect(part.items({ adminRoles: [{ idRole: 'r1' }, { idRole: 'r2' }] })).toEqual([{ idRole: 'r1' }, { idRole: 'r2' }]);
    expect(part.key({ idRole: 'r1' })).toBe('r1');
    expect(part.items({})).toBeUndefined();
    expect(part.items({ adminRoles: [] })).toEqual([]);
  });

  it('diffs by id: missing ones added, surplus ones removed, an id given twice counts once', () => {
    const wanted = part.items({ adminRoles: [{ idRole: 'r2' }, { idRole: 'r3' }, { idRole: 'r3' }] }) ?? [];
    expect(diffPart(part, [{ idRole: 'r1' }, { idRole: 'r2' }], wanted)).toEqual({ removed: [{ idRole: 'r1' }], added: [{ idRole: 'r3' }] });
  });
});
