/**
 * "Visible to these groups": a record of an account (a shipping method, an address book, a
 * catalog) seen only by the account's groups linked to it in a link table. One binding gives the
 * three ways the link table is reached: the record's nested list of groups, the save plan's
 * `groups` part (saved with the record) and the spec's group-link calls (the link set). The link
 * table's composite foreign key keeps every group in the record's own account.
 */
import { and, asc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LinkSetKind } from '../../shared/registry/route-kinds';
import type { Tx } from '../db';
import { outer, type PartBinding } from '../registry/binding';
import type { LinkSetBinding } from '../registry/route-kinds';
import { accountsOfClient } from '../registry/ownership';

type Link = { idClientAccountGroup: string } & Record<string, unknown>;

export interface GroupVisibility {
  /** The records' table: its id column (named like the path's placeholder) and account column. */
  records: { id: PgColumn; account: PgColumn };
  /** The link table: the columns naming the record, the group, the account and the link's own id (the answers' order). */
  links: { table: PgTable; record: PgColumn; group: PgColumn; account: PgColumn; id: PgColumn };
  /** Columns a link carries beside its group, changed in place by the link set (a catalog's `enabled`). */
  extra?: Record<string, PgColumn>;
  kind: LinkSetKind;
  /** The link set's answer: its key and each link's fields. */
  answer: { key: string; fields: Record<string, PgColumn> };
  /** The record's nested list: the groups' ids, or each link with the answer's fields. */
  nested: { key: string; as: 'ids' | 'links' };
}

const column = (c: PgColumn) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;

export function groupVisibility(config: GroupVisibility) {
  const { records, links, extra = {}, kind, answer } = config;
  // The record's id and account go by the same names in the path, the record's row and the link's.
  const recordKey = linkProperty(links.table, links.record);
  const accountKey = linkProperty(links.table, links.account);
  const linkFields = { idClientAccountGroup: links.group, ...extra };
  const ofRecord = (idRecord: string) => eq(links.record, idRecord);
  const stored = (tx: Tx, idRecord: string) => tx.select(linkFields).from(links.table).where(ofRecord(idRecord)) as Promise<Link[]>;
  const insert = (tx: Tx, values: Link[], idRecord: string, idClientAccount: string) =>
    tx.insert(links.table).values(values.map((link) => ({ ...link, [recordKey]: idRecord, [accountKey]: idClientAccount })) as never);

  const part: PartBinding<Record<string, unknown>, Link> = {
    current: (tx, { row }) => stored(tx, row[recordKey] as string),
    remove: async (tx, { row }, link) => {
      await tx.delete(links.table).where(and(ofRecord(row[recordKey] as string), eq(links.group, link.idClientAccountGroup)));
    },
    add: async (tx, { row }, link) => {
      await insert(tx, [link], row[recordKey] as string, row[accountKey] as string);
    },
  };

  const linkSet: LinkSetBinding = {
    kind,
    reach: async (tx, { params }) =>
      (
        await tx
          .select({ id: records.id })
          .from(records.id.table)
          .where(
            and(
              eq(records.id, params[recordKey]),
              eq(records.account, params.idClientAccount),
              inArray(records.account, accountsOfClient(tx, params.idClient)),
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
    ...(Object.keys(extra).length
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
      [answer.key]: await tx.select(answer.fields).from(links.table).where(ofRecord(params[recordKey])).orderBy(asc(links.id)),
    }),
  };

  // The groups that see the record, in the order the link set answers them.
  const element: SQL =
    config.nested.as === 'ids'
      ? column(links.group)
      : sql`json_build_object(${sql.join(
          Object.entries(answer.fields).map(([name, c]) => sql`${sql.raw(`'${name}'`)}, ${column(c)}`),
          sql`, `,
        )})`;
  const nested = {
    [config.nested.key]: sql`coalesce((select json_agg(${element} order by ${column(links.id)})
      from ${links.table} where ${column(links.record)} = ${outer(records.id)}), '[]'::json)`,
  };

  return { part, linkSet, nested };
}

/** The property of a table's row holding a column (drizzle's camel-case name). */
function linkProperty(table: PgTable, target: PgColumn): string {
  const entry = Object.entries(table as unknown as Record<string, unknown>).find(([, value]) => value === target);
  if (!entry) throw new Error(`${getTableName(table)}: no column ${target.name}`);
  return entry[0];
}
