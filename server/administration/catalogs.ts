/** Storage of catalogs, with the groups that see each one, and every catalog of an account at once. */
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { allCatalogs, catalogGroupLinks, catalogs } from '../../shared/administration/catalogs';
import { catalogGroups, catalogs as catalogsTable } from '../db/schema';
import { bind } from '../registry/binding';
import { accountsOfClient } from '../registry/ownership';
import type { ActionBinding } from '../registry/route-kinds';
import { groupVisibility } from './group-visibility';

const groups = groupVisibility({
  records: catalogsTable,
  links: catalogGroups,
  key: 'idCatalog',
  field: 'groups',
  extra: ['enabled'],
  kind: catalogGroupLinks,
});

const shape = ({ createdAt: _createdAt, ...record }: Record<string, unknown>) => record;

/** The account's catalogs (of the path's client only), each with its groups, in the list's default order. */
const allCatalogsBinding: ActionBinding<typeof allCatalogs> = {
  kind: allCatalogs,
  run: async (tx, { params }) => {
    const rows = await tx
      .select({ ...getTableColumns(catalogsTable), ...groups.nested })
      .from(catalogsTable)
      .where(and(eq(catalogsTable.idClientAccount, params.idClientAccount), inArray(catalogsTable.idClientAccount, accountsOfClient(tx, params.idClient))))
      .orderBy(asc(catalogsTable.displayPosition), asc(catalogsTable.catalogName), asc(catalogsTable.idCatalog));
    return { catalogs: rows.map((row) => allCatalogs.answer.shape.catalogs.element.parse(shape(row))) };
  },
};

export const catalogsBinding = bind({
  description: catalogs,
  table: catalogsTable,
  nested: groups.nested,
  shape,
  parts: { groups: groups.part },
  kinds: [groups.linkSet, allCatalogsBinding],
});
