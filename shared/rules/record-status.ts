/**
 * Saving a record with child lists (roles, tags, attributes, children, images, documents, group
 * links, account warehouses, features) means deleting, creating and updating children. The lists
 * are compared here, once; the callers only send the calls.
 */
export const RECORD_STATUSES = ['new', 'modified', 'unchanged', 'deleted'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export interface RecordDiff<C, W> {
  /** In current, not in wanted. */
  toDelete: C[];
  /** In wanted, not in current. */
  toCreate: W[];
  /** In both but not equal: the current record (it has the ids) and the wanted values. */
  toUpdate: { current: C; wanted: W }[];
}

export interface DiffOptions<C, W, K> {
  /** The identity of an item in either list (an id, or a natural key such as idTag). */
  key: (item: C | W) => K;
  /** Omitted: items with the same key are always equal, so nothing is updated (pure link lists). */
  equals?: (current: C, wanted: W) => boolean;
}

/**
 * Differences between what the server has and what the form wants. When a key appears twice in
 * a list, its first occurrence counts and the others are ignored, so a doubled row in a form
 * never creates the same link twice.
 */
export function diffRecords<C, W = C, K = unknown>(current: readonly C[], wanted: readonly W[], options: DiffOptions<C, W, K>): RecordDiff<C, W> {
  const byKey = <T extends C | W>(list: readonly T[]) => {
    const map = new Map<K, T>();
    for (const item of list) if (!map.has(options.key(item))) map.set(options.key(item), item);
    return map;
  };
  const currentByKey = byKey(current);
  const wantedByKey = byKey(wanted);
  const equals = options.equals ?? (() => true);
  const diff: RecordDiff<C, W> = { toDelete: [], toCreate: [], toUpdate: [] };
  for (const [key, item] of currentByKey) if (!wantedByKey.has(key)) diff.toDelete.push(item);
  for (const [key, item] of wantedByKey) {
    const existing = currentByKey.get(key);
    if (existing === undefined) diff.toCreate.push(item);
    else if (!equals(existing, item)) diff.toUpdate.push({ current: existing, wanted: item });
  }
  return diff;
}

/** The status each item would carry: wanted items are new, modified or unchanged; dropped ones deleted. */
export function recordStatuses<C, W = C, K = unknown>(current: readonly C[], wanted: readonly W[], options: DiffOptions<C, W, K>) {
  const diff = diffRecords(current, wanted, options);
  const created = new Set(diff.toCreate);
  const updated = new Set(diff.toUpdate.map((u) => u.wanted));
  const seen = new Set<K>();
  const items: { item: C | W; recordStatus: RecordStatus }[] = [];
  for (const item of wanted) {
    if (seen.has(options.key(item))) continue;
    seen.add(options.key(item));
    items.push({ item, recordStatus: created.has(item) ? 'new' : updated.has(item) ? 'modified' : 'unchanged' });
  }
  for (const item of diff.toDelete) items.push({ item, recordStatus: 'deleted' });
  return items;
}

/**
 * For lists that already carry a recordStatus (hierarchy trees, child attribute options): what
 * to send. Unchanged items need no call.
 */
export function changesFromStatuses<T extends { recordStatus?: RecordStatus | null }>(items: readonly T[]) {
  return {
    toDelete: items.filter((i) => i.recordStatus === 'deleted'),
    toCreate: items.filter((i) => i.recordStatus === 'new'),
    toUpdate: items.filter((i) => i.recordStatus === 'modified'),
  };
}

/** Account features use their own words: a newly ticked feature is 'added', an unticked one 'removed'. */
export const featureRecordStatus = (wasSelected: boolean, isSelected: boolean): 'added' | 'removed' | 'unchanged' =>
  wasSelected === isSelected ? 'unchanged' : isSelected ? 'added' : 'removed';
