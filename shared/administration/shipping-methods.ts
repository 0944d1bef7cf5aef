/** Shipping methods of an account, and the groups whose members may choose each one (spec part 3). */
import { z } from 'zod';
import { codeSchema, FIELD_LIMITS, maxText, requiredText, wholeNumberSchema } from '../rules/field-limits';
import { defineResource } from '../registry/define';
import { groupIdLinks } from './group-links';

const id = z.uuid();

export const shippingMethodRecord = z.object({
  idShippingMethod: id,
  idClientAccount: id,
  shippingMethodCode: z.string(),
  shippingMethodName: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  displayPosition: z.number(),
  isProvisionAtDock: z.boolean(),
  shippingMethodGroups: z.array(id),
});

export const shippingMethodInput = z.object({
  shippingMethodCode: requiredText(FIELD_LIMITS.shippingMethodCode).pipe(codeSchema),
  shippingMethodName: requiredText(FIELD_LIMITS.shippingMethodName),
  description: maxText(FIELD_LIMITS.comment).nullish(),
  enabled: z.boolean('validation.invalid').default(true),
  displayPosition: wholeNumberSchema.default(0),
  isProvisionAtDock: z.boolean('validation.invalid').default(false),
});

/** The groups whose members may choose the method: the spec's shippingMethodGroups and group calls. */
const groups = groupIdLinks({
  field: 'shippingMethodGroups',
  key: 'idShippingMethod',
  tag: 'shippingMethods',
  subject: 'AdminShippingMethods',
  record: '/clients/{idClient}/accounts/{idClientAccount}/shippingmethod/{idShippingMethod}',
  input: shippingMethodInput,
  summaries: {
    read: 'Read the groups that may choose a shipping method',
    save: 'Save the groups that may choose a shipping method',
    add: 'Let a group choose a shipping method',
    remove: 'Stop a group choosing a shipping method',
  },
});
export const shippingMethodGroupLinks = groups.kind;

/** The record with the ids of the groups that see it. */
export const shippingMethodSaveInput = groups.savePlan.input;

export const shippingMethods = defineResource({
  name: 'shippingMethods',
  route: 'admin/shipping-method',
  subject: 'AdminShippingMethods',
  ownership: 'account',
  idField: 'idShippingMethod',
  paths: {
    list: '/clients/{idClient}/accounts/{idClientAccount}/shippingmethods',
    item: '/clients/{idClient}/accounts/{idClientAccount}/shippingmethods/{id}',
  },
  envelope: 'shippingMethod',
  listEnvelope: 'shippingMethods',
  record: shippingMethodRecord,
  input: shippingMethodInput,
  savePlan: groups.savePlan,
  kinds: [shippingMethodGroupLinks],
  list: {
    searchFields: ['shippingMethodName', 'shippingMethodCode'],
    sortFields: ['displayPosition', 'shippingMethodName', 'shippingMethodCode', 'enabled', 'isProvisionAtDock'],
    filterFields: ['shippingMethodCode', 'enabled', 'isProvisionAtDock'],
    defaultSort: { field: 'displayPosition', direction: 'ASC' },
  },
  example: ({ unique }) => ({ shippingMethodCode: `SM-${unique.slice(-8)}`.toUpperCase(), shippingMethodName: `Method ${unique}`, displayPosition: 1 }),
  columns: ['idShippingMethod', 'shippingMethodCode', 'shippingMethodName', 'enabled', 'displayPosition', 'isProvisionAtDock'],
});
