/** Shipping methods of an account, and the groups whose members may choose each one (spec part 3). */
import { z } from 'zod';
import { codeSchema, FIELD_LIMITS, maxText, requiredText, wholeNumberSchema } from '../rules/field-limits';
import { defineResource, type SavePart } from '../registry/define';
import { linkSet } from '../registry/route-kinds';

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

/** The record with the ids of the groups that see it: the spec's shippingMethodGroups. */
export const shippingMethodSaveInput = shippingMethodInput.extend({ shippingMethodGroups: z.array(z.uuid('validation.invalid')).optional() });
type ShippingMethodSave = z.infer<typeof shippingMethodSaveInput>;

/** Group links diffed on save: missing ones added, surplus removed (spec part 3, section 3). */
const groupsPart: SavePart<ShippingMethodSave, { idClientAccountGroup: string }> = {
  name: 'groups',
  items: (body) => body.shippingMethodGroups?.map((idClientAccountGroup) => ({ idClientAccountGroup })),
  key: (link) => link.idClientAccountGroup,
};

/**
 * The spec's group-link calls of a shipping method: GET and POST
 * .../shippingmethod/{id}/groups, DELETE .../groups/{idClientAccountGroup}; a PUT of the
 * collection saves the whole set as a diff.
 */
export const shippingMethodGroupLinks = linkSet({
  name: 'shippingMethodGroups',
  tag: 'shippingMethods',
  access: { subject: 'AdminShippingMethods', account: { placeholder: 'idClientAccount' } },
  path: '/clients/{idClient}/accounts/{idClientAccount}/shippingmethod/{idShippingMethod}/groups',
  link: z.object({ idClientAccountGroup: id }),
  key: (link) => link.idClientAccountGroup,
  body: z.object({ shippingMethodGroups: z.array(z.uuid('validation.invalid')) }),
  answer: z.object({ shippingMethodGroups: z.array(z.object({ idShippingMethod: id, idClientAccountGroup: id })) }),
  wanted: (body) => body.shippingMethodGroups.map((idClientAccountGroup) => ({ idClientAccountGroup })),
  summaries: { read: 'Read the groups that may choose a shipping method', save: 'Save the groups that may choose a shipping method' },
  single: {
    item: '/clients/{idClient}/accounts/{idClientAccount}/shippingmethod/{idShippingMethod}/groups/{idClientAccountGroup}',
    // The spec's link names the method too; the path's is the one that counts.
    add: z.object({ idShippingMethod: z.uuid('validation.invalid').optional(), idClientAccountGroup: z.uuid('validation.required') }),
    linkOf: (body) => ({ idClientAccountGroup: String(body.idClientAccountGroup) }),
    summaries: { add: 'Let a group choose a shipping method', remove: 'Stop a group choosing a shipping method' },
  },
});

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
  savePlan: { input: shippingMethodSaveInput, parts: [groupsPart] },
  kinds: [shippingMethodGroupLinks],
  list: {
    searchFields: ['shippingMethodName', 'shippingMethodCode'],
    sortFields: ['displayPosition', 'shippingMethodName', 'shippingMethodCode', 'enabled', 'isProvisionAtDock'],
    filterFields: ['shippingMethodCode', 'enabled', 'isProvisionAtDock'],
    defaultSort: { field: 'displayPosition', direction: 'ASC' },
    perPage: 25,
  },
  example: ({ unique }) => ({ shippingMethodCode: `SM-${unique.slice(-8)}`.toUpperCase(), shippingMethodName: `Method ${unique}`, displayPosition: 1 }),
  columns: ['idShippingMethod', 'shippingMethodCode', 'shippingMethodName', 'enabled', 'displayPosition', 'isProvisionAtDock'],
});
