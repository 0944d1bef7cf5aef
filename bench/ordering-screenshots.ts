/**
 * Screenshots of the ordering screens (cart, checkout, order complete) in English and French, at
 * 1366 px and 767 px, into screenshots/ (git-ignored). Tom's cart is filled through the API with
 * one line larger than its stock, so the cart shows a stock error.
 * Builds the portal first: `npx tsx bench/ordering-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import * as t from '../server/db/schema';
import { DEMO_USERS } from '../server/db/seed';
import { launchBrowser } from '../tests/support/browser';
import { orderingFixture } from '../tests/support/ordering';
import { chooseWarehouse, settle, signInToDashboard } from '../tests/support/portal';
import { startServer } from '../tests/support/server';
import { buildWeb } from '../tests/support/web-build';

const OUT = 'screenshots';
const WIDTHS = [1366, 767] as const;
const LOCALES = ['en', 'fr'] as const;
const only = process.argv[2];

async function main() {
  if (!process.env.SKIP_BUILD) await buildWeb();
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  try {
    const f = await orderingFixture(server);
    await f.addresses(3);
    // A box of another warehouse in Tom's book: a transfer to it asks for the box user.
    const [box] = await f.db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Box Marseille 12'));
    await f.db.insert(t.addressBookAddresses).values({
      idUser: f.tomUser.idUser,
      addressType: 'BOX',
      idWarehouse: box.idWarehouse,
      addressName: 'Box Marseille 12',
      firstname: 'Inès',
      lastname: 'Roux',
      address1: '8 quai du Port',
      zipCode: '13002',
      city: 'Marseille',
      countryISO2: 'FR',
    });
    // Seven products named "Test ...": the search overlay shows its paginator.
    for (let i = 0; i < 4; i++) await f.product(10);
    // New products for each run: each one orders the tent's whole stock.
    const fillCart = async () => {
      const lamp = await f.product(40, 24.5);
      const tent = await f.product(3, 189);
      const rope = await f.product(100, 7.9);
      const cart = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
      await f.ordering.addCartItem(cart.idCart, { idProduct: lamp.idProduct, quantity: 2 });
      await f.ordering.addCartItem(cart.idCart, { idProduct: tent.idProduct, quantity: 5 });
      await f.ordering.addCartItem(cart.idCart, { idProduct: rope.idProduct, quantity: 12 });
      return tent;
    };
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        if (only && only !== `${locale}-${width}`) continue;
        const browser = await launchBrowser({ width, height: width > 1000 ? 800 : 1000 });
        const page = await browser.context.newPage();
        page.setDefaultTimeout(15_000);
        const shot = async (name: string) => {
          await settle(page);
          await page.screenshot({ path: `${OUT}/ordering-${locale}-${width}-${name}.png`, fullPage: true });
        };
        try {
          const tent = await fillCart();
          await signInToDashboard(page, server.url, DEMO_USERS.orderer);
          if (locale === 'fr') await page.getByRole('button', { name: 'French' }).click();
          await chooseWarehouse(page);
          await page.goto(`${server.url}/checkout/cart`);
          await page.getByTestId('cart-line').first().waitFor();
          await shot('1-cart');
          await page.goto(`${server.url}/checkout`);
          await page.getByTestId('checkout-form').waitFor();
          await shot('2-checkout');
          // A transfer to the box: the box user section, flagged once another person is named.
          await page.getByRole('combobox', { name: /order type|type de commande/i }).click();
          await page.getByRole('option', { name: /transfer|transfert/i }).click();
          await page.getByTestId('address-option').filter({ hasText: 'Box Marseille 12' }).click();
          await page.getByTestId('box-user').getByRole('textbox').first().fill('Paul');
          await page.getByTestId('box-user').getByRole('textbox').nth(1).fill('Martin');
          await page.getByTestId('box-user').getByRole('textbox').nth(1).blur();
          await page
            .getByTestId('box-user')
            .getByText(/box user|utilisateur de la box/i)
            .nth(1)
            .waitFor();
          await shot('2b-checkout-box-user');
          await page.getByRole('combobox', { name: /order type|type de commande/i }).click();
          await page.getByRole('option', { name: /^(delivery|livraison)$/i }).click();
          await page.getByTestId('shipping-methods').getByRole('radio').first().check();
          await page.getByRole('switch', { name: /multiple|plusieurs/i }).check();
          await page.getByTestId('address-option').filter({ hasText: 'Store' }).nth(0).click();
          await page.getByTestId('address-option').filter({ hasText: 'Store' }).nth(1).click();
          await page.getByTestId('delivery-date').click();
          await page.getByRole('option').nth(2).click();
          // Two documents: the first renamed, then moved below the second.
          const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });
          await page.getByTestId('checkout-document-input').setInputFiles([pdf('delivery-note.pdf'), pdf('packing-list.pdf')]);
          await page.getByTestId('checkout-document').nth(1).waitFor();
          const firstName = page.getByTestId('checkout-document').first().getByRole('textbox');
          await firstName.fill('Signed delivery note');
          await firstName.press('Enter');
          await page.getByRole('button', { name: /^(move signed delivery note down|descendre signed delivery note)$/i }).click();
          await page.getByTestId('checkout-document').nth(1).getByRole('textbox').and(page.locator('[value="Signed delivery note"]')).waitFor();
          await page.getByRole('button', { name: /place|passer/i }).click();
          // The tent asks for 5 of 3: the order is refused with the product named.
          await page.getByTestId('place-order-error').waitFor();
          await shot('3-checkout-error');
          await page.goto(`${server.url}/checkout/cart`);
          const tentLine = page.getByTestId('cart-line').filter({ hasText: tent.productName });
          await tentLine.getByRole('textbox').fill('3');
          await tentLine.getByRole('textbox').press('Enter');
          await page.getByTestId('cart-line-error').waitFor({ state: 'detached' });
          await page.getByRole('button', { name: /^(checkout|commander)$/i }).click();
          await page.getByTestId('checkout-form').waitFor();
          await page.getByRole('button', { name: /place|passer/i }).click();
          await page.getByTestId('order-complete').waitFor();
          await shot('4-complete');
          await page.getByRole('button', { name: /search products|rechercher des produits/i }).click();
          await page.getByRole('dialog').getByRole('textbox').fill('e');
          await shot('5-search-short');
          await page.getByRole('dialog').getByRole('textbox').fill('Test');
          await page.getByTestId('search-results').waitFor();
          await shot('6-search');
          await page.keyboard.press('Escape');
          // Clearing removes the lines one by one and shows the empty cart.
          await fillCart();
          await page.goto(`${server.url}/checkout/cart`);
          await page.getByRole('button', { name: /clear the cart|vider le panier/i }).click();
          await page.getByRole('button', { name: /^(yes|oui)$/i }).click();
          await page.getByText(/your cart is empty|votre panier est vide/i).waitFor();
          await shot('7-cart-empty');
        } catch (error) {
          console.error(`${locale} ${width}:`, error);
          console.error(
            'document buttons:',
            await page
              .getByTestId('checkout-document')
              .getByRole('button')
              .evaluateAll((b) => b.map((e) => e.getAttribute('aria-label'))),
          );
          console.error('notifications:', await page.locator('.MuiSnackbar-root').allTextContents());
          await page.screenshot({ path: `${OUT}/ordering-${locale}-${width}-failed.png`, fullPage: true });
        } finally {
          await browser.close();
        }
        console.error(`${locale} ${width}: done`);
      }
    }
  } finally {
    await server.close();
  }
}

await main();
