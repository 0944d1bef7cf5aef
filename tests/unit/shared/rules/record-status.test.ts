import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changesFromStatuses, diffRecords, featureRecordStatus, recordStatuses } from '../../../../shared/rules/record-status';

interface Image {
  idImage: string;
  displayPosition: number;
  idProductImage?: string;
}
const key = (i: Image) => i.idImage;
const equals = (a: Image, b: Image) => a.displayPosition === b.displayPosition;

describe('diffRecords', () => {
  const current: Image[] = [
    { idImage: 'a', displayPosition: 1, idProductImage: 'pa' },
    { idImage: 'b', displayPosition: 2, idProductImage: 'pb' },
    { idImage: 'c', displayPosition: 3, idProductImage: 'pc' },
  ];
  const wanted: Image[] = [
    { idImage: 'c', displayPosition: 1 },
    { idImage: 'a', displayPosition: 2 },
    { idImage: 'd', displayPosition: 3 },
  ];

  it('gives deletions, creations and updates', () => {
    expect(diffRecords(current, wanted, { key, equals })).toEqual({
      toDelete: [current[1]],
      toCreate: [wanted[2]],
      toUpdate: [
        { current: current[2], wanted: wanted[0] },
        { current: current[0], wanted: wanted[1] },
      ],
    });
  });

  it('never updates link lists without an equality', () => {
    const roles = diffRecords([{ idRole: 1 }, { idRole: 2 }], [{ idRole: 2 }, { idRole: 3 }], { key: (r) => r.idRole });
    expect(roles).toEqual({ toDelete: [{ idRole: 1 }], toCreate: [{ idRole: 3 }], toUpdate: [] });
  });

  it('counts a key repeated in the form once', () => {
    expect(diffRecords([], [{ idTag: 't' }, { idTag: 't' }], { key: (x) => x.idTag }).toCreate).toEqual([{ idTag: 't' }]);
  });

  it('labels items new / modified / unchanged / deleted', () => {
    const statuses = recordStatuses(current, [...wanted, { idImage: 'b', displayPosition: 2 }], { key, equals });
    expect(statuses.map((s) => `${(s.item as Image).idImage}:${s.recordStatus}`)).toEqual(['c:modified', 'a:modified', 'd:new', 'b:unchanged']);
    const dropped = recordStatuses(current, [current[0]], { key, equals });
    expect(dropped.map((s) => `${(s.item as Image).idImage}:${s.recordStatus}`)).toEqual(['a:unchanged', 'b:deleted', 'c:deleted']);
  });

  it('property: applying the diff to the current list yields the wanted list', () => {
    const item = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), v: fc.nat(3) });
    const unique = (xs: { id: string; v: number }[]) => [...new Map(xs.map((x) => [x.id, x])).values()];
    fc.assert(
      fc.property(fc.array(item), fc.array(item), (c, w) => {
        const current = unique(c);
        const wanted = unique(w);
        const diff = diffRecords(current, wanted, { key: (x) => x.id, equals: (a, b) => a.v === b.v });
        const result = new Map(current.map((x) => [x.id, x]));
        for (const x of diff.toDelete) result.delete(x.id);
        for (const u of diff.toUpdate) result.set(u.wanted.id, u.wanted);
        for (const x of diff.toCreate) result.set(x.id, x);
        expect([...result.values()].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...wanted].sort((a, b) => a.id.localeCompare(b.id)));
        expect(diff.toUpdate.every((u) => u.current.v !== u.wanted.v)).toBe(true);
      }),
    );
  });
});

describe('lists that carry their own status', () => {
  it('sends new, modified and deleted items, nothing for unchanged ones', () => {
    const items = [
      { id: 1, recordStatus: 'new' as const },
      { id: 2, recordStatus: 'modified' as const },
      { id: 3, recordStatus: 'unchanged' as const },
      { id: 4, recordStatus: 'deleted' as const },
    ];
    expect(changesFromStatuses(items)).toEqual({ toCreate: [items[0]], toUpdate: [items[1]], toDelete: [items[3]] });
  });
});

describe('account features', () => {
  it('newly selected are added, deselected removed', () => {
    expect(featureRecordStatus(false, true)).toBe('added');
    expect(featureRecordStatus(true, false)).toBe('removed');
    expect(featureRecordStatus(true, true)).toBe('unchanged');
  });
});
