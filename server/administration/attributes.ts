/** Storage of product attributes with their options (a save-plan part changed in place, so children keep their options). */
import { and, eq, sql } from 'drizzle-orm';
import { attributes, type AttributeOptionItem } from '../../shared/administration/attributes';
import { attributeOptions, attributes as attributesTable } from '../db/schema';
import { bind, outer, type PartBinding } from '../registry/binding';

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
  nested: {
    options: sql`coalesce((
      select json_agg(json_build_object('idAttributeOption', o.id_attribute_option, 'optionName', o.option_name, 'displayPosition', o.display_position)
                      order by o.display_position, o.option_name)
      from attribute_options o where o.id_attribute = ${outer(attributesTable.idAttribute)}), '[]'::json)`,
  },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  parts: { options: optionsPart },
});
