/** Storage of product attributes with their options (a save-plan part changed in place, so children keep their options). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { attributes, type AttributeOptionItem } from '../../shared/resources/attributes';
import { attributeOptions, attributes as attributesTable } from '../db/schema';
import { bind, type PartBinding } from './binding';

type AttributeRow = typeof attributesTable.$inferSelect;

const optionsPart: PartBinding<AttributeRow, AttributeOptionItem> = {
  current: async (tx, { row }) =>
    (await tx.select().from(attributeOptions).where(eq(attributeOptions.idAttribute, row.idAttribute))).map((o) => ({
      key: o.idAttributeOption,
      idAttributeOption: o.idAttributeOption,
      optionName: o.optionName,
      displayPosition: o.displayPosition,
    })),
  // Children of configurable products that stood for this option lose it (cascade).
  remove: async (tx, { row }, option) => {
    await tx.delete(attributeOptions).where(and(eq(attributeOptions.idAttribute, row.idAttribute), eq(attributeOptions.idAttributeOption, option.key)));
  },
  add: async (tx, { row }, option) => {
    await tx.insert(attributeOptions).values({ idAttribute: row.idAttribute, optionName: option.optionName, displayPosition: option.displayPosition });
  },
  change: async (tx, { row }, stored, wanted) => {
    await tx
      .update(attributeOptions)
      .set({ optionName: wanted.optionName, displayPosition: wanted.displayPosition })
      .where(and(eq(attributeOptions.idAttribute, row.idAttribute), eq(attributeOptions.idAttributeOption, stored.key)));
  },
};

export const attributesBinding = bind({
  description: attributes,
  table: attributesTable,
  hydrate: async (db, rows) => {
    if (!rows.length) return [];
    const options = await db
      .select()
      .from(attributeOptions)
      .where(
        inArray(
          attributeOptions.idAttribute,
          rows.map((r) => r.idAttribute),
        ),
      )
      .orderBy(asc(attributeOptions.displayPosition), asc(attributeOptions.optionName));
    return rows.map(({ createdAt: _createdAt, ...row }) => ({
      ...row,
      options: options
        .filter((o) => o.idAttribute === row.idAttribute)
        .map(({ idAttributeOption, optionName, displayPosition }) => ({ idAttributeOption, optionName, displayPosition })),
    }));
  },
  parts: { options: optionsPart },
});
