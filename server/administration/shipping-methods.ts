/** Storage of shipping methods, with the groups that see each one. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { shippingMethodGroupLinks, shippingMethods } from '../../shared/administration/shipping-methods';
import { shippingMethodGroups, shippingMethods as shippingMethodsTable } from '../db/schema';
import { bind, outer, type PartBinding } from '../registry/binding';
import type { LinkSetBinding } from '../registry/route-kinds';
import { accountsOfClient } from '../registry/ownership';

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

/** The spec's group-link calls; the composite foreign key refuses a group of another account. */
const groupLinksBinding: LinkSetBinding<typeof shippingMethodGroupLinks> = {
  kind: shippingMethodGroupLinks,
  reach: async (tx, { params }) =>
    (
      await tx
        .select({ id: shippingMethodsTable.idShippingMethod })
        .from(shippingMethodsTable)
        .where(
          and(
            eq(shippingMethodsTable.idShippingMethod, params.idShippingMethod),
            eq(shippingMethodsTable.idClientAccount, params.idClientAccount),
            inArray(shippingMethodsTable.idClientAccount, accountsOfClient(tx, params.idClient)),
          ),
        )
    ).length > 0,
  current: (tx, { params }) =>
    tx
      .select({ idClientAccountGroup: shippingMethodGroups.idClientAccountGroup })
      .from(shippingMethodGroups)
      .where(eq(shippingMethodGroups.idShippingMethod, params.idShippingMethod)),
  save: async (tx, { params }, diff) => {
    if (diff.removed.length) {
      await tx.delete(shippingMethodGroups).where(
        and(
          eq(shippingMethodGroups.idShippingMethod, params.idShippingMethod),
          inArray(
            shippingMethodGroups.idClientAccountGroup,
            diff.removed.map((l) => l.idClientAccountGroup),
          ),
        ),
      );
    }
    if (diff.added.length) {
      await tx
        .insert(shippingMethodGroups)
        .values(diff.added.map((link) => ({ ...link, idShippingMethod: params.idShippingMethod, idClientAccount: params.idClientAccount })));
    }
  },
  answer: async (tx, { params }) => ({
    shippingMethodGroups: await tx
      .select({ idShippingMethod: shippingMethodGroups.idShippingMethod, idClientAccountGroup: shippingMethodGroups.idClientAccountGroup })
      .from(shippingMethodGroups)
      .where(eq(shippingMethodGroups.idShippingMethod, params.idShippingMethod))
      .orderBy(asc(shippingMethodGroups.idShippingMethodGroup)),
  }),
};

export const shippingMethodsBinding = bind({
  description: shippingMethods,
  table: shippingMethodsTable,
  // The groups that see the method, by id, in the order the link set answers them.
  nested: {
    shippingMethodGroups: sql`coalesce((
      select json_agg(g.id_client_account_group order by g.id_shipping_method_group)
      from shipping_method_groups g where g.id_shipping_method = ${outer(shippingMethodsTable.idShippingMethod)}), '[]'::json)`,
  },
  shape: ({ createdAt: _createdAt, transportDays: _t, minDeliveryDays: _min, maxDeliveryDays: _max, ...record }) => record,
  parts: { groups: groupsPart },
  kinds: [groupLinksBinding],
});
