/**
 * Client accounts, the warehouses each account uses, and the features switched on for it.
 * Saving an account with its warehouses and features is `saveAccount` (accounts-save.ts).
 */
import { ACCOUNT_PATH, WAREHOUSES_PATH } from '../session/paths';
import { z } from 'zod';
import { accountLimits, FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { defineResource, idPart, type SavePart } from '../registry/define';
import { actionsOf, linkSet, readAction } from '../registry/route-kinds';
import { WAREHOUSE_TYPES } from '../rules/warehouse-type';

/**
 * Optional parts of the portal an account may use. The spec names no list; these are the areas
 * that exist per account elsewhere in it (events, quotas, budget quotas, boxes, custom reports,
 * supplier and work orders).
 */
export const ACCOUNT_FEATURES = ['Events', 'Quotas', 'BudgetQuotas', 'Boxes', 'CustomReports', 'SupplierOrders', 'WorkOrders'] as const;
export type AccountFeature = (typeof ACCOUNT_FEATURES)[number];

export const DEFAULT_LANGUAGE = 'en';

const id = z.uuid();

/** GET: every feature with isSelected; PUT: the changed ones with their record status, in one update. */
export const ACCOUNT_FEATURES_PATH = '/clients/accounts/{idClientAccount}/features';

export const accountFeature = z.object({ feature: z.enum(ACCOUNT_FEATURES, 'validation.invalid'), isSelected: z.boolean('validation.invalid') });
/** The body of PUT /clients/accounts/{a}/features: every changed feature with its record status. */
export const accountFeaturesInput = z.object({
  clientAccountFeatures: z.array(accountFeature.extend({ recordStatus: z.enum(['added', 'removed', 'unchanged'], 'validation.invalid') })),
});

/** An account's features: the stored set is the selected ones; a save names added and removed ones. */
export const accountFeatureLinks = linkSet({
  name: 'accountFeatures',
  tag: 'accounts',
  access: { subject: 'AdminAccounts', account: { placeholder: 'idClientAccount' } },
  path: ACCOUNT_FEATURES_PATH,
  link: z.object({ feature: z.enum(ACCOUNT_FEATURES) }),
  key: (link) => link.feature,
  body: accountFeaturesInput,
  answer: z.object({ clientAccountFeatures: z.array(accountFeature) }),
  wanted: (body, current) => {
    const status = (feature: string) => body.clientAccountFeatures.find((f) => f.feature === feature)?.recordStatus;
    const kept = current.filter((link) => status(link.feature) !== 'removed');
    const added = body.clientAccountFeatures.filter((f) => f.recordStatus === 'added').map(({ feature }) => ({ feature }));
    return [...kept, ...added];
  },
  summaries: { read: "Read an account's features", save: "Save an account's features (added and removed ones)" },
});

export const warehouseRecord = z.object({
  idWarehouse: id,
  warehouseName: z.string(),
  warehouseType: z.enum(WAREHOUSE_TYPES),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

/** Every warehouse, for choosing an account's warehouses: holders of AdminAccounts on any account. */
export const allWarehouses = readAction({
  name: 'allWarehouses',
  tag: 'warehouses',
  access: { subject: 'AdminAccounts', account: 'any' },
  path: '/warehouses/all',
  answer: z.object({
    warehouses: z.array(warehouseRecord),
    searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }),
  }),
  summary: 'List every warehouse',
});

/**
 * The warehouses of an account, and one warehouse, for members of the account through any
 * permission (the binding checks the membership: 403 outside it, 404 for a missing warehouse to
 * all-accounts holders).
 */
const warehouseCalls = actionsOf('warehouses', 'signedIn');

export const accountWarehousesQuery = z.object({
  IdClient: z.uuid('validation.invalid').optional(),
  IdClientAccount: z.uuid('validation.invalid'),
  pageSize: z.coerce.number().int().min(-1).default(200),
  currentPage: z.coerce.number().int().min(1).default(1),
});

export const accountWarehouseList = warehouseCalls.read({
  name: 'accountWarehouseList',
  path: WAREHOUSES_PATH,
  query: accountWarehousesQuery,
  answer: allWarehouses.answer,
  summary: 'List the warehouses of an account',
});

export const warehouseRead = warehouseCalls.read({
  name: 'warehouseRead',
  path: '/warehouses/{id}',
  answer: z.object({ warehouse: warehouseRecord }),
  summary: 'Read a warehouse',
});

export const accountWarehouseRecord = z.object({
  idClientAccountWarehouse: id,
  idClientAccount: id,
  idWarehouse: id,
  warehouseName: z.string(),
  warehouseType: z.enum(WAREHOUSE_TYPES),
  accountWMS: z.string().nullable(),
  wmsProductFamilyCode: z.string().nullable(),
});

export const accountWarehouseInput = z.object({
  idWarehouse: z.uuid('validation.required'),
  accountWMS: maxText(FIELD_LIMITS.wmsCode).nullish(),
  wmsProductFamilyCode: maxText(FIELD_LIMITS.wmsCode).nullish(),
});

/** A warehouse used by an account, identified in paths by the warehouse id. */
export const accountWarehouses = defineResource({
  name: 'accountWarehouses',
  route: null,
  subject: 'AdminAccounts',
  ownership: 'account',
  idField: 'idWarehouse',
  paths: {
    list: '/clients/{idClient}/accounts/{idClientAccount}/warehouses',
    item: '/clients/{idClient}/accounts/{idClientAccount}/warehouses/{id}',
  },
  envelope: 'clientAccountWarehouses',
  listEnvelope: 'clientAccountWarehouses',
  record: accountWarehouseRecord,
  input: accountWarehouseInput,
  list: {
    searchFields: ['accountWMS', 'wmsProductFamilyCode'],
    sortFields: ['accountWMS', 'wmsProductFamilyCode'],
    filterFields: ['accountWMS', 'wmsProductFamilyCode'],
    defaultSort: { field: 'accountWMS', direction: 'ASC' },
    perPage: 10000,
  },
  example: ({ idWarehouse, unique }) => ({ idWarehouse, accountWMS: `WMS-${unique}` }),
  columns: ['idWarehouse', 'warehouseName', 'accountWMS', 'wmsProductFamilyCode'],
});

export const accountRecord = z.object({
  idClientAccount: id,
  idClient: id,
  clientName: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  cultureLanguageCode: z.string(),
  clientAccountWarehouses: z.array(accountWarehouseRecord),
  clientAccountFeatures: z.array(accountFeature),
});

export const accountInput = z.object({
  accountCode: accountLimits.shape.accountCode,
  accountName: accountLimits.shape.accountName,
  cultureLanguageCode: requiredText(FIELD_LIMITS.language).default(DEFAULT_LANGUAGE),
});

/** The body of an account's save: the account, and its warehouses and features when given. */
export const accountSaveInput = accountInput.extend({
  clientAccountWarehouses: z.array(accountWarehouseInput).optional(),
  clientAccountFeatures: z.array(accountFeature).optional(),
});
type AccountSave = z.infer<typeof accountSaveInput>;
type WarehouseLink = NonNullable<AccountSave['clientAccountWarehouses']>[number];

const sameCodes = (stored: WarehouseLink, wanted: WarehouseLink) =>
  (stored.accountWMS ?? null) === (wanted.accountWMS ?? null) && (stored.wmsProductFamilyCode ?? null) === (wanted.wmsProductFamilyCode ?? null);

/** Warehouses: removed (or changed) links deleted, then new ones created, then the account reloaded (spec part 3, section 4). */
const warehousesPart: SavePart<AccountSave, WarehouseLink> = {
  name: 'warehouses',
  items: (body) => body.clientAccountWarehouses,
  key: (link) => link.idWarehouse,
  equal: sameCodes,
};
/** Features: the selected ones are the stored set; deselected ones removed, newly selected added. */
const featuresPart = idPart('features', 'feature', (body: AccountSave) => body.clientAccountFeatures?.filter((f) => f.isSelected).map((f) => f.feature));

export const accounts = defineResource({
  name: 'accounts',
  route: 'admin/account',
  subject: 'AdminAccounts',
  ownership: 'account',
  idField: 'idClientAccount',
  paths: { list: '/clients/{idClient}/accounts', item: ACCOUNT_PATH, browse: '/clients/accounts' },
  envelope: 'account',
  record: accountRecord,
  input: accountInput,
  list: {
    searchFields: ['accountName', 'accountCode'],
    sortFields: ['accountName', 'accountCode', 'cultureLanguageCode'],
    filterFields: ['idClient', 'accountCode', 'accountName', 'cultureLanguageCode'],
    defaultSort: { field: 'accountName', direction: 'ASC' },
  },
  kinds: [accountFeatureLinks, allWarehouses, accountWarehouseList, warehouseRead],
  savePlan: { input: accountSaveInput, parts: [warehousesPart, featuresPart] },
  example: ({ unique }) => ({ accountCode: unique.slice(-3), accountName: `Account ${unique}`, cultureLanguageCode: 'en' }),
  columns: ['idClientAccount', 'idClient', 'clientName', 'accountCode', 'accountName', 'cultureLanguageCode'],
});
