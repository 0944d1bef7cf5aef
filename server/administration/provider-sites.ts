/**
 * Storage of provider sites and their contacts (shared/administration/provider-sites.ts), under
 * their provider (providers.ts). Only all-accounts administrators reach them (the subjects are
 * held only through the all-accounts marker), so what is out of reach or missing answers 404.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { providerSiteContacts, providerSites, providerSiteStatusTypes } from '../../shared/administration/provider-sites';
import { validatePhone } from '../../shared/rules/contact-fields';
import {
  boxes,
  providers as providersTable,
  providerSiteContacts as contactsTable,
  providerSites as sitesTable,
  providerSiteStatusTypes as statusTypesTable,
  warehouses,
} from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, notFound } from '../lib/errors';
import { bind, columnsOf, outer } from '../registry/binding';
import type { ActionBinding } from '../registry/route-kinds';
import { keptAdminListCount, keptRowsUnder } from './admin-list-counts';

const count = (table: string, column: string, outerColumn: ReturnType<typeof outer>) =>
  sql`(select count(*)::int from ${sql.raw(table)} x where x.${sql.raw(column)} = ${outerColumn})`;

const statusTypesBinding: ActionBinding<typeof providerSiteStatusTypes> = {
  kind: providerSiteStatusTypes,
  run: async (tx) => ({
    providerSiteStatusTypes: await tx.select().from(statusTypesTable).orderBy(asc(statusTypesTable.displayOrder), asc(statusTypesTable.statusCode)),
  }),
};

/** A site's address is its boxes' warehouse address: a change moves them too, in the same transaction. */
const ADDRESS_FIELDS = ['address1', 'address2', 'zipCode', 'city', 'countryISO2'] as const;

export const providerSitesBinding = bind({
  description: providerSites,
  table: sitesTable,
  nested: {
    ...columnsOf(sitesTable.idProvider, providersTable.idProvider, { providerName: providersTable.providerName }),
    contactCount: keptRowsUnder('contact', outer(sitesTable.idProviderSite)),
    boxCount: count('boxes', 'id_provider_site', outer(sitesTable.idProviderSite)),
  },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  // Under the path's provider, or every provider's (the browse path), where a filter may name one.
  count: (db, { params, criteria }) =>
    keptAdminListCount(db, 'site', params.idProvider, criteria, {
      idProvider: { key: 'idParent' },
      statusCode: { key: 'firstKey' },
      countryISO2: { key: 'secondKey' },
    }),
  // A provider that does not exist has no sites to list and takes none.
  reachParent: async (db, { params }) => {
    if (!params.idProvider) return;
    const [provider] = await db.select({ id: providersTable.idProvider }).from(providersTable).where(eq(providersTable.idProvider, params.idProvider));
    if (!provider) throw notFound();
  },
  beforeWrite: async (tx, { values, current }) => {
    if (current && ADDRESS_FIELDS.some((field) => field in values && (values[field] ?? null) !== (current[field] ?? null))) {
      const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, field in values ? (values[field] ?? null) : current[field]]));
      await tx
        .update(warehouses)
        .set({
          address1: address.address1 as string,
          address2: address.address2 as string | null,
          zipCode: address.zipCode as string,
          city: address.city as string,
          country: address.countryISO2 as string,
        })
        .where(inArray(warehouses.idWarehouse, tx.select({ id: boxes.idBox }).from(boxes).where(eq(boxes.idProviderSite, current.idProviderSite))));
    }
    return values;
  },
  kinds: [statusTypesBinding],
});

export const providerSiteContactsBinding = bind({
  description: providerSiteContacts,
  table: contactsTable,
  shape: ({ createdAt: _createdAt, ...record }) => record,
  count: (db, { params, criteria }) => keptAdminListCount(db, 'contact', params.idProviderSite, criteria),
  // The site must be the provider's: a path pairing a site with another provider names nothing.
  reachParent: async (db, { params }) => {
    const [site] = await db
      .select({ id: sitesTable.idProviderSite })
      .from(sitesTable)
      .where(and(eq(sitesTable.idProviderSite, params.idProviderSite), eq(sitesTable.idProvider, params.idProvider)));
    if (!site) throw notFound();
  },
  // The phone field's rule (a real number, national numbers read as French), as the form applies it.
  beforeWrite: (_tx, { values }) => {
    const phone = validatePhone(String(values.phone ?? ''), { required: true });
    if (phone) throw badRequest(VALIDATION_FAILED, { phone: phone.key }, 'VALIDATION');
    return values;
  },
});
