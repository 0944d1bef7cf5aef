/** Storage of catalogs, with the groups that see each one. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { catalogGroupLinks, catalogs } from '../../shared/administration/catalogs';
import { catalogGroups, catalogs as catalogsTable } from '../db/schema';
import { bind, outer, type PartBinding } from '../registry/binding';
import type { LinkSetBinding } from '../registry/route-kinds';
import { accountsOfClient } from '../registry/ownership';

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

/** The spec's group-link calls; the composite foreign key refuses a group of another account. */
const groupLinksBinding: LinkSetBinding<typeof catalogGroupLinks> = {
  kind: catalogGroupLinks,
  reach: async (tx, { params }) =>
    (
      await tx
        .select({ id: catalogsTable.idCatalog })
        .from(catalogsTable)
        .where(
          and(
            eq(catalogsTable.idCatalog, params.idCatalog),
            eq(catalogsTable.idClientAccount, params.idClientAccount),
            inArray(catalogsTable.idClientAccount, accountsOfClient(tx, params.idClient)),
          ),
        )
    ).length > 0,
  current: (tx, { params }) =>
    tx
      .select({ idClientAccountGroup: catalogGroups.idClientAccountGroup, enabled: catalogGroups.enabled })
      .from(catalogGroups)
      .where(eq(catalogGroups.idCatalog, params.idCatalog)),
  save: async (tx, { params }, diff) => {
    if (diff.removed.length) {
      await tx.delete(catalogGroups).where(
        and(
          eq(catalogGroups.idCatalog, params.idCatalog),
          inArray(
            catalogGroups.idClientAccountGroup,
            diff.removed.map((l) => l.idClientAccountGroup),
          ),
        ),
      );
    }
    if (diff.added.length) {
      await tx.insert(catalogGroups).values(diff.added.map((link) => ({ ...link, idCatalog: params.idCatalog, idClientAccount: params.idClientAccount })));
    }
  },
  change: async (tx, { params }, links) => {
    for (const link of links) {
      await tx
        .update(catalogGroups)
        .set({ enabled: link.enabled })
        .where(and(eq(catalogGroups.idCatalog, params.idCatalog), eq(catalogGroups.idClientAccountGroup, link.idClientAccountGroup)));
    }
  },
  answer: async (tx, { params }) => ({
    groups: await tx
      .select({ idCatalogGroup: catalogGroups.idCatalogGroup, idClientAccountGroup: catalogGroups.idClientAccountGroup, enabled: catalogGroups.enabled })
      .from(catalogGroups)
      .where(eq(catalogGroups.idCatalog, params.idCatalog))
      .orderBy(asc(catalogGroups.idCatalogGroup)),
  }),
};

export const catalogsBinding = bind({
  description: catalogs,
  table: catalogsTable,
  // The groups that see the catalog, in the order the link set answers them.
  nested: {
    groups: sql`coalesce((
      select json_agg(json_build_object('idCatalogGroup', g.id_catalog_group, 'idClientAccountGroup', g.id_client_account_group, 'enabled', g.enabled)
                      order by g.id_catalog_group)
      from catalog_groups g where g.id_catalog = ${outer(catalogsTable.idCatalog)}), '[]'::json)`,
  },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  parts: { groups: groupsPart },
  kinds: [groupLinksBinding],
});
