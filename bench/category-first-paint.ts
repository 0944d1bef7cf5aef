/**
 * Category page with 200 products (each with a picture, stock in Lyon): time from navigation to
 * the first product card on screen, and to the whole grid, in headless Chromium with the session
 * already open (full page load: HTML, scripts, session user, category call, render). Counts the
 * pictures fetched by then: they load only as their cards scroll into view.
 * Median and best of 7 loads, after one warm-up load. `npx tsx bench/category-first-paint.ts`.
 */
import { eq, inArray } from 'drizzle-orm';
import * as t from '../server/db/schema';
import { DEMO_USERS } from '../server/db/seed';
import { launchBrowser } from '../tests/support/browser';
import { orderingFixture } from '../tests/support/ordering';
import { chooseWarehouse, signInToDashboard } from '../tests/support/portal';
import { startServer } from '../tests/support/server';
import { buildWeb } from '../tests/support/web-build';

const LOADS = 7;
const PRODUCTS = 200;

if (!process.env.SKIP_BUILD) await buildWeb();
const server = await startServer();
const browser = await launchBrowser();
try {
  const f = await orderingFixture(server);
  const probe = await f.product(1);
  const [{ idCatalog }] = await f.db
    .select({ idCatalog: t.catalogCategories.idCatalog })
    .from(t.productCategories)
    .innerJoin(t.catalogCategories, eq(t.catalogCategories.idCatalogCategory, t.productCategories.idCatalogCategory))
    .where(eq(t.productCategories.idProduct, probe.idProduct));
  const [category] = await f.db
    .insert(t.catalogCategories)
    .values({ idCatalog, idClientAccount: f.account.idClientAccount, categoryName: 'Two hundred products' })
    .returning();
  // The demo pictures of the account, shared by the new products.
  const accountProducts = await f.db
    .select({ idProduct: t.products.idProduct })
    .from(t.products)
    .where(eq(t.products.idClientAccount, f.account.idClientAccount));
  const pictures = await f.db
    .selectDistinct({ idImage: t.productImages.idImage })
    .from(t.productImages)
    .where(
      inArray(
        t.productImages.idProduct,
        accountProducts.map((p) => p.idProduct),
      ),
    );
  const made = await f.db
    .insert(t.products)
    .values(
      Array.from({ length: PRODUCTS }, (_, i) => ({
        idClientAccount: f.account.idClientAccount,
        type: 'SIMPLE' as const,
        productName: `Bench product ${String(i + 1).padStart(3, '0')}`,
        sku: `BENCH${Date.now().toString(36).slice(-4)}${i}`.toUpperCase().slice(0, 15),
        priceSell: 10 + i,
        displayPosition: i,
      })),
    )
    .returning({ idProduct: t.products.idProduct });
  const rows = made.map((p, i) => ({ idProduct: p.idProduct, idClientAccount: f.account.idClientAccount, i }));
  await f.db
    .insert(t.productCategories)
    .values(rows.map(({ idProduct, idClientAccount }) => ({ idProduct, idClientAccount, idCatalogCategory: category.idCatalogCategory })));
  await f.db
    .insert(t.productStocks)
    .values(rows.map(({ idProduct, idClientAccount }) => ({ idProduct, idClientAccount, idWarehouse: f.warehouse.idWarehouse, physicalQuantity: 50 })));
  if (pictures.length) {
    await f.db
      .insert(t.productImages)
      .values(rows.map(({ idProduct, i }) => ({ idProduct, idImage: pictures[i % pictures.length].idImage, defaultImage: true })));
  }

  const api: number[] = [];
  for (let i = 0; i <= LOADS; i++) {
    const started = performance.now();
    await f.ordering.category(idCatalog, category.idCatalogCategory, { idWarehouse: f.warehouse.idWarehouse });
    if (i > 0) api.push(performance.now() - started);
  }

  const page = await browser.context.newPage();
  // Marks, in the page's clock (from navigation start), when the first card and the last card
  // enter the document: the frame they are in is painted right after.
  await page.addInitScript((total: number) => {
    const marks: { first?: number; all?: number } = ((window as unknown as { __cards: object }).__cards = {});
    new MutationObserver(() => {
      const count = document.querySelectorAll('[data-testid=product-card]').length;
      if (count > 0) marks.first ??= performance.now();
      if (count >= total) marks.all ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, PRODUCTS);
  await signInToDashboard(page, server.url, DEMO_USERS.orderer);
  await chooseWarehouse(page);
  let imageRequests = 0;
  page.on('request', (request) => {
    if (/\/api\/images\//.test(request.url())) imageRequests++;
  });
  const url = `${server.url}/catalog/${idCatalog}/category/${category.idCatalogCategory}`;
  const first: number[] = [];
  const all: number[] = [];
  const answerAt: number[] = [];
  const fetched: number[] = [];
  for (let i = 0; i <= LOADS; i++) {
    imageRequests = 0;
    await page.goto(url);
    await page
      .getByTestId('product-card')
      .nth(PRODUCTS - 1)
      .waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(() => ({
      ...(window as unknown as { __cards: { first: number; all: number } }).__cards,
      answered:
        (performance.getEntriesByType('resource').find((e) => e.name.includes('/categories/')) as PerformanceResourceTiming | undefined)?.responseEnd ?? NaN,
    }));
    if (i === 0) continue;
    first.push(marks.first);
    all.push(marks.all);
    answerAt.push(marks.answered);
    fetched.push(imageRequests);
  }
  const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
  const best = (values: number[]) => Math.round(Math.min(...values));
  console.log(`category of ${PRODUCTS} products, navigation to the first product card: median ${median(first)} ms, best ${best(first)} ms over ${LOADS} loads`);
  console.log(`navigation to all ${PRODUCTS} cards: median ${median(all)} ms, best ${best(all)} ms`);
  console.log(`the category answer arrives at median ${median(answerAt)} ms; the call alone (API): median ${median(api)} ms`);
  console.log(`pictures fetched at 1366x900 without scrolling: median ${median(fetched)} of ${PRODUCTS}`);
} finally {
  await browser.close();
  await server.close();
}
