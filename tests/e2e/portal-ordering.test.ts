/**
 * The orderer's journey in headless Chromium against the real API: Tom opens a category, adds
 * two products, finds a bundle through the search overlay and adds it from its page, finds the
 * boots by the search (their variants, under the boots' name) and picks a size in the grid,
 * quick-orders five pasted lines (a sixth refused with its reason), sees the cart badge count them, asks the cart for more than the stock and gets the spec's error, fixes
 * it, checks out to three addresses with a delivery date and a document (the summary's total is
 * the three orders'), and lands on the complete page, which shows the three orders and their total. The three orders, their lines, dates and addresses, the reserved stock and the
 * three confirmation e-mails are then read through the API and the database. Tom adds a new
 * address at checkout through the address search, then saves the checkout as a draft and resumes
 * it. Claire, the client
 * administrator, in French at 767 px, filters the account's orders by buyer (kept through a
 * reload) and exports them (the file holds exactly the orders the API lists for that buyer), then
 * orders for Julie through the portal, changes that order's address and adds a line: the order,
 * who placed it and Julie's two mails are read through the API and the database.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { launchBrowser, type Browser } from '../support/browser';
import { mailsFor, orderingFixture } from '../support/ordering';
import { chooseBoutiquesFrance, chooseWarehouse, navigateInApp, signInInLanguage, signInToDashboard } from '../support/portal';
import { clientFor } from '../support/api';
import { orderingClient } from '../../shared/ordering/client';
import { orderTotal } from '../../shared/rules/orders';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ width: 1366 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('ordering in the portal', () => {
  it('browses, searches, fills the cart, fixes a stock error, checks out to three addresses with a document and lands on the complete page', async () => {
    const f = await orderingFixture(server);
    const lamp = await f.product(20, 12.5);
    const rope = await f.product(50, 4);
    const peg = await f.product(30, 1);
    const kit = await f.bundle([{ idProduct: peg.idProduct, quantity: 2 }]);
    const [paris, lyon, lille] = await f.addresses(3);
    // Five products for the quick order pad, and the demo's boots, whose variants the search finds.
    const pad = await Promise.all([1, 2, 3, 4, 5].map((i) => f.product(30, i)));
    const [boots] = await f.db.select().from(t.products).where(eq(t.products.sku, 'NW-BOOT-TRK'));
    const size = (await f.ordering.product(boots.idProduct, { idWarehouse: f.scope.idWarehouse })).children.find((v) => v.availableQuantity >= 3)!;
    const shoeSize = size.options.find((o) => o.attributeName === 'Shoe size')!.optionName;
    const [filed] = await f.db
      .select({ idCatalog: t.catalogCategories.idCatalog, idCatalogCategory: t.catalogCategories.idCatalogCategory })
      .from(t.productCategories)
      .innerJoin(t.catalogCategories, eq(t.catalogCategories.idCatalogCategory, t.productCategories.idCatalogCategory))
      .where(eq(t.productCategories.idProduct, lamp.idProduct));

    const page = await browser.context.newPage();
    page.setDefaultTimeout(15_000);
    onTestFailed(async () => {
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: 'test-results/ordering-journey.png', fullPage: true }).catch(() => undefined);
    });
    await signInToDashboard(page, server.url, DEMO_USERS.orderer);
    await chooseWarehouse(page);

    // The category page: two products into the cart; the badge counts 2 + 1.
    await page.goto(`${server.url}/catalog/${filed.idCatalog}/category/${filed.idCatalogCategory}`);
    const card = (name: string) => page.getByTestId('product-card').filter({ hasText: name });
    await card(lamp.productName).getByRole('spinbutton').fill('2');
    await card(lamp.productName).getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${lamp.productName} added to the cart`).waitFor();
    await card(rope.productName).getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${rope.productName} added to the cart`).waitFor();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('3');

    // The search overlay finds the bundle by its SKU; its page adds it to the cart.
    await page.getByRole('button', { name: 'Search products' }).click();
    // By keyboard: the arrows choose a result, Enter opens it.
    await page.getByRole('combobox', { name: 'Search products' }).fill(kit.sku);
    await page.getByTestId('search-results').getByText(kit.productName).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: kit.productName }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByText(`${kit.productName} added to the cart`).waitFor();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('4');

    // Changing the working context keeps the product on screen (no return to the home page);
    // back in Lyon, its cart is there as it was.
    const productPage = page.url();
    await chooseWarehouse(page, 'Box Lille 3');
    expect(page.url()).toBe(productPage);
    await page.getByRole('heading', { level: 1, name: kit.productName }).waitFor();
    await chooseWarehouse(page, 'Lyon Distribution Centre');
    expect(page.url()).toBe(productPage);
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('4');

    // The header search finds the boots through their variants, under the boots' name; a size is picked in the grid.
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('combobox', { name: 'Search products' }).fill('boots');
    const results = page.getByTestId('search-results').getByRole('button');
    await expect.poll(() => results.count()).toBe(4);
    expect(await results.first().textContent()).toContain('Trekker Hiking Boots');
    await results.first().click();
    await page.getByRole('heading', { level: 1, name: 'Trekker Hiking Boots' }).waitFor();
    await page
      .getByTestId('variant-grid')
      .getByRole('radio', { name: new RegExp(`^${shoeSize}: `) })
      .click();
    await expect.poll(() => page.getByTestId('chosen-variant').textContent()).toContain(size.productName);
    await page.getByTestId('chosen-variant').getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${size.productName} added to the cart`).waitFor();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('5');

    // The quick order pad: five pasted lines go into the cart, a sixth is refused with its reason.
    await page.goto(`${server.url}/checkout/quick-order`);
    await page.getByTestId('quick-order-lines').fill([...pad.map((p) => `${p.sku}\t2`), 'NO-SUCH-SKU 1'].join('\n'));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByTestId('quick-order-taken').textContent()).toContain('5 lines added to the cart');
    expect(await page.getByTestId('quick-order-refused-line').allTextContents()).toEqual(['6NO-SUCH-SKU1Invalid SKU']);
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('15');

    // The cart: more lamps than the stock holds gives the spec's error until fixed; the rope goes from 1 to 4.
    await page.getByTestId('cart-badge').click();
    await page.waitForURL('**/checkout/cart');
    const line = (name: string) => page.getByTestId('cart-line').filter({ hasText: name });
    const setQuantity = async (name: string, quantity: number) => {
      await line(name)
        .getByRole('spinbutton', { name: `Quantity of ${name}` })
        .fill(String(quantity));
      await line(name).getByRole('spinbutton').press('Enter');
    };
    await setQuantity(lamp.productName, 25);
    await expect.poll(() => line(lamp.productName).getByTestId('cart-line-error').textContent()).toContain('The requested qty is not available!');
    await setQuantity(lamp.productName, 2);
    await expect.poll(() => line(lamp.productName).getByTestId('cart-line-error').count()).toBe(0);
    await setQuantity(rope.productName, 4);
    await expect.poll(() => page.getByTestId('cart-total-quantity').textContent()).toBe('18');
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('18');

    // Checkout: a shipping method, two addresses, the second day offered.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByTestId('checkout-form').waitFor();
    await page.getByTestId('shipping-methods').getByRole('radio').first().check();
    await page.getByRole('switch', { name: 'Ship to multiple addresses' }).check();
    await page.getByTestId('address-option').filter({ hasText: paris.addressName }).click();
    await page.getByTestId('address-option').filter({ hasText: lyon.addressName }).click();
    await page.getByTestId('address-option').filter({ hasText: lille.addressName }).click();
    await expect.poll(() => page.getByTestId('address-count').textContent()).toBe('3 addresses selected (up to 100)');
    await page
      .getByTestId('checkout-document-input')
      .setInputFiles({ name: 'purchase-order.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 purchase order') });
    await page.getByTestId('checkout-document').filter({ hasText: 'purchase-order' }).waitFor();
    // The calendar offers only the rule's days, in the reader's format; the arrows move between them.
    await page.getByTestId('delivery-date').click();
    const offered = page.locator('[data-testid=delivery-date-day]:enabled');
    await offered.first().waitFor();
    // Once open, the first allowed day has the focus. It is read before the arrows: two allowed
    // days on may be in the next month (from Friday 27 November: Monday 30, then Tuesday 1
    // December), which the calendar turns to, and whose first allowed day is then the chosen one.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    const firstDay = (await offered.first().getAttribute('data-date'))!;
    await expect.poll(focused).toBe(firstDay);
    // The focus moves on the next frame: each arrow is pressed once the previous one has moved it.
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).not.toBe(firstDay);
    const secondDay = (await focused())!;
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).not.toBe(secondDay);
    const chosenDay = (await focused())!;
    expect(firstDay < secondDay && secondDay < chosenDay).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('delivery-date').inputValue()).toMatch(new RegExp(`${chosenDay.split('-').reverse().join('/')}$`));
    const day = chosenDay.split('-').reverse().join('.');
    // The summary counts the whole cart once per address, and in all.
    const cart = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
    await expect.poll(() => page.getByTestId('checkout-address-totals').getByRole('listitem').count()).toBe(3);
    const shownTotal = (await page.getByTestId('checkout-total').textContent())!;
    expect(Number(shownTotal.replace(/[^\d.]/g, ''))).toBe(Math.round(cart.subtotalPrice * 300) / 100);
    await page.getByRole('button', { name: 'Place the 3 orders' }).click();

    await page.getByTestId('order-complete').waitFor();
    const idOrder = page.url().match(/\/checkout\/([0-9a-f-]{36})\/complete(\?|$)/)![1];
    // Every order is shown, its number a link, and the total of them all is the one the checkout showed.
    await expect.poll(() => page.getByTestId('placed-order').count()).toBe(3);
    expect(await page.getByTestId('orders-total').textContent()).toBe(shownTotal);
    expect(await page.getByTestId('order-number').getByRole('link').first().getAttribute('href')).toBe(`/orders/${idOrder}`);
    // An empty cart hides the count (the badge keeps its last figure while it fades out): its label says 0.
    await expect.poll(() => page.getByTestId('cart-badge').getAttribute('aria-label')).toBe('Cart: 0 items');

    // Through the API: three orders, one per address, with the lines, the date and the reserved stock.
    const chosen = [paris, lyon, lille].map((a) => a.idAddressBookAddress);
    const { items } = await f.ordering.listCustomerOrders({ pageSize: 200 });
    const orders = await Promise.all(items.filter((o) => o.idUser === f.tomUser.idUser).map((o) => f.ordering.getCustomerOrder(o.idCustomerOrder)));
    const placed = orders.filter((o) => o.deliveries.some((d) => chosen.includes(d.idAddressBookAddress!)));
    expect(placed.map((o) => o.idCustomerOrder)).toContain(idOrder);
    expect(placed.map((o) => o.deliveries[0].idAddressBookAddress).sort()).toEqual([...chosen].sort());
    for (const order of placed) {
      const [delivery] = order.deliveries;
      expect(delivery.requestedDeliveryDate?.slice(0, 10).split('-').reverse().join('.')).toBe(day);
      // The bundle is shown as its children, quantities multiplied: 2 pegs.
      const lines = delivery.products.map((p) => [p.idProduct, p.orderedQuantity, p.bundle?.idProduct ?? null]);
      expect(lines.sort()).toEqual(
        [
          [lamp.idProduct, 2, null],
          [rope.idProduct, 4, null],
          [peg.idProduct, 2, kit.idProduct],
          [size.idProduct, 1, null],
          ...pad.map((p) => [p.idProduct, 2, null]),
        ].sort(),
      );
      // Each order is worth the cart's subtotal: the total shown is what the orders commit.
      expect(orderTotal(order)).toBe(cart.subtotalPrice);
    }
    // Three orders each hold 2 lamps, 4 ropes and a bundle of 2 pegs.
    expect(await f.stock(lamp.idProduct)).toMatchObject({ reservedQuantity: 6, availableQuantity: 14 });
    expect(await f.stock(rope.idProduct)).toMatchObject({ reservedQuantity: 12, availableQuantity: 38 });
    expect(await f.stock(peg.idProduct)).toMatchObject({ reservedQuantity: 6, availableQuantity: 24 });
    // One confirmation e-mail per order, to Tom.
    const mails = await mailsFor(f.db, (payload) => placed.some((o) => payload.includes(o.orderNumber)), 3);
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(JSON.parse(mail.payload).personalizations[0].to[0].email).toBe(DEMO_USERS.orderer);
  });

  it('adds a new address at checkout through the address search, saves the checkout as a draft, which empties the cart, and resumes the draft into the cart', async () => {
    const f = await orderingFixture(server);
    const lantern = await f.product(10, 20);
    const [filed] = await f.db
      .select({ idCatalog: t.catalogCategories.idCatalog, idCatalogCategory: t.catalogCategories.idCatalogCategory })
      .from(t.productCategories)
      .innerJoin(t.catalogCategories, eq(t.catalogCategories.idCatalogCategory, t.productCategories.idCatalogCategory))
      .where(eq(t.productCategories.idProduct, lantern.idProduct));
    const page = await browser.context.newPage();
    page.setDefaultTimeout(15_000);
    await signInToDashboard(page, server.url, DEMO_USERS.orderer);
    await chooseWarehouse(page);
    await page.goto(`${server.url}/catalog/${filed.idCatalog}/category/${filed.idCatalogCategory}`);
    const card = page.getByTestId('product-card').filter({ hasText: lantern.productName });
    await card.getByRole('spinbutton').fill('3');
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('3');

    await page.goto(`${server.url}/checkout`);
    // A new address from the checkout: the address search fills it from one of Tom's, and once saved it is the one selected.
    await page.getByTestId('checkout-new-address').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=addressName]').fill('Lille depot');
    await dialog.getByRole('combobox', { name: 'Find an address' }).fill('Faidherbe');
    await page.getByRole('option', { name: /18 rue Faidherbe/ }).click();
    await expect.poll(() => dialog.locator('input[name=city]').inputValue()).toBe('Lille');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('address-option').filter({ hasText: 'Lille depot' }).getByRole('radio', { checked: true }).waitFor();
    const [depot] = await f.db.select().from(t.addressBookAddresses).where(eq(t.addressBookAddresses.addressName, 'Lille depot'));
    expect(depot).toMatchObject({ idUser: f.tomUser.idUser, address1: '18 rue Faidherbe', zipCode: '59000', countryISO2: 'FR' });
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.waitForURL('**/draft-orders/list');
    await expect.poll(() => page.getByTestId('cart-badge').getAttribute('aria-label')).toBe('Cart: 0 items');
    // The newest draft comes first: it holds the lantern.
    await page.getByTestId('draft-row').first().getByRole('link').first().click();
    await page.waitForURL(/\/draft-orders\/[0-9a-f-]{36}$/);
    await page.getByText(lantern.productName).first().waitFor();
    await page.getByRole('button', { name: 'Resume in the cart' }).click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('3');
    await page.close();
  });

  it('lets a client administrator follow the account’s orders and order for a buyer, in French at 767 px: filtered by buyer, exported as the API lists them, an order placed for Julie, then its address changed and a line added, Julie’s mails sent', async () => {
    const narrow = await launchBrowser({ width: 767, height: 900 });
    try {
      const page = await narrow.context.newPage();
      page.setDefaultTimeout(20_000);
      onTestFailed(async () => {
        mkdirSync('test-results', { recursive: true });
        await page.screenshot({ path: 'test-results/account-orders.png', fullPage: true }).catch(() => undefined);
      });
      await signInInLanguage(page, server.url, DEMO_USERS.clientAdmin, 'fr');
      await chooseBoutiquesFrance(page);
      await chooseWarehouse(page, 'Paris Nord Warehouse');
      await navigateInApp(page, '/orders/list');
      await page.getByText('Les commandes de tous les acheteurs de ce compte.').waitFor();
      await page.getByTestId('orders-buyer-filter').click();
      await page.getByRole('option', { name: 'Julie Bernard' }).click();
      await page.waitForURL(/filters=/);
      // The buyer stays chosen through a reload.
      await page.reload();
      await page.getByTestId('orders-buyer-filter').filter({ hasText: 'Julie Bernard' }).waitFor();

      const db = server.database.db;
      const [julie] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.multiAccount));
      const [claire] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.clientAdmin));
      const [mls] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
      const [parisNord] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Paris Nord Warehouse'));
      const scope = { idClient: mls.idClient, idClientAccount: mls.idClientAccount, idWarehouse: parisNord.idWarehouse };
      const admin = orderingClient(await clientFor(server.apiUrl, DEMO_USERS.clientAdmin, scope));
      const hers = await admin.listCustomerOrders({ allBuyers: 'true', pageSize: 200 }, julie.idUser);
      expect(hers.items.length).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('orders-list').getByRole('link').count()).toBe(Math.min(hers.items.length, 25));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exporter' }).click();
      await page.getByRole('menuitem', { name: /csv/i }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('commandes.csv');
      const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
      // One header line, then one line per order of hers, each of them named by its number.
      expect(text.trim().split(/\r?\n/)).toHaveLength(hers.items.length + 1);
      for (const order of hers.items) expect(text).toContain(order.orderNumber);

      // Claire orders for Julie: Julie's shipping method and address, a product Julie may order, found by its SKU.
      const asJulie = orderingClient(await clientFor(server.apiUrl, DEMO_USERS.multiAccount, scope));
      const found = await asJulie.searchProducts('sac', { idWarehouse: parisNord.idWarehouse });
      const [first, second] = found.items.filter((p) => p.type === 'SIMPLE' && p.availableQuantity >= 5);
      expect(second).toBeDefined();
      await page.getByRole('link', { name: 'Commander pour un acheteur' }).click();
      const choose = async (testId: string, option: RegExp) => {
        await page.getByTestId(testId).getByRole('combobox').click();
        await page.getByRole('option', { name: option }).first().click();
      };
      await choose('order-for-buyer', /^Julie Bernard/);
      await choose('order-for-method', /./);
      await choose('order-for-address', /^Boutique Opéra/);
      await page.getByTestId('order-for-line').getByRole('combobox').fill(first.sku);
      await page.getByRole('option', { name: new RegExp(`^${first.sku} `) }).click();
      await page.getByRole('button', { name: 'Passer la commande' }).click();
      await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
      const idCustomerOrder = page.url().split('/').pop()!;
      const placed = await admin.getCustomerOrder(idCustomerOrder, julie.idUser);
      expect(placed).toMatchObject({ idUser: julie.idUser, idPlacedBy: claire.idUser });
      expect(placed.deliveries[0]).toMatchObject({ addressName: 'Boutique Opéra' });
      expect(placed.deliveries[0].products.map((l) => [l.sku, l.orderedQuantity])).toEqual([[first.sku, 1]]);

      // She sends it to Julie's other shop and adds a second product: the order changes, and Julie gets the update mail.
      await page.getByRole('button', { name: 'Modifier les informations' }).click();
      await choose('edit-order-address', /^Boutique Bellecour/);
      await page.getByTestId('edit-order-add-line').getByRole('combobox').fill(second.sku);
      await page.getByRole('option', { name: new RegExp(`^${second.sku} `) }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const changed = await admin.getCustomerOrder(idCustomerOrder, julie.idUser);
      expect(changed.deliveries[0]).toMatchObject({ addressName: 'Boutique Bellecour' });
      expect(changed.deliveries[0].products.map((l) => [l.sku, l.orderedQuantity]).sort()).toEqual(
        [
          [first.sku, 1],
          [second.sku, 1],
        ].sort(),
      );
      const mails = await mailsFor(db, (payload) => payload.includes(placed.orderNumber) && payload.includes(DEMO_USERS.multiAccount), 2);
      expect(mails).toHaveLength(2);
      expect(mails.some((m) => m.payload.includes('Boutique Bellecour'))).toBe(true);
    } finally {
      await narrow.close();
    }
  });
});
