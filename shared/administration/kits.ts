/**
 * Kits of an account (spec part 3: Kit with its KitComponents): a named set of products ordered
 * together. The kit screen saves the kit with its components in one transaction (save plan); the
 * spec's component calls (/clients/accounts/kits/{idKit}/components) serve one component at a
 * time. Components are simple products (the kit search asks for simple ones only).
 */
import { z } from 'zod';
import { GENERIC_MESSAGES as M } from '../rules/message';
import { FIELD_LIMITS, maxText, requiredText, wholeNumberSchema } from '../rules/field-limits';
import { defineResource, type SavePart } from '../registry/define';

const id = z.uuid();

export const KIT_MESSAGES = { componentNotSimple: 'validation.kit.componentNotSimple' } as const;

export const kitComponentRecord = z.object({
  idKitComponent: id,
  idKit: id,
  idProduct: id,
  productName: z.string(),
  sku: z.string(),
  quantity: z.number(),
  displayPosition: z.number(),
});

export const kitRecord = z.object({
  idKit: id,
  idClientAccount: id,
  kitName: z.string(),
  sku: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  displayPosition: z.number(),
  components: z.array(kitComponentRecord),
});

export const kitInput = z.object({
  kitName: requiredText(FIELD_LIMITS.kitName),
  sku: requiredText(FIELD_LIMITS.sku),
  description: maxText(FIELD_LIMITS.comment).nullish(),
  enabled: z.boolean('validation.invalid').default(true),
  displayPosition: wholeNumberSchema.default(0),
});

const quantity = z.number({ error: M.notANumber }).int({ error: M.notWhole }).positive({ error: M.notPositive });
export const kitComponentInput = z.object({ idProduct: z.uuid('validation.required'), quantity, displayPosition: wholeNumberSchema.optional() });

/** The kit with its components in order (one line per product). */
export const kitSaveInput = kitInput.extend({ components: z.array(kitComponentInput.omit({ displayPosition: true })).optional() });
type KitSave = z.infer<typeof kitSaveInput>;
export type KitComponentItem = { idProduct: string; quantity: number; displayPosition: number };

/** Components by product: a changed quantity or place is changed in place; a product given twice counts once (the first). */
const componentsPart: SavePart<KitSave, KitComponentItem> = {
  name: 'components',
  items: (body) =>
    body.components
      ?.filter((c, index, all) => all.findIndex((other) => other.idProduct === c.idProduct) === index)
      .map((c, index) => ({ idProduct: c.idProduct, quantity: c.quantity, displayPosition: index })),
  key: (c) => c.idProduct,
  equal: (a, b) => a.quantity === b.quantity && a.displayPosition === b.displayPosition,
};

export const kits = defineResource({
  name: 'kits',
  route: 'admin/kit',
  subject: 'AdminKits',
  ownership: 'account',
  idField: 'idKit',
  paths: {
    list: '/clients/accounts/{idClientAccount}/kits',
    item: '/clients/accounts/{idClientAccount}/kits/{id}',
  },
  envelope: 'kit',
  listEnvelope: 'kits',
  record: kitRecord,
  input: kitInput,
  savePlan: { input: kitSaveInput, parts: [componentsPart] },
  list: {
    searchFields: ['kitName', 'sku'],
    sortFields: ['displayPosition', 'kitName', 'sku', 'enabled'],
    filterFields: ['kitName', 'sku', 'enabled'],
    defaultSort: { field: 'displayPosition', direction: 'ASC' },
  },
  example: ({ unique }) => ({ kitName: `Kit ${unique}`, sku: `K${unique}`.slice(0, 15) }),
  columns: ['idKit', 'sku', 'kitName', 'description', 'enabled', 'displayPosition'],
});

/** One component of a kit, through the spec's calls (the kit's account is the component's). */
export const kitComponents = defineResource({
  name: 'kitComponents',
  route: null,
  subject: 'AdminKits',
  ownership: 'account',
  idField: 'idKitComponent',
  paths: {
    list: '/clients/accounts/kits/{idKit}/components',
    item: '/clients/accounts/kits/{idKit}/components/{id}',
  },
  envelope: 'kitComponent',
  listEnvelope: 'kitComponents',
  record: kitComponentRecord,
  input: kitComponentInput,
  list: {
    searchFields: [],
    sortFields: ['displayPosition', 'quantity'],
    filterFields: ['idProduct'],
    defaultSort: { field: 'displayPosition', direction: 'ASC' },
    perPage: 1000,
  },
  example: ({ idProduct }) => ({ idProduct, quantity: 2 }),
  columns: ['idKitComponent', 'idProduct', 'sku', 'productName', 'quantity', 'displayPosition'],
});
