/**
 * Storage of kits and their components. The composite foreign key keeps every component's
 * product in the kit's account; a component is a simple product (refused with its field otherwise).
 */
import { and, eq, sql } from 'drizzle-orm';
import { KIT_MESSAGES, kitComponents, kits, type KitComponentItem } from '../../shared/administration/kits';
import { kitComponents as componentsTable, kits as kitsTable } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { accountScope } from '../auth/context';
import { bind, outer, type PartBinding } from '../registry/binding';
import { linkRows } from '../registry/link-rows';
import { requireSimpleProduct } from './account-products';

type KitRow = typeof kitsTable.$inferSelect;

/** The product's name or SKU beside a component (a nested value of the component's row). */
const ofProduct = (column: 'product_name' | 'sku') =>
  sql`(select p.${sql.raw(column)} from products p where p.id_product = ${outer(componentsTable.idProduct)})`;

const componentsPart: PartBinding<KitRow, KitComponentItem> = {
  ...linkRows(
    componentsTable.idKit,
    (row: KitRow) => row.idKit,
    { idProduct: componentsTable.idProduct, quantity: componentsTable.quantity, displayPosition: componentsTable.displayPosition },
    'idProduct',
  ),
  add: async (tx, { row }, item) => {
    await requireSimpleProduct(tx, row.idClientAccount, item.idProduct, 'components', KIT_MESSAGES.componentNotSimple);
    await tx.insert(componentsTable).values({ ...item, idKit: row.idKit, idClientAccount: row.idClientAccount });
  },
  change: async (tx, { row }, stored, wanted) => {
    await tx
      .update(componentsTable)
      .set({ quantity: wanted.quantity, displayPosition: wanted.displayPosition })
      .where(and(eq(componentsTable.idKit, row.idKit), eq(componentsTable.idProduct, stored.idProduct)));
  },
};

export const kitsBinding = bind({
  description: kits,
  table: kitsTable,
  // Components by display position, then product name.
  nested: {
    components: sql`coalesce((
      select json_agg(json_build_object('idKitComponent', c.id_kit_component, 'idKit', c.id_kit, 'idProduct', c.id_product, 'productName', p.product_name,
                                        'sku', p.sku, 'quantity', c.quantity, 'displayPosition', c.display_position)
                      order by c.display_position, p.product_name)
      from kit_components c inner join products p on p.id_product = c.id_product
      where c.id_kit = ${outer(kitsTable.idKit)}), '[]'::json)`,
  },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  parts: { components: componentsPart },
});

export const kitComponentsBinding = bind({
  description: kitComponents,
  table: componentsTable,
  nested: { productName: ofProduct('product_name'), sku: ofProduct('sku') },
  shape: ({ idClientAccount: _account, ...record }) => record,
  /** The component takes its kit's account (the path names only the kit). */
  beforeWrite: async (tx, { request, values, current }) => {
    const [kit] = await tx
      .select({ idClientAccount: kitsTable.idClientAccount })
      .from(kitsTable)
      .where(eq(kitsTable.idKit, String(values.idKit)));
    // Before anything else: a kit out of reach answers like a missing one, whatever the body.
    const reach = accountScope(request, current ? 'Edit' : 'Create', kitComponents.subject);
    if (!kit || (reach !== 'all' && !reach.includes(kit.idClientAccount))) throw reach === 'all' ? notFound() : forbidden();
    const idProduct = String(values.idProduct ?? current?.idProduct);
    await requireSimpleProduct(tx, kit.idClientAccount, idProduct, 'idProduct', KIT_MESSAGES.componentNotSimple);
    let { displayPosition } = values;
    if (displayPosition === undefined && !current) {
      const existing = await tx
        .select({ p: componentsTable.displayPosition })
        .from(componentsTable)
        .where(eq(componentsTable.idKit, String(values.idKit)));
      displayPosition = existing.reduce((max, c) => Math.max(max, c.p + 1), 0);
    }
    return { ...values, idClientAccount: kit.idClientAccount, ...(displayPosition === undefined ? {} : { displayPosition }) };
  },
});
