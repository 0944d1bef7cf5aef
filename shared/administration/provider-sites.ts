/**
 * Provider sites and their contacts (spec part 3: ProviderSite with idProvider, idProviderSite and
 * a status; contacts with firstname, lastname, title, phone and email). Screens
 * /admin/provider-sites, /admin/create-provider-site, /admin/edit-provider-site/{idProvider}/{idProviderSite};
 * calls GET /box/providers/providersites?{query} (every provider's sites),
 * GET, PUT, DELETE /box/providers/{idProvider}/providersites/{idProviderSite}, POST on the
 * provider's collection, GET /providersites/statustypes, and the contacts' GET (page size 1000),
 * POST, PUT and DELETE under .../sitecontacts. The spec shows a site's status but not its values
 * (shared/rules/boxes.ts), nor its other fields: the portal gives it a name and the address its
 * boxes stand at, which is their warehouse's address.
 *
 * Only all-accounts administrators manage them (see providers.ts).
 */
import { z } from 'zod';
import { countryCodeSchema, emailSchema, FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { DEFAULT_SITE_STATUS } from '../rules/boxes';
import { defineResource } from '../registry/define';
import { actionsOf } from '../registry/route-kinds';

const id = z.uuid();

/**
 * The phone field's 'Phone field is required' (PHONE_MESSAGES.required in contact-fields.ts, not
 * imported here: that module carries the phone-number library), for a blank phone or one shorter
 * than its 5 characters.
 */
const PHONE_REQUIRED = 'validation.phone.required';
const PHONE_MIN_LENGTH = 5;

/** A lookup entry of GET /providersites/statustypes. */
export const siteStatusType = z.object({ statusCode: z.string(), displayOrder: z.number(), activ: z.boolean() });

const calls = actionsOf('providerSites', { subject: 'AdminProviderSites', account: 'allAccounts' });

/** The statuses a site may have (values not shown in the spec): shown when active, by display order. */
export const providerSiteStatusTypes = calls.list('providerSiteStatusTypes', siteStatusType, {
  path: '/providersites/statustypes',
  summary: 'List the statuses of provider sites',
});

export const providerSiteRecord = z.object({
  idProviderSite: id,
  idProvider: id,
  providerName: z.string(),
  siteName: z.string(),
  statusCode: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  countryISO2: z.string(),
  comment: z.string().nullable(),
  contactCount: z.number(),
  boxCount: z.number(),
});

export const providerSiteInput = z.object({
  // The provider in the path is the one that counts; the form's picker names it for a new site.
  idProvider: z.uuid('validation.required').optional(),
  siteName: requiredText(FIELD_LIMITS.siteName),
  statusCode: requiredText(20).default(DEFAULT_SITE_STATUS),
  address1: requiredText(FIELD_LIMITS.addressLine),
  address2: maxText(FIELD_LIMITS.addressLine).nullish(),
  zipCode: requiredText(FIELD_LIMITS.zipCode),
  city: requiredText(FIELD_LIMITS.city),
  countryISO2: countryCodeSchema,
  comment: maxText(FIELD_LIMITS.comment).nullish(),
});

/** The create form's rules: a new site names its provider (the create call's path takes it from there). */
export const providerSiteCreateInput = providerSiteInput.extend({ idProvider: z.uuid('validation.required') });

export const providerSites = defineResource({
  name: 'providerSites',
  route: 'admin/provider-sites',
  subject: 'AdminProviderSites',
  ownership: 'global',
  idField: 'idProviderSite',
  paths: {
    list: '/box/providers/{idProvider}/providersites',
    item: '/box/providers/{idProvider}/providersites/{id}',
    browse: '/box/providers/providersites',
  },
  envelope: 'providerSite',
  record: providerSiteRecord,
  input: providerSiteInput,
  kinds: [providerSiteStatusTypes],
  list: {
    searchFields: ['siteName', 'city'],
    sortFields: ['siteName', 'city', 'zipCode', 'statusCode', 'countryISO2'],
    filterFields: ['idProvider', 'statusCode', 'countryISO2', 'city'],
    defaultSort: { field: 'siteName', direction: 'ASC' },
  },
  example: ({ unique }) => ({ siteName: `Site ${unique}`, address1: '1 rue du Port', zipCode: '13002', city: 'Marseille', countryISO2: 'FR' }),
  columns: ['idProviderSite', 'idProvider', 'providerName', 'siteName', 'statusCode', 'address1', 'address2', 'zipCode', 'city', 'countryISO2', 'comment'],
});

export const providerSiteContactRecord = z.object({
  idProviderSiteContact: id,
  idProviderSite: id,
  idProvider: id,
  firstname: z.string(),
  lastname: z.string(),
  title: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
});

/**
 * A site's contact: someone to call and write to, so both are required. The phone is checked on
 * the server with the phone field's rule (shared/rules/contact-fields.ts, kept out of this
 * description so that the first download does not carry the phone-number library).
 */
export const providerSiteContactInput = z.object({
  firstname: requiredText(FIELD_LIMITS.personName.max, FIELD_LIMITS.personName.min),
  lastname: requiredText(FIELD_LIMITS.personName.max, FIELD_LIMITS.personName.min),
  title: maxText(FIELD_LIMITS.jobTitle).nullish(),
  phone: z
    .string({ error: PHONE_REQUIRED })
    .trim()
    .min(PHONE_MIN_LENGTH, { error: PHONE_REQUIRED, abort: true })
    .max(FIELD_LIMITS.contactPhone, { error: 'validation.text.tooLong' }),
  email: emailSchema,
});

/** The spec's contact calls (GET with page size 1000, POST, PUT, DELETE under .../sitecontacts); the screen reloads the list after each. */
export const providerSiteContacts = defineResource({
  name: 'providerSiteContacts',
  route: null,
  subject: 'AdminProviderSites',
  ownership: 'global',
  idField: 'idProviderSiteContact',
  paths: {
    list: '/box/providers/{idProvider}/providersites/{idProviderSite}/sitecontacts',
    item: '/box/providers/{idProvider}/providersites/{idProviderSite}/sitecontacts/{id}',
  },
  envelope: 'providerSiteContact',
  record: providerSiteContactRecord,
  input: providerSiteContactInput,
  list: {
    searchFields: ['lastname', 'firstname', 'email'],
    sortFields: ['lastname', 'firstname', 'title', 'email'],
    filterFields: ['email'],
    defaultSort: { field: 'lastname', direction: 'ASC' },
    tieBreaks: { lastname: [{ field: 'firstname', direction: 'ASC' }] },
    perPage: 1000,
  },
  example: { firstname: 'Camille', lastname: 'Roux', title: 'Site manager', phone: '+33 4 91 00 00 00', email: 'camille.roux@provider.example' },
  columns: ['idProviderSiteContact', 'idProvider', 'idProviderSite', 'firstname', 'lastname', 'title', 'phone', 'email'],
});
