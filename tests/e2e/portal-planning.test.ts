/**
 * Planning as the issue defines done, in headless Chromium against the real API: the
 * administrator (English, 1280 px) builds a two-level hierarchy model with Tom on its second
 * level, then a hierarchy quota of 10 units of a product; Tom (in French, 767 px) orders 8, is
 * refused 3 more with the quota message naming the product and what remains, and sees the quota
 * used on his quotas page. The administrator sets Tom a budget quota of 250.00 on the budget's
 * form; Tom's event reserves 5 tents, his attached order draws 2 of them, and once 200.00 of his
 * budget is spent 3 more lamps are refused with the budget message. Each step is read back through the API. Screenshots of the new screens
 * (both languages, 1280 and 767 px) go to test-results/planning-*.png.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { launchBrowser, type Browser } from '../support/browser';
import { orderingFixture } from '../support/ordering';
import { chooseOption, chooseWarehouse, contextSwitcher, signInInLanguage, signInToDashboard, typeDay } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

async function newPage(width: number, name: string): Promise<Page> {
  const browser = await launchBrowser({ width, height: 900 });
  browsers.push(browser);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async () => {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/planning-failed-${name}.png`, fullPage: true }).catch(() => undefined);
  });
  return page;
}

const shot = async (page: Page, name: string) => {
  mkdirSync('test-results', { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/planning-${name}.png`, fullPage: true });
};

/** Works in Northwind's Outdoor Retail account, chosen through the header's working context. */
async function chooseOutdoorRetail(page: Page) {
  await contextSwitcher(page).click();
  await chooseOption(page.getByRole('combobox', { name: 'Client' }), 'Northwind Outfitters');
  await chooseOption(page.getByRole('combobox', { name: 'Account' }), /Outdoor Retail/);
  await chooseOption(page.getByRole('combobox', { name: 'Warehouse' }), /Lyon/);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

it('builds a hierarchy model and a hierarchy quota of 10; the orderer orders 8, is refused 3 more, and sees the quota used (French, 767 px)', async () => {
  const f = await orderingFixture(server);
  const tent = await f.product(40, 20);
  const lamp = await f.product(40, 20);
  const [address] = await f.addresses(1);

  // The administrator: a two-level model with Tom on the second level.
  const admin = await newPage(1280, 'admin');
  await signInToDashboard(admin, server.url, DEMO_USERS.systemAdmin);
  await chooseOutdoorRetail(admin);
  await admin.goto(`${server.url}/admin/hierarchy/create`);
  await admin.getByLabel('Name').first().fill('Stores network');
  await admin.getByRole('button', { name: 'Add a top level' }).click();
  await admin.getByRole('textbox', { name: 'Level name 1' }).fill('France');
  await admin.getByRole('button', { name: 'Add a level under France' }).click();
  await admin.getByRole('textbox', { name: 'Level name 2' }).fill('Lyon store');
  const lyon = admin.getByTestId('hierarchy-node').nth(1);
  await lyon.getByRole('combobox', { name: 'People' }).click();
  await lyon.getByRole('combobox', { name: 'People' }).fill('Tom');
  await admin.getByRole('option', { name: /Tom Baker/ }).click();
  await expect.poll(() => admin.getByTestId('hierarchy-tree').textContent()).toContain('Depth: 2');
  await shot(admin, 'hierarchy-en-1280');
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.waitForURL('**/admin/hierarchy/list');
  const [model] = await server.database.db.select().from(t.hierarchyModels).where(eq(t.hierarchyModels.label, 'Stores network'));
  const nodes = await server.database.db.select().from(t.hierarchyNodes).where(eq(t.hierarchyNodes.idHierarchyModel, model.idHierarchyModel));
  expect(nodes.map((n) => n.label).sort()).toEqual(['France', 'Lyon store']);
  expect(nodes.find((n) => n.label === 'Lyon store')!.idParentNode).toBe(nodes.find((n) => n.label === 'France')!.idHierarchyNode);

  // The hierarchy quota of 10 tents.
  await admin.goto(`${server.url}/admin/quota/create`);
  await admin.getByRole('combobox', { name: 'Product' }).fill(tent.sku);
  await admin.getByRole('option', { name: new RegExp(tent.sku) }).click();
  await chooseOption(admin.getByRole('combobox', { name: 'Type' }), 'Hierarchy');
  await chooseOption(admin.getByRole('combobox', { name: 'Hierarchy model' }), 'Stores network');
  await admin.getByLabel('Quota', { exact: true }).fill('10');
  await chooseOption(admin.getByRole('combobox', { name: 'Period' }), 'Custom');
  await typeDay(admin.getByLabel('Valid to'), '2099-12-31');
  await shot(admin, 'quota-form-en-1280');
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.waitForURL('**/admin/quota/list');
  const [quota] = await server.database.db.select().from(t.quotas).where(eq(t.quotas.idProduct, tent.idProduct));
  expect(quota).toMatchObject({ quotaType: 1, idHierarchyModel: model.idHierarchyModel, quota: 10, quotaUsed: 0, validPeriodType: 4 });
  // The day typed as DD/MM/YYYY reached the API as 2099-12-31: a custom quota ends at its end, in Paris.
  expect(new Date(quota.validTo).toISOString()).toBe('2099-12-31T22:59:59.999Z');
  await admin.getByTestId('quota-usage').or(admin.getByText(tent.productName)).first().waitFor();
  await shot(admin, 'quota-list-en-1280');

  // A personal budget quota of 250.00 for Tom, its amount set on the form's structure.
  await admin.goto(`${server.url}/admin/budget-quota/create`);
  await admin.getByLabel('Name').first().fill('Outdoor budget');
  await chooseOption(admin.getByRole('combobox', { name: 'Period' }), 'Custom');
  await typeDay(admin.getByLabel('Valid to'), '2099-12-31');
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.waitForURL('**/admin/budget-quota/list');
  const [budget] = await server.database.db.select().from(t.budgetQuotas).where(eq(t.budgetQuotas.label, 'Outdoor budget'));
  await admin.goto(`${server.url}/admin/budget-quota/${budget.idQuota}`);
  await admin.getByRole('textbox', { name: /^Amount Tom Baker/ }).fill('250');
  await shot(admin, 'budget-form-en-1280');
  await admin.getByRole('button', { name: 'Save the amounts' }).click();
  await admin.getByText('Amounts saved.').first().waitFor();
  await expect
    .poll(async () =>
      (await server.database.db.select().from(t.budgetQuotaAmounts).where(eq(t.budgetQuotaAmounts.idQuota, budget.idQuota))).map((a) => a.amount),
    )
    .toEqual([250]);

  // Outdoor Retail runs events, and Tom's role manages them (the demo gives events to another account).
  const db = server.database.db;
  await db.update(t.clientAccounts).set({ eventAccount: true }).where(eq(t.clientAccounts.idClientAccount, f.account.idClientAccount));
  const [tomRole] = await db.select().from(t.userRoles).where(eq(t.userRoles.idUser, f.tomUser.idUser));
  await db
    .insert(t.rolePermissions)
    .values(
      (['View', 'Create', 'Edit'] as const).map((action) => ({
        idRole: tomRole.idRole,
        idClientAccount: f.account.idClientAccount,
        action,
        subject: 'EventsEvents' as const,
      })),
    )
    .onConflictDoNothing();

  // Tom, in French at 767 px: 8 tents ordered, 3 more refused with the quota message.
  const tom = await newPage(767, 'orderer');
  await signInInLanguage(tom, server.url, DEMO_USERS.orderer, 'fr');
  await chooseWarehouse(tom);
  const order = async (quantity: number, product = tent) => {
    await tom.goto(`${server.url}/product/${product.idProduct}`);
    await tom.getByRole('spinbutton', { name: 'Quantité' }).fill(String(quantity));
    await tom.getByRole('button', { name: 'Ajouter au panier' }).click();
    await tom.getByText(`${product.productName} ajouté au panier`).first().waitFor();
    await tom.goto(`${server.url}/checkout`);
    await tom.getByTestId('checkout-form').waitFor();
    await tom.getByTestId('shipping-methods').getByRole('radio').first().check();
    await tom.getByTestId('address-option').filter({ hasText: address.addressName }).click();
    await tom.getByRole('button', { name: 'Passer la commande' }).click();
  };
  await order(8);
  await tom.getByTestId('order-complete').waitFor();
  await order(3);
  const refusal = tom.getByTestId('place-order-error');
  await expect.poll(() => refusal.textContent()).toContain(`Quota dépassé pour ${tent.productName}\u202f: il en reste 2.`);
  await shot(tom, 'refused-fr-767');
  const [after] = await server.database.db.select().from(t.quotas).where(eq(t.quotas.idQuota, quota.idQuota));
  expect(after.quotaUsed).toBe(8);

  // His quotas page, from the menu: 8 of 10 used, 2 left.
  await tom.goto(`${server.url}/quotas/list`);
  const card = tom.getByTestId('my-quota').filter({ hasText: tent.productName });
  await expect.poll(() => card.getByTestId('my-quota-used').textContent()).toBe('8 sur 10 utilisés');
  await expect.poll(() => card.getByTestId('my-quota-remaining').textContent()).toBe('Il en reste 2');
  await shot(tom, 'my-quotas-fr-767');
  // The menu offers it (the sidebar is a drawer at this width: opened, read, closed).
  await tom.getByRole('button', { name: /menu/i }).first().click();
  const entry = tom
    .getByRole('menuitem', { name: 'Mes quotas' })
    .or(tom.getByRole('link', { name: 'Mes quotas' }))
    .first();
  await entry.waitFor();
  await tom.keyboard.press('Escape');
  await entry.waitFor({ state: 'hidden' });

  // An upcoming event with tags, activated: the cart turns to event mode and the order is attached to it.
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await tom.goto(`${server.url}/event/create`);
  await tom.getByLabel('Nom').first().fill('Salon du plein air');
  await typeDay(tom.getByLabel('Début'), inDays(20));
  await typeDay(tom.getByLabel('Fin'), inDays(22));
  await typeDay(tom.getByLabel('Expédition'), inDays(18));
  await typeDay(tom.getByLabel('Retour'), inDays(24));
  await tom.getByLabel('Étiquettes').fill('Salon');
  await tom.getByLabel('Étiquettes').press('Enter');
  // 5 tents set aside for the fair.
  await tom.getByRole('combobox', { name: /^Réserver un produit/ }).fill(tent.sku);
  await tom.getByRole('option', { name: new RegExp(tent.sku) }).click();
  await tom.getByTestId('event-reservation').getByLabel('Réservé').fill('5');
  await shot(tom, 'event-form-fr-767');
  await tom.getByRole('button', { name: 'Enregistrer' }).click();
  await tom.waitForURL('**/event/list');
  const [fair] = await db.select().from(t.events).where(eq(t.events.eventName, 'Salon du plein air'));
  await tom.getByRole('button', { name: 'Commander pour cet événement' }).first().click();
  await tom.getByTestId('active-event').waitFor();
  await shot(tom, 'events-fr-767');
  await tom.goto(`${server.url}/checkout/cart`);
  await expect.poll(() => tom.getByTestId('event-mode').textContent()).toContain('Mode événement\u202f: Salon du plein air');
  await order(2);
  await tom.getByTestId('order-complete').waitFor();
  const attached = await db.select().from(t.customerOrders).where(eq(t.customerOrders.idEvent, fair.idEvent));
  expect(attached).toHaveLength(1);
  const tagged = await db.select().from(t.eventTags).where(eq(t.eventTags.idEvent, fair.idEvent));
  expect(tagged).toHaveLength(1);
  // The attached order drew 2 of the 5 reserved tents, as the event's form shows.
  const [reserved] = await db.select().from(t.eventReservations).where(eq(t.eventReservations.idEvent, fair.idEvent));
  expect(reserved).toMatchObject({ idProduct: tent.idProduct, quantity: 5, usedQuantity: 2 });
  await tom.goto(`${server.url}/event/${fair.idEvent}`);
  await expect.poll(() => tom.getByTestId('event-reservation-used').first().textContent()).toBe('2 pris par ses commandes, il en reste 3');
  await shot(tom, 'event-reservations-fr-767');

  // 200.00 of the 250.00 budget spent (10 tents): 3 lamps (60.00) are refused with the budget message.
  await order(3, lamp);
  await expect.poll(() => refusal.textContent()).toContain('Budget dépassé\u202f: il reste 50.00.');
  await shot(tom, 'budget-refused-fr-767');
  // His budgets page: 200.00 of 250.00 used, 50.00 left (French number formatting).
  await tom.goto(`${server.url}/budget-quota/list`);
  await expect
    .poll(() => tom.getByTestId('my-budget').filter({ hasText: 'Outdoor budget' }).getByTestId('my-budget-remaining').textContent())
    .toBe('il reste 50,00');
  await shot(tom, 'my-budgets-fr-767');

  // The same screens in the other language and width, for a look.
  await admin.goto(`${server.url}/admin/quota/${quota.idQuota}/account/${f.account.idClientAccount}`);
  await admin.getByTestId('quota-usage').waitFor();
  await shot(admin, 'quota-edit-en-1280');
  await admin.setViewportSize({ width: 767, height: 900 });
  await admin.goto(`${server.url}/admin/hierarchy/${model.idHierarchyModel}`);
  await admin.getByTestId('hierarchy-node').first().waitFor();
  await shot(admin, 'hierarchy-en-767');
  await tom.setViewportSize({ width: 1280, height: 900 });
  await tom.goto(`${server.url}/quotas/list`);
  await card.waitFor();
  await shot(tom, 'my-quotas-fr-1280');
});
