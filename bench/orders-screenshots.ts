/**
 * Screenshots of the customer order screens (dashboard, list, filtered list, empty filter result, detail with
 * shipments, cancel confirmation, details and quantity edits) in English and French, at 1366 and 767 px, into
 * screenshots/orders/ (git-ignored). Builds the portal into its own folder first, so that it does
 * not disturb a build other tests serve: `npx tsx bench/orders-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chooseWarehouse, settle, submitSignIn } from '../tests/support/portal';
import { launchBrowser } from '../tests/support/browser';
import { startServer } from '../tests/support/server';

const OUT = 'screenshots/orders';
const WEB_DIST = 'dist/web-orders-screenshots';
const WIDTHS = [1366, 767] as const;
const LOCALES = ['en', 'fr'] as const;

async function buildPortal() {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: fileURLToPath(new URL(`../${WEB_DIST}`, import.meta.url)), emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

async function main() {
  if (!process.env.SKIP_BUILD) await buildPortal();
  mkdirSync(OUT, { recursive: true });
  const server = await startServer({ env: { WEB_DIST } });
  const failures: string[] = [];
  try {
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        const browser = await launchBrowser({ width, height: width > 1000 ? 800 : 1000 });
        const page = await browser.context.newPage();
        page.setDefaultTimeout(10_000);
        page.on('pageerror', (error) => console.error(`[${locale} ${width}] page error: ${error.message}`));
        const shot = async (name: string, steps: () => Promise<void>, fullPage = true) => {
          // ONLY=00,04 takes just the screens whose names start so (the steps of the others still run).
          const only = process.env.ONLY?.split(',');
          try {
            if (only && !only.some((prefix) => name.startsWith(prefix))) return await steps();
            await steps();
            await settle(page);
            await page.screenshot({ path: `${OUT}/${locale}-${width}-${name}.png`, fullPage });
          } catch (error) {
            failures.push(`${locale} ${width} ${name}: ${(error as Error).message.split('\n')[0]}`);
            await page.screenshot({ path: `${OUT}/${locale}-${width}-${name}-FAILED.png`, fullPage: true }).catch(() => undefined);
          }
        };
        try {
          await page.goto(`${server.url}/login`);
          if (locale === 'fr') {
            await page.getByRole('button', { name: 'French' }).click();
            // The form is drawn again in French: fill it only then.
            await page.getByText('Connectez-vous à votre compte').waitFor();
          }
          await submitSignIn(page, 'tom.baker@northwind.example');
          await page
            .getByTestId('active-warehouse')
            .waitFor({ timeout: 30_000 })
            .catch(async (error: unknown) => {
              await page.screenshot({ path: `${OUT}/${locale}-${width}-sign-in-FAILED.png` });
              throw error;
            });
          await chooseWarehouse(page);
          await shot('00-dashboard', async () => {
            await page.getByTestId('orders-over-time').waitFor();
            await page.getByTestId('products-chart').waitFor();
            await page.getByTestId('catalog-chart').first().waitFor();
          });
          await shot('01-list', async () => {
            await page.goto(`${server.url}/orders/list`);
            await page
              .getByTestId(width > 767 ? 'order-row' : 'orders-list')
              .first()
              .waitFor();
          });
          await shot('02-list-filtered', async () => {
            await page.goto(`${server.url}/orders/list?sortField=orderNumber&sortOrder=asc&stockFilter=inStock`);
            await page
              .getByTestId(width > 767 ? 'order-row' : 'orders-list')
              .first()
              .waitFor();
          });
          await shot('03-list-empty', async () => {
            await page.goto(`${server.url}/orders/list?searchText=nothing-like-this`);
            await page.getByTestId('orders-empty').waitFor();
          });
          await shot('04-detail-delivered', async () => {
            await page.goto(`${server.url}/orders/list?filters=%7B%22statusCode%22%3A70%7D`);
            await page.getByRole('link', { name: /NWO-/ }).first().click();
            await page.getByTestId('shipments').waitFor();
          });
          await shot('04b-detail-tracking', async () => {
            await page.goto(`${server.url}/orders/list?filters=%7B%22statusCode%22%3A60%7D`);
            await page.getByRole('link', { name: /NWO-/ }).first().click();
            await page.getByRole('button', { name: /^(Follow|Suivre)$/ }).click();
            await page.getByTestId('tracking-timeline').waitFor();
          });
          await shot('05-detail-in-progress', async () => {
            await page.goto(`${server.url}/orders/list?filters=%7B%22statusCode%22%3A10%7D`);
            await page.getByRole('link', { name: /NWO-/ }).first().click();
            await page.getByTestId('delivery').waitFor();
          });
          await shot(
            '06-cancel-confirm',
            async () => {
              await page.getByRole('button', { name: /Cancel order|Annuler la commande/ }).click();
              await page.getByRole('dialog').waitFor();
            },
            false,
          );
          await page.keyboard.press('Escape');
          await shot(
            '06b-edit-details',
            async () => {
              await page.getByRole('button', { name: /Edit details|Modifier les informations/ }).click();
              await page.getByRole('dialog').getByTestId('delivery-date').waitFor();
            },
            false,
          );
          await page.keyboard.press('Escape');
          await shot(
            '07-edit-quantities',
            async () => {
              await page.getByRole('button', { name: /Edit quantities|Modifier les quantités/ }).click();
              const first = page.getByRole('dialog').getByRole('spinbutton').first();
              await first.fill('9999');
              await page.getByTestId('order-errors').waitFor();
            },
            false,
          );
          await shot('09-drafts', async () => {
            await page.goto(`${server.url}/draft-orders/list`);
            await page.getByTestId('draft-row').first().waitFor();
          });
          await shot('10-draft', async () => {
            await page.getByTestId('draft-row').first().getByRole('link').click();
            await page.getByRole('spinbutton').first().waitFor();
          });
          await page.goto(`${server.url}/orders/list?filters=%7B%22statusCode%22%3A10%7D`);
          await page.getByRole('link', { name: /NWO-/ }).first().click();
          await page.getByTestId('delivery').waitFor();
          await shot('08-issues', async () => {
            await page.getByRole('button', { name: /Report an issue|Signaler un incident/ }).click();
            const form = page.getByTestId('issue-form');
            await form
              .getByRole('textbox')
              .first()
              .fill(locale === 'fr' ? 'Carton abîmé' : 'Damaged box');
            await form
              .getByRole('textbox')
              .nth(1)
              .fill(locale === 'fr' ? 'Le coin du carton était écrasé.' : 'The corner of the box was crushed.');
            await form.getByRole('button', { name: /^(Report|Signaler)$/ }).click();
            await page.getByTestId('issue').first().waitFor();
          });
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    await server.close();
  }
  if (failures.length) {
    console.error(failures.join('\n'));
    process.exitCode = 1;
  }
}

await main();
