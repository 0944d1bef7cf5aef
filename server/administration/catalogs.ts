/** Storage of catalogs, with the groups that see each one. */
import { catalogGroupLinks, catalogs } from '../../shared/administration/catalogs';
import { catalogGroups, catalogs as catalogsTable } from '../db/schema';
import { bind } from '../registry/binding';
import { groupVisibility } from './group-visibility';

const groups = groupVisibility({
  records: catalogsTable,
  links: catalogGroups,
  key: 'idCatalog',
  field: 'groups',
  extra: ['enabled'],
  kind: catalogGroupLinks,
});

export const catalogsBinding = bind({
  description: catalogs,
  table: catalogsTable,
  nested: groups.nested,
  shape: ({ createdAt: _createdAt, ...record }) => record,
  parts: { groups: groups.part },
  kinds: [groups.linkSet],
});
