/**
 * Product attributes of an account (size, colour...) with their options (spec part 3: an
 * attribute needs at least one option, options unique). Configurable products pick their
 * attributes, and their children one option of each.
 */
import { z } from 'zod';
import { ATTRIBUTE_MESSAGES, validateAttributeOptions } from '../rules/attributes';
import { FIELD_LIMITS, requiredText, wholeNumberSchema } from '../rules/field-limits';
import { defineResource, type SavePart } from '../registry/define';

const id = z.uuid();

export const attributeOptionRecord = z.object({ idAttributeOption: id, optionName: z.string(), displayPosition: z.number() });

export const attributeRecord = z.object({
  idAttribute: id,
  idClientAccount: id,
  attributeName: z.string(),
  displayPosition: z.number(),
  enabled: z.boolean(),
  options: z.array(attributeOptionRecord),
});

export const attributeInput = z.object({
  attributeName: requiredText(FIELD_LIMITS.attributeName),
  displayPosition: wholeNumberSchema.default(0),
  enabled: z.boolean('validation.invalid').default(true),
});

/** An option: a stored one keeps its id (a rename keeps what refers to it), a new one has none. */
export const attributeOptionInput = z.object({
  idAttributeOption: z.uuid('validation.invalid').nullish(),
  optionName: requiredText(FIELD_LIMITS.attributeOptionName),
});

/** The attribute with its options, always whole: at least one, no two alike (trimmed, whatever the case). */
export const attributeSaveInput = attributeInput.extend({
  options: z.array(attributeOptionInput, { error: ATTRIBUTE_MESSAGES.optionRequired }).superRefine((options, ctx) => {
    const problem = validateAttributeOptions(options.map((o) => o.optionName));
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.params });
  }),
});
type AttributeSave = z.infer<typeof attributeSaveInput>;
export type AttributeOptionItem = { key: string; idAttributeOption?: string | null; optionName: string; displayPosition: number };

/** Options in the order given (positions 0, 1, 2...); a stored one by its id, a new one by its place. */
const optionsPart: SavePart<AttributeSave, AttributeOptionItem> = {
  name: 'options',
  items: (body) =>
    body.options?.map((o, index) => ({
      key: o.idAttributeOption ?? `new:${index}`,
      idAttributeOption: o.idAttributeOption,
      optionName: o.optionName.trim(),
      displayPosition: index,
    })),
  key: (o) => o.key,
  equal: (a, b) => a.optionName === b.optionName && a.displayPosition === b.displayPosition,
};

export const attributes = defineResource({
  name: 'attributes',
  route: 'admin/product/attributes',
  subject: 'AdminAttributes',
  ownership: 'account',
  idField: 'idAttribute',
  paths: {
    list: '/client/account/{idClientAccount}/product/attributes',
    item: '/client/account/{idClientAccount}/product/attributes/{id}',
  },
  envelope: 'attribute',
  listEnvelope: 'attributes',
  record: attributeRecord,
  input: attributeInput,
  savePlan: { input: attributeSaveInput, parts: [optionsPart] },
  list: {
    searchFields: ['attributeName'],
    sortFields: ['displayPosition', 'attributeName', 'enabled'],
    filterFields: ['attributeName', 'enabled'],
    defaultSort: { field: 'displayPosition', direction: 'ASC' },
  },
  example: ({ unique }) => ({ attributeName: `Attribute ${unique}`, options: [{ optionName: 'S' }, { optionName: 'M' }] }),
  columns: ['idAttribute', 'attributeName', 'displayPosition', 'enabled'],
});
