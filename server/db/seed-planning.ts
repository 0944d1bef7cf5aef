/**
 * Demo planning data: who may see and manage quotas, and one hierarchy quota to see. Client
 * administrators of Maison Lumière manage hierarchy models and quotas (AdminHierarchy,
 * AdminQuotas) in both its accounts; orderers view their own quotas (QuotasQuotas) where they
 * order. Boutiques France (MLS) has a two-level model, "Réseau de boutiques" (Île-de-France, with
 * the Boutique Marais under it), Julie Bernard placed on the shop, and a hierarchy quota of 50
 * units of its first product for the year. E-commerce (MLE) runs events: Maison Lumière's
 * administrators and orderers manage them (EventsEvents), with an upcoming launch (tagged) and a
 * past sale.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { ACTIONS, type Action, type Subject } from '../../shared/permissions';
import { PERIOD_TYPES, QUOTA_TIME_ZONE, QUOTA_TYPES, quotaValidTo } from '../../shared/rules/quotas';
import { DEMO_USERS } from './demo-users';
import type { Tx } from './index';
import * as t from './schema';

export async function seedPlanningDemo(tx: Tx) {
  const accounts = await tx
    .select()
    .from(t.clientAccounts)
    .where(inArray(t.clientAccounts.accountCode, ['MLS', 'MLE', 'NWO']));
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
