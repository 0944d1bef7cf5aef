/**
 * Storage of a catalog's category tree. Every change runs with the catalog's row locked, so two
 * editors of one tree take turns and the siblings' positions stay 0, 1, 2... without gaps or
 * twins. The database holds the rest: the parent is in the same catalog (composite key), a delete
 * takes the subtree (cascade), and a trigger refuses a move that would make a cycle (the error
 * handler answers it as CATEGORY_MESSAGES.cycle).
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { catalogCategories } from '../../shared/administration/catalog-categories';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { findNode, placeAmong } from '../../shared/rules/categories';
import type { Action } from '../../shared/permissions';
import { accountScope } from '../auth/context';
import type { Tx } from '../db';
import { catalogCategories as categoriesTable, catalogs, clientAccounts } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { toTree, type CategoryNode } from './catalog-visibility';
import { bind } from '../registry/binding';

type CategoryRow = typeof categoriesTable.$inferSelect;

const ordered = [asc(categoriesTable.displayPosition), asc(categoriesTable.categoryName), asc(categoriesTable.idCatalogCategory)];

/** What a caller who cannot reach the catalog is answered: like a missing record. */
const refusal = (request: FastifyRequest, action: Action) => (accountScope(request, action, catalogCategories.subject) === 'all' ? notFound() : forbidden());

/** The catalog, in the account (and client when given), locked for the rest of the transaction when `lock`. */
async function findCatalog(tx: Tx, where: { idCatalog: string; idClientAccount: string; idClient?: string }, lock: boolean) {
  const conditions = [eq(catalogs.idCatalog, where.idCatalog), eq(catalogs.idClientAccount, where.idClientAccount)];
  if (where.idClient) {
    conditions.push(
      inArray(
        catalogs.idClientAccount,
        tx.select({ id: clientAccounts.idClientAccount }).from(clientAccounts).where(eq(clientAccounts.idClient, where.idClient)),
      ),
    );
  }
  const query = tx
    .select({ idCatalog: catalogs.idCatalog })
    .from(catalogs)
    .where(and(...conditions));
  const [catalog] = lock ? await query.for('update') : await query;
  return catalog;
}

const siblingsOf = (tx: Tx, idCatalog: string, idParentCategory: string | null) =>
  tx
    .select({ id: categoriesTable.idCatalogCategory, displayPosition: categoriesTable.displayPosition })
    .from(categoriesTable)
    .where(
      and(
        eq(categoriesTable.idCatalog, idCatalog),
        idParentCategory ? eq(categoriesTable.idParentCategory, idParentCategory) : isNull(categoriesTable.idParentCategory),
      ),
    )
    .orderBy(...ordered);

/** Gives each sibling its index as position (only those whose position changes are written; `skip` is written by the caller). */
async function renumber(tx: Tx, siblings: { id: string; displayPosition: number }[], skip?: string) {
  for (const [index, sibling] of siblings.entries()) {
    if (sibling.id !== skip && sibling.displayPosition !== index)
      await tx.update(categoriesTable).set({ displayPosition: index }).where(eq(categoriesTable.idCatalogCategory, sibling.id));
  }
}

/** Each category with the subtree below it, from every category of their catalogs. */
async function withSubtrees(tx: Tx, rows: CategoryRow[]): Promise<CategoryNode[]> {
  if (!rows.length) return [];
  const all = await tx
    .select()
    .from(categoriesTable)
    .where(inArray(categoriesTable.idCatalog, [...new Set(rows.map((r) => r.idCatalog))]))
    .orderBy(...ordered);
  const tree = toTree(all);
  return rows.map((row) => ({
    idCatalogCategory: row.idCatalogCategory,
    idCatalog: row.idCatalog,
    idParentCategory: row.idParentCategory,
    categoryName: row.categoryName,
    displayPosition: row.displayPosition,
    childrenCategories: findNode(tree, row.idCatalogCategory)?.childrenCategories ?? [],
  }));
}

export const catalogCategoriesBinding = bind({
  description: catalogCategories,
  table: categoriesTable,
  hydrate: withSubtrees,
  /**
   * The whole tree of the catalog, each level by display position. The answer is not paged: a
   * page cut through a tree would leave branches without their parents. totalCount counts every
   * category, roots and descendants.
   */
  list: async (db, { request, params }) => {
    const catalog = await findCatalog(db, { idCatalog: params.idCatalog, idClientAccount: params.idClientAccount, idClient: params.idClient }, false);
    if (!catalog) throw refusal(request, 'View');
    const rows = await db
      .select()
      .from(categoriesTable)
      .where(eq(categoriesTable.idCatalog, catalog.idCatalog))
      .orderBy(...ordered);
    return { items: toTree(rows), totalCount: rows.length };
  },
  beforeWrite: async (tx, { request, values, current }) => {
    const idCatalog = String(values.idCatalog);
    if (!(await findCatalog(tx, { idCatalog, idClientAccount: String(values.idClientAccount) }, true))) throw refusal(request, current ? 'Edit' : 'Create');
    const parent = 'idParentCategory' in values ? ((values.idParentCategory as string | null | undefined) ?? null) : (current?.idParentCategory ?? null);
    if (parent) {
      const [found] = await tx
        .select({ id: categoriesTable.idCatalogCategory })
        .from(categoriesTable)
        .where(and(eq(categoriesTable.idCatalogCategory, parent), eq(categoriesTable.idCatalog, idCatalog)));
      if (!found) throw badRequest(VALIDATION_FAILED, { idParentCategory: GENERIC_MESSAGES.unknownReference }, 'VALIDATION');
    }
    const position = values.displayPosition as number | undefined;
    const moved = !current || parent !== current.idParentCategory;
    if (!moved && position === undefined) return { ...values, displayPosition: current.displayPosition };
    const self = { id: current?.idCatalogCategory ?? '', displayPosition: -1 };
    const siblings = placeAmong(await siblingsOf(tx, idCatalog, parent), self, position);
    await renumber(tx, siblings, self.id);
    // The siblings left behind close the gap.
    if (current && moved)
      await renumber(
        tx,
        (await siblingsOf(tx, idCatalog, current.idParentCategory)).filter((s) => s.id !== current.idCatalogCategory),
      );
    return { ...values, idParentCategory: parent, displayPosition: siblings.indexOf(self) };
  },
  beforeDelete: async (tx, { request, current }) => {
    if (!(await findCatalog(tx, { idCatalog: current.idCatalog, idClientAccount: current.idClientAccount }, true))) throw refusal(request, 'Edit');
    await renumber(
      tx,
      (await siblingsOf(tx, current.idCatalog, current.idParentCategory)).filter((s) => s.id !== current.idCatalogCategory),
    );
  },
});
