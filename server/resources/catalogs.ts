/** Storage of catalogs, with the groups that see each one. */
import { and, eq, inArray } from 'drizzle-orm';
import { catalogs } from '../../shared/resources/catalogs';
import { catalogGroups, catalogs as catalogsTable } from '../db/schema';
import { bind, type PartBinding } from './binding';

type CatalogRow = typeof catalogsTable.$inferSelect;

/** The composite foreign key keeps every group in the catalog's own account. */
const groupsPart: PartBinding<CatalogRow, { idClientAccountGroup: string; enabled: boolean }> = {
  current: (tx, { row }) =>
    tx
      .select({ idClientAccountGroup: catalogGroups.idClientAccountGroup, enabled: catalogGroups.enabled })
      .from(catalogGroups)
      .where(eq(catalogGroups.idCatalog, row.idCatalog)),
  remove: async (tx, { row }, link) => {
    await tx.delete(catalogGroups).where(and(eq(catalogGroups.idCatalog, row.idCatalog), eq(catalogGroups.idClientAccountGroup, link.idClientAccountGroup)));
  },
  add: async (tx, { row }, link) => {
    await tx.insert(catalogGroups).values({ ...link, idCatalog: row.idCatalog, idClientAccount: row.idClientAccount });
  },
};

export const catalogsBinding = bind({
  description: catalogs,
  table: catalogsTable,
  hydrate: async (db, rows) => {
    if (!rows.length) return [];
    const links = await db
      .select()
      .from(catalogGroups)
      .where(
        inArray(
          catalogGroups.idCatalog,
          rows.map((r) => r.idCatalog),
        ),
      );
    return rows.map(({ createdAt: _createdAt, ...row }) => ({
      ...row,
      groups: links
        .filter((l) => l.idCatalog === row.idCatalog)
        .map(({ idCatalogGroup, idClientAccountGroup, enabled }) => ({ idCatalogGroup, idClientAccountGroup, enabled })),
    }));
  },
  parts: { groups: groupsPart },
});
