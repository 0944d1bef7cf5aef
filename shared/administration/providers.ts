/**
 * Providers (spec part 3: Provider, idProvider; screens /admin/provider, /admin/create-provider,
 * /admin/edit-provider/{id}; calls GET /box/providers?query, GET, PUT, DELETE /box/providers/{id},
 * POST /box/providers). The spec shows no other field; the portal's are a code (read by warehouse
 * systems, so in the code charset), a name, an on/off switch and a comment, and the list shows
 * each provider's number of sites.
 *
 * Providers and their sites are logistics partners shared by every client (a client's boxes
 * stand at their sites), not records of one client: only the all-accounts marker grants their
 * permissions (shared/permissions ALL_ACCOUNTS_SUBJECTS), so system administrators manage them,
 * and client administrators pick a site for their boxes from the box form's own list.
 */
import { z } from 'zod';
import { codeSchema, FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { defineResource } from '../registry/define';

const id = z.uuid();

export const providerRecord = z.object({
  idProvider: id,
  providerCode: z.string(),
  providerName: z.string(),
  enabled: z.boolean(),
  comment: z.string().nullable(),
  siteCount: z.number(),
});

export const providerInput = z.object({
  providerCode: requiredText(FIELD_LIMITS.providerCode).pipe(codeSchema),
  providerName: requiredText(FIELD_LIMITS.providerName),
  enabled: z.boolean('validation.invalid').default(true),
  comment: maxText(FIELD_LIMITS.comment).nullish(),
});

export const providers = defineResource({
  name: 'providers',
  route: 'admin/provider',
  subject: 'AdminProviders',
  ownership: 'global',
  idField: 'idProvider',
  paths: { list: '/box/providers', item: '/box/providers/{id}' },
  envelope: 'provider',
  record: providerRecord,
  input: providerInput,
  list: {
    searchFields: ['providerName', 'providerCode'],
    sortFields: ['providerName', 'providerCode', 'enabled'],
    filterFields: ['providerCode', 'enabled'],
    defaultSort: { field: 'providerName', direction: 'ASC' },
  },
  example: ({ unique }) => ({ providerCode: `P${unique}`.slice(0, 20), providerName: `Provider ${unique}` }),
  columns: ['idProvider', 'providerCode', 'providerName', 'enabled', 'comment', 'siteCount'],
});
