/**
 * Storage of providers (shared/administration/providers.ts); their sites and the sites' contacts
 * are in provider-sites.ts. Only all-accounts administrators reach them (the subjects are held
 * only through the all-accounts marker), so what is out of reach or missing answers 404.
 */
import { providers } from '../../shared/administration/providers';
import { providers as providersTable } from '../db/schema';
import { bind, outer } from '../registry/binding';
import { keptAdminListCount, keptRowsUnder, NO_PARENT } from './admin-list-counts';

export const providersBinding = bind({
  description: providers,
  table: providersTable,
  nested: { siteCount: keptRowsUnder('site', outer(providersTable.idProvider)) },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  count: (db, { criteria }) => keptAdminListCount(db, 'provider', NO_PARENT, criteria, { enabled: { key: 'firstKey', flag: true } }),
});
