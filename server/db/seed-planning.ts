/**
 * Demo planning data: who may see and manage quotas, and one hierarchy quota to see. Client
 * administrators of Maison Lumière manage hierarchy models and quotas (AdminHierarchy,
 * AdminQuotas) in both its accounts; orderers view their own quotas (QuotasQuotas) where they
 * order. Boutiques France (MLS) has a two-level model, "Réseau de boutiques" (Île-de-France, with
 * the Boutique Marais under it), Julie Bernard placed on the shop, and a hierarchy quota of 50
 * units of its first product for the year. E-commerce (MLE) runs events: Maison Lumière's
 * administrators and orderers manage them (EventsEvents), with an upcoming launch (tagged) and a
 * past sale. The launch reserves 5 units of E-commerce's first simple product in stock in its
 * first warehouse; E-commerce has a personal budget quota for the year of 2,000.00 for each of its
 * users.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { ACTIONS, type Action, type Subject } from '../../shared/permissions';
import { PERIOD_TYPES, QUOTA_TIME_ZONE, QUOTA_TYPES, quotaValidTo } from '../../shared/rules/quotas';
import { BUDGET_QUOTA_TYPES } from '../../shared/rules/budget-quotas';
import { DEMO_USERS } from './demo-users';
import type { Tx } from './index';
import * as t from './schema';
import { demoAccounts } from './demo-accounts';

export async function seedPlanningDemo(tx: Tx) {
  const accounts = await demoAccounts(tx, ['MLS', 'MLE', 'NWO']);
  const [stores] = accounts.filter((a) => a.accountCode === 'MLS');
  if (!stores) return;
  const roles = await tx
    .select()
    .from(t.roles)
    .where(inArray(t.roles.role, ['Client Administrator', 'Orderer']));
  const grants: { idRole: string; idClientAccount: string; action: Action; subject: Subject }[] = [];
  for (const role of roles) {
    const own = accounts.filter((a) => a.idClient === role.idClient && (!role.idClientAccount || a.idClientAccount === role.idClientAccount));
    const subjects: [Subject, readonly Action[]][] =
      role.role === 'Client Administrator'
        ? [
            ['AdminHierarchy', ACTIONS],
            ['AdminQuotas', ACTIONS],
            ['AdminBudgetQuotas', ACTIONS],
            ['QuotasQuotas', ['View']],
            ['BudgetQuotasBudgetQuotas', ['View']],
            ['EventsEvents', ACTIONS],
          ]
        : [
            ['QuotasQuotas', ['View']],
            ['BudgetQuotasBudgetQuotas', ['View']],
            ['EventsEvents', ['View', 'Create', 'Edit']],
          ];
    for (const a of own)
      for (const [subject, actions] of subjects)
        for (const action of actions) grants.push({ idRole: role.idRole, idClientAccount: a.idClientAccount, action, subject });
  }
  if (grants.length) await tx.insert(t.rolePermissions).values(grants).onConflictDoNothing();

  const [ecommerce] = accounts.filter((a) => a.accountCode === 'MLE');
  if (ecommerce) {
    await tx.update(t.clientAccounts).set({ eventAccount: true }).where(eq(t.clientAccounts.idClientAccount, ecommerce.idClientAccount));
    const today = DateTime.now().setZone(QUOTA_TIME_ZONE).startOf('day');
    const [launch] = await tx
      .insert(t.events)
      .values([
        {
          idClientAccount: ecommerce.idClientAccount,
          eventName: 'Lancement collection été',
          eventStartDate: today.plus({ days: 30 }).toISODate()!,
          eventEndDate: today.plus({ days: 32 }).toISODate()!,
          expeditionDate: today.plus({ days: 27 }).toISODate()!,
          returnDate: today.plus({ days: 35 }).toISODate()!,
        },
        {
          idClientAccount: ecommerce.idClientAccount,
          eventName: 'Soldes d’hiver',
          eventStartDate: today.minus({ days: 60 }).toISODate()!,
          eventEndDate: today.minus({ days: 45 }).toISODate()!,
        },
      ])
      .returning();
    const tagRows = await tx
      .insert(t.tags)
      .values(['Salon', 'Été'].map((tagName) => ({ idClientAccount: ecommerce.idClientAccount, tagName })))
      .onConflictDoNothing()
      .returning();
    if (tagRows.length)
      await tx.insert(t.eventTags).values(tagRows.map((tag) => ({ idEvent: launch.idEvent, idClientAccount: ecommerce.idClientAccount, idTag: tag.idTag })));
  }

  const [julie] = await tx.select().from(t.users).where(eq(t.users.email, DEMO_USERS.multiAccount));
  const [product] = await tx
    .select()
    .from(t.products)
    .where(and(eq(t.products.idClientAccount, stores.idClientAccount), eq(t.products.type, 'SIMPLE'), eq(t.products.enabled, true)))
    .orderBy(asc(t.products.sku))
    .limit(1);
  if (!julie || !product) return;
  const [model] = await tx.insert(t.hierarchyModels).values({ idClientAccount: stores.idClientAccount, label: 'Réseau de boutiques' }).returning();
  const region = randomUUID();
  const shop = randomUUID();
  await tx.insert(t.hierarchyNodes).values([
    { idHierarchyNode: region, idHierarchyModel: model.idHierarchyModel, idClientAccount: stores.idClientAccount, label: 'Île-de-France' },
    {
      idHierarchyNode: shop,
      idHierarchyModel: model.idHierarchyModel,
      idClientAccount: stores.idClientAccount,
      idParentNode: region,
      label: 'Boutique Marais',
    },
  ]);
  await tx.insert(t.hierarchyNodeUsers).values({ idHierarchyNode: shop, idUser: julie.idUser, idClientAccount: stores.idClientAccount });
  const year = DateTime.now().setZone(QUOTA_TIME_ZONE);
  await tx.insert(t.quotas).values({
    idClientAccount: stores.idClientAccount,
    quotaType: QUOTA_TYPES.hierarchy,
    idHierarchyModel: model.idHierarchyModel,
    idProduct: product.idProduct,
    quota: 50,
    validPeriodType: PERIOD_TYPES.annual,
    validFrom: year.startOf('year').toJSDate(),
    validTo: new Date(quotaValidTo(year.plus({ years: 1 }).startOf('year').toISODate()!, PERIOD_TYPES.annual)!),
  });
}

/**
 * Demo event reservations and budget quotas (a part of its own, so a database seeded before they
 * existed gets them): E-commerce's upcoming launch reserves 5 units, and its users have a budget.
 */
export async function seedPlanningBudgetDemo(tx: Tx) {
  const [ecommerce] = await tx.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLE'));
  if (!ecommerce) return;
  const [launch] = await tx
    .select()
    .from(t.events)
    .where(and(eq(t.events.idClientAccount, ecommerce.idClientAccount), eq(t.events.eventName, 'Lancement collection été')));
  if (launch) {
    // The launch sets stock aside: 5 units of a product with at least 20 free in one of the account's warehouses.
    const [stocked] = await tx
      .select({ idProduct: t.productStocks.idProduct, idWarehouse: t.productStocks.idWarehouse })
      .from(t.productStocks)
      .innerJoin(t.products, eq(t.products.idProduct, t.productStocks.idProduct))
      .innerJoin(
        t.clientAccountWarehouses,
        and(eq(t.clientAccountWarehouses.idWarehouse, t.productStocks.idWarehouse), eq(t.clientAccountWarehouses.idClientAccount, ecommerce.idClientAccount)),
      )
      .where(
        and(
          eq(t.products.idClientAccount, ecommerce.idClientAccount),
          eq(t.products.type, 'SIMPLE'),
          sql`${t.productStocks.physicalQuantity} - ${t.productStocks.reservedQuantity} >= 20`,
        ),
      )
      .orderBy(asc(t.products.sku))
      .limit(1);
    if (stocked) await tx.insert(t.eventReservations).values({ ...stocked, idEvent: launch.idEvent, idClientAccount: ecommerce.idClientAccount, quantity: 5 });
  }
  // A budget for the year: 2,000.00 for each of the account's users.
  const year = DateTime.now().setZone(QUOTA_TIME_ZONE);
  const [budget] = await tx
    .insert(t.budgetQuotas)
    .values({
      idClientAccount: ecommerce.idClientAccount,
      label: 'Budget annuel',
      quotaType: BUDGET_QUOTA_TYPES.user,
      validPeriodType: PERIOD_TYPES.annual,
      validFrom: year.startOf('year').toJSDate(),
      validTo: new Date(quotaValidTo(year.plus({ years: 1 }).startOf('year').toISODate()!, PERIOD_TYPES.annual)!),
    })
    .returning();
  const members = await tx.select({ idUser: t.userAccounts.idUser }).from(t.userAccounts).where(eq(t.userAccounts.idClientAccount, ecommerce.idClientAccount));
  if (members.length)
    await tx
      .insert(t.budgetQuotaAmounts)
      .values(members.map((m) => ({ idQuota: budget.idQuota, idClientAccount: ecommerce.idClientAccount, idEntity: m.idUser, amount: 2000 })));
}
