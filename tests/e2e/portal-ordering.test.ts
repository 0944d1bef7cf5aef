/**
 * The orderer's journey in headless Chromium against the real API: Tom opens a category, adds
 * two products, sees the cart badge count them, changes a quantity in the cart, checks out to
 * two addresses with a delivery date and lands on the complete page. The two orders, their
 * lines, dates and addresses and the reserved stock are then read through the API.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { launchBrowser, type Browser } from '../support/browser';
import { orderingFixture } from '../support/ordering';
import { signInToDashboard } from '../support/portal';
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
  it('browses a category, fills the cart, checks out to two addresses and lands on the complete page', async () => {
    const f = await orderingFixture(server);
    const lamp = await f.product(20, 12.5);
    const rope = await f.product(50, 4);
    const [paris, lyon] = await f.addresses(2);
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
    await page
      .getByRole('button', { name: /warehouse/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /Lyon Distribution Centre/ }).click();
    await page.getByRole('button', { name: /^yes$/i }).click();
    await page.getByTestId('active-warehouse').filter({ hasText: 'Lyon Distribution Centre' }).waitFor();

    // The category page: two products into the cart; the badge counts 2 + 1.
    await page.goto(`${server.url}/catalog/${filed.idCatalog}/category/${filed.idCatalogCategory}`);
    const card = (name: string) => page.getByTestId('product-card').filter({ hasText: name });
    await card(lamp.productName).getByRole('spinbutton').fill('2');
    await card(lamp.productName).getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${lamp.productName} added to the cart`).waitFor();
    await card(rope.productName).getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${rope.productName} added to the cart`).waitFor();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('3');

    // The cart: the rope goes from 1 to 4.
    await page.getByTestId('cart-badge').click();
    await page.waitForURL('**/checkout/cart');
    const ropeLine = page.getByTestId('cart-line').filter({ hasText: rope.productName });
    await ropeLine.getByRole('textbox', { name: `Quantity of ${rope.productName}` }).fill('4');
    await ropeLine.getByRole('textbox').press('Enter');
    await expect.poll(() => page.getByTestId('cart-total-quantity').textContent()).toBe('6');
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('6');
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe('41.00 €');

    // Checkout: a shipping method, two addresses, the second day offered.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByTestId('checkout-form').waitFor();
    await page.getByTestId('shipping-methods').getByRole('radio').first().check();
    await page.getByRole('switch', { name: 'Ship to multiple addresses' }).check();
    await page.getByTestId('address-option').filter({ hasText: paris.addressName }).click();
    await page.getByTestId('address-option').filter({ hasText: lyon.addressName }).click();
    await expect.poll(() => page.getByTestId('address-count').textContent()).toBe('2 of 100 addresses selected');
    await page.getByTestId('delivery-date').click();
    const day = (await page.getByRole('option').nth(2).textContent())!.match(/\d{2}\.\d{2}\.\d{4}/)![0];
    await page.getByRole('option').nth(2).click();
    await page.getByRole('button', { name: 'Place the 2 orders' }).click();

    await page.getByTestId('order-complete').waitFor();
    const idOrder = page.url().match(/\/checkout\/([0-9a-f-]{36})\/complete$/)![1];
    await page.getByTestId('placed-orders').waitFor();
    // An empty cart hides the count (the badge keeps its last figure while it fades out): its label says 0.
    await expect.poll(() => page.getByTestId('cart-badge').getAttribute('aria-label')).toBe('Cart: 0 items');

    // Through the API: two orders, one per address, with the lines, the date and the reserved stock.
    const { items } = await f.ordering.listCustomerOrders({ pageSize: 200 });
    const orders = await Promise.all(items.filter((o) => o.idUser === f.tomUser.idUser).map((o) => f.ordering.getCustomerOrder(o.idCustomerOrder)));
    const placed = orders.filter((o) => o.deliveries.some((d) => [paris.idAddressBookAddress, lyon.idAddressBookAddress].includes(d.idAddressBookAddress!)));
    expect(placed.map((o) => o.idCustomerOrder)).toContain(idOrder);
    expect(placed.map((o) => o.deliveries[0].idAddressBookAddress).sort()).toEqual([paris.idAddressBookAddress, lyon.idAddressBookAddress].sort());
    for (const order of placed) {
      const [delivery] = order.deliveries;
      expect(delivery.requestedDeliveryDate?.slice(0, 10).split('-').reverse().join('.')).toBe(day);
      expect(delivery.products.map((p) => [p.idProduct, p.orderedQuantity]).sort()).toEqual(
        [
          [lamp.idProduct, 2],
          [rope.idProduct, 4],
        ].sort(),
      );
    }
    expect(await f.stock(lamp.idProduct)).toMatchObject({ reservedQuantity: 4, availableQuantity: 16 });
    expect(await f.stock(rope.idProduct)).toMatchObject({ reservedQuantity: 8, availableQuantity: 42 });
  });
});
