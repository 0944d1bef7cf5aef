/**
 * Suppliers of an account (spec part 3: /clients/accounts/{a}/suppliers, idClientAccountSupplier):
 * who the account buys from. A product names its supplier from this list, and a supplier order
 * is placed with one of them.
 */
import { z } from 'zod';
import { FIELD_LIMITS, maxText, optionalEmailSchema, requiredText } from '../rules/field-limits';
import { defineResource } from '../registry/define';

const id = z.uuid();

export const supplierRecord = z.object({
  idClientAccountSupplier: id,
  idClientAccount: id,
  supplierName: z.string(),
  supplierCode: z.string().nullable(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  comment: z.string().nullable(),
  enabled: z.boolean(),
});

export const supplierInput = z.object({
  supplierName: requiredText(FIELD_LIMITS.supplierName),
  supplierCode: maxText(FIELD_LIMITS.supplierCode).nullish(),
  contactName: maxText(FIELD_LIMITS.supplierContact).nullish(),
  email: optionalEmailSchema.nullish(),
  phone: maxText(FIELD_LIMITS.contactPhone).nullish(),
  comment: maxText(FIELD_LIMITS.comment).nullish(),
  enabled: z.boolean('validation.invalid').default(true),
});

export const suppliers = defineResource({
  name: 'suppliers',
  route: 'admin/supplier',
  subject: 'AdminSuppliers',
  ownership: 'account',
  idField: 'idClientAccountSupplier',
  paths: {
    list: '/clients/accounts/{idClientAccount}/suppliers',
    item: '/clients/accounts/{idClientAccount}/suppliers/{id}',
  },
  envelope: 'supplier',
  listEnvelope: 'suppliers',
  record: supplierRecord,
  input: supplierInput,
  list: {
    searchFields: ['supplierName', 'supplierCode', 'contactName'],
    sortFields: ['supplierName', 'supplierCode', 'enabled'],
    filterFields: ['supplierName', 'enabled'],
    defaultSort: { field: 'supplierName', direction: 'ASC' },
  },
  example: ({ unique }) => ({ supplierName: `Supplier ${unique}`.slice(0, 50), supplierCode: unique.slice(0, 20) }),
  columns: ['idClientAccountSupplier', 'supplierName', 'supplierCode', 'contactName', 'email', 'phone', 'comment', 'enabled'],
});
