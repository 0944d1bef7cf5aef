/** Storage of catalogs, with the groups that see each one. */
import { catalogGroupLinks, catalogs } from '../../shared/administration/catalogs';
import { catalogGroups, catalogs as catalogsTable } from '../db/schema';
import { bind } from '../registry/binding';
import { groupVisibility } from './group-visibility';

const groups = groupVisibility({
  records: { id: catalogsTable.idCatalog, account: catalogsTable.idClientAccount },
  links: {
    table: catalogGroups,
    record: catalogGroups.idCatalog,
    group: catalogGroups.idClientAccountGroup,
    account: catalogGroups.idClientAccount,
    id: catalogGroups.idCatalogGroup,
  },
  extra: { enabled: catalogGroups.enabled },
  kind: catalogGroupLinks,
  answer: {
    key: 'groups',
    fields: { idCatalogGroup: catalogGroups.idCatalogGroup, idClientAccountGroup: catalogGroups.idClientAccountGroup, enabled: catalogGroups.enabled },
  },
  nested: { key: 'groups', as: 'links' },
});

export const catalogsBinding = bind({
  description: catalogs,
  table: catalogsTable,
  nested: groups.nested,
  shape: ({ createdAt: _createdAt, ...record }) => record,
  parts: { groups: groups.part },
  kinds: [groups.linkSet],
});
