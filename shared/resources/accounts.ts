/**
 * Client accounts, the warehouses each account uses, and the features switched on for it.
 * Saving an account with its warehouses and features is `saveAccount` (accounts-save.ts).
 */
import { z } from 'zod';
import { accountLimits, FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { defineResource } from './define';

/**
 * Optional parts of the portal an account may use. The spec names no list; these are the areas
 * that exist per account elsewhere in it (events, quotas, budget quotas, boxes, custom reports,
 * supplier and work orders).
 */
export const ACCOUNT_FEATURES = ['Events', 'Quotas', 'BudgetQuotas', 'Boxes', 'CustomReports', 'SupplierOrders', 'WorkOrders'] as const;
export type AccountFeature = (typeof ACCOUNT_FEATURES)[number];

export const DEFAULT_LANGUAGE = 'en';
/** Codes of the account in the warehouse management system: not in the spec, as long as the column. */
const WMS_CODE_MAX = 50;

const id = z.uuid();

/** GET: every feature with isSelected; PUT: the changed ones with their record status, in one update. */
export const ACCOUNT_FEATURES_PATH = '/clients/accounts/{idClientAccount}/features';

export const accountFeature = z.object({ feature: z.enum(ACCOUNT_FEATURES, 'validation.invalid'), isSelected: z.boolean('validation.invalid') });
/** The body of PUT /clients/accounts/{a}/features: every changed feature with its record status. */
export const accountFeaturesInput = z.object({
  clientAccountFeatures: z.array(accountFeature.extend({ recordStatus: z.enum(['added', 'removed', 'unchanged'], 'validation.invalid') })),
});

export const accountWarehouseRecord = z.object({
  idClientAccountWarehouse: id,
  idClientAccount: id,
  idWarehouse: id,
  warehouseName: z.string(),
  warehouseType: z.enum(['WAREHOUSE', 'BOX']),
  accountWMS: z.string().nullable(),
  wmsProductFamilyCode: z.string().nullable(),
});

export const accountWarehouseInput = z.object({
  idWarehouse: z.uuid('validation.required'),
  accountWMS: maxText(WMS_CODE_MAX).nullish(),
  wmsProductFamilyCode: maxText(WMS_CODE_MAX).nullish(),
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

export const accounts = defineResource({
  name: 'accounts',
  route: 'admin/account',
  subject: 'AdminAccounts',
  ownership: 'account',
  idField: 'idClientAccount',
  paths: { list: '/clients/{idClient}/accounts', item: '/clients/{idClient}/accounts/{id}', browse: '/clients/accounts' },
  envelope: 'account',
  record: accountRecord,
  input: accountInput,
  list: {
    searchFields: ['accountName', 'accountCode'],
    sortFields: ['accountName', 'accountCode', 'cultureLanguageCode'],
    filterFields: ['idClient', 'accountCode', 'accountName', 'cultureLanguageCode'],
    defaultSort: { field: 'accountName', direction: 'ASC' },
    perPage: 25,
  },
  example: ({ unique }) => ({ accountCode: unique.slice(-3), accountName: `Account ${unique}`, cultureLanguageCode: 'en' }),
  columns: ['idClientAccount', 'idClient', 'clientName', 'accountCode', 'accountName', 'cultureLanguageCode'],
});
