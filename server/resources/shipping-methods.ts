/** Storage of shipping methods, with the groups that see each one. */
import { and, eq, inArray } from 'drizzle-orm';
import { shippingMethods } from '../../shared/resources/shipping-methods';
import { shippingMethodGroups, shippingMethods as shippingMethodsTable } from '../db/schema';
import { bind, type PartBinding } from './binding';

type MethodRow = typeof shippingMethodsTable.$inferSelect;

/** The composite foreign key keeps every group in the method's own account. */
const groupsPart: PartBinding<MethodRow, { idClientAccountGroup: string }> = {
  current: (tx, { row }) =>
    tx
      .select({ idClientAccountGroup: shippingMethodGroups.idClientAccountGroup })
      .from(shippingMethodGroups)
      .where(eq(shippingMethodGroups.idShippingMethod, row.idShippingMethod)),
  remove: async (tx, { row }, link) => {
    await tx
      .delete(shippingMethodGroups)
      .where(and(eq(shippingMethodGroups.idShippingMethod, row.idShippingMethod), eq(shippingMethodGroups.idClientAccountGroup, link.idClientAccountGroup)));
  },
  add: async (tx, { row }, link) => {
    await tx.insert(shippingMethodGroups).values({ ...link, idShippingMethod: row.idShippingMethod, idClientAccount: row.idClientAccount });
  },
};

export const shippingMethodsBinding = bind({
  description: shippingMethods,
  table: shippingMethodsTable,
  hydrate: async (db, rows) => {
    if (!rows.length) return [];
    const links = await db
      .select()
      .from(shippingMethodGroups)
      .where(
        inArray(
          shippingMethodGroups.idShippingMethod,
          rows.map((r) => r.idShippingMethod),
        ),
      );
    return rows.map(({ createdAt: _createdAt, transportDays: _t, minDeliveryDays: _min, maxDeliveryDays: _max, ...row }) => ({
      ...row,
      shippingMethodGroups: links.filter((l) => l.idShippingMethod === row.idShippingMethod).map((l) => l.idClientAccountGroup),
    }));
  },
  parts: { groups: groupsPart },
});
