/**
 * "Visible to these groups": a record of an account (a shipping method, an address book, a
 * catalog) seen only by the account's groups linked to it in a link table. One binding gives the
 * three ways the link table is reached: the record's nested list of groups, the save plan's
 * `groups` part (saved with the record) and the spec's group-link calls (the link set). The link
 * table's composite foreign key keeps every group in the record's own account.
 */
import { and, asc, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LinkSetKind } from '../../shared/registry/route-kinds';
import type { Tx } from '../db';
import { outer, type PartBinding } from '../registry/binding';
import type { LinkSetBinding } from '../registry/route-kinds';
import { accountsOfClient } from '../registry/ownership';

type Link = { idClientAccountGroup: string } & Record<string, unknown>;

export interface GroupVisibility {
  /** The records' table: its id column is `key` (the path's placeholder too), its account idClientAccount. */
  records: PgTable;
  /**
   * The link table: `key`, idClientAccountGroup, idClientAccount, and its own id `<key>Group`
   * (the answers' order).
   */
  links: PgTable;
  key: string;
  /** The record's field listing its groups, and the key of the link set's answer. */
  field: string;
  /**
   * Columns a link carries beside its group, changed in place by the link set (a catalog's
   * `enabled`). With them, the record and the answer give each link whole (its id, group and
   * these); without, the record gives the groups' ids and the answer { key, idClientAccountGroup }.
   */
  extra?: readonly string[];
  kind: LinkSetKind;
}

const column = (c: PgColumn) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;

export function groupVisibility(config: GroupVisibility) {
  const { key: recordKey, field, kind } = config;
  const records = getTableColumns(config.records) as Record<string, PgColumn>;
  const linkColumns = getTableColumns(config.links) as Record<string, PgColumn>;
  const links = {
    table: config.links,
    record: linkColumns[recordKey],
    group: linkColumns.idClientAccountGroup,
    id: linkColumns[`${recordKey}Group`],
  };
  const extra = Object.fromEntries((config.extra ?? []).map((name) => [name, linkColumns[name]]));
  // A column missing by its expected name would silently match nothing: refuse to start.
  for (const [name, found] of Object.entries({ ...links, ...extra, recordId: records[recordKey], recordAccount: records.idClientAccount })) {
    if (!found) throw new Error(`${getTableName(config.links)}: no column for ${name}`);
  }
  const whole = Object.keys(extra).length > 0;
  const answerFields = whole
    ? { [`${recordKey}Group`]: links.id, idClientAccountGroup: links.group, ...extra }
    : { [recordKey]: links.record, idClientAccountGroup: links.group };
  const linkFields = { idClientAccountGroup: links.group, ...extra };
  const ofRecord = (idRecord: string) => eq(links.record, idRecord);
  const stored = (tx: Tx, idRecord: string) => tx.select(linkFields).from(links.table).where(ofRecord(idRecord)) as Promise<Link[]>;
  const insert = (tx: Tx, values: Link[], idRecord: string, idClientAccount: string) =>
    tx.insert(links.table).values(values.map((link) => ({ ...link, [recordKey]: idRecord, idClientAccount })) as never);

  const part: PartBinding<Record<string, unknown>, Link> = {
    current: (tx, { row }) => stored(tx, row[recordKey] as string),
    remove: async (tx, { row }, link) => {
      await tx.delete(links.table).where(and(ofRecord(row[recordKey] as string), eq(links.group, link.idClientAccountGroup)));
    },
    add: async (tx, { row }, link) => {
      await insert(tx, [link], row[recordKey] as string, row.idClientAccount as string);
    },
  };

  const linkSet: LinkSetBinding = {
    kind,
    reach: async (tx, { params }) =>
      (
        await tx
          .select({ id: records[recordKey] })
          .from(config.records)
          .where(
            and(
              eq(records[recordKey], params[recordKey]),
              eq(records.idClientAccount, params.idClientAccount),
              inArray(records.idClientAccount, accountsOfClient(tx, params.idClient)),
            ),
          )
      ).length > 0,
    current: (tx, { params }) => stored(tx, params[recordKey]),
    save: async (tx, { params }, diff) => {
      if (diff.removed.length) {
        await tx.delete(links.table).where(
          and(
            ofRecord(params[recordKey]),
            inArray(
              links.group,
              diff.removed.map((l) => (l as Link).idClientAccountGroup),
            ),
          ),
        );
      }
      if (diff.added.length) await insert(tx, diff.added as Link[], params[recordKey], params.idClientAccount);
    },
    ...(whole
      ? {
          change: async (tx: Tx, { params }: { params: Record<string, string> }, changed: Record<string, unknown>[]) => {
            for (const link of changed as Link[]) {
              const values = Object.fromEntries(Object.keys(extra).map((name) => [name, link[name]]));
              await tx
                .update(links.table)
                .set(values as never)
                .where(and(ofRecord(params[recordKey]), eq(links.group, link.idClientAccountGroup)));
            }
          },
        }
      : {}),
    answer: async (tx, { params }) => ({
      [field]: await tx.select(answerFields).from(links.table).where(ofRecord(params[recordKey])).orderBy(asc(links.id)),
    }),
  };

  // The groups that see the record, in the order the link set answers them.
  const element: SQL = !whole
    ? column(links.group)
    : sql`json_build_object(${sql.join(
        Object.entries(answerFields).map(([name, c]) => sql`${sql.raw(`'${name}'`)}, ${column(c)}`),
        sql`, `,
      )})`;
  const nested = {
    [field]: sql`coalesce((select json_agg(${element} order by ${column(links.id)})
      from ${links.table} where ${column(links.record)} = ${outer(records[recordKey])}), '[]'::json)`,
  };

  return { part, linkSet, nested };
}
