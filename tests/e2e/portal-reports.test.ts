/**
 * The stock report, as the issue defines done, in headless Chromium against the real API. Moves
 * are made here on a new product of Northwind's Lyon warehouse; Tom (English, 1280 px) opens the
 * report at an instant between two moves (a copied link) and at today, reads the figures the moves
 * give (checked against the API and a hand count), opens the product's chart and its table, and
 * exports. Claire (French, 767 px) opens the stock report of her account's box, whose totals match
 * the API's, and nothing on the page is wider than the screen; its product variants sorted with the
 * phone's sort control (the API's lines in its order); then the box's inbound orders report,
 * filtered to one status (the API's orders of that status), exported as the csv French Excel opens.
 *
 * Custom reports: Tom (English, 1280 px) opens a direct-URL report from the sidebar in its frame
 * (the page of a second local server, which the portal's frame policy allows), and a Power BI one
 * shows its configuration and that no embed token service is configured; Claire (French, 767 px)
 * the same in her account, with no policy violation and nothing wider than the screen.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { openStock, receive, reserve } from '../../server/stock/stock';
import { boxOrdersReportClient, reportsClient, variantLevels } from '../../shared/reports/client';
import { addDays, todayInReportZone } from '../../shared/reports/stock-report';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseOption, chooseBoutiquesFrance, chooseWarehouse, navigateInApp, signInInLanguage, signInToDashboard, typeDay } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let reportSite: Server;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startServer();
  // Another origin's page, as a direct-URL custom report would show.
  reportSite = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><html lang="en"><title>Board</title><h1>Sales board</h1></html>');
  });
  await new Promise<void>((resolve) => reportSite.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
  reportSite?.close();
});

async function newPage(width: number, name: string): Promise<Page> {
  const browser = await launchBrowser({ width, height: 900 });
  browsers.push(browser);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async () => {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/reports-${name}-${width}.png`, fullPage: true }).catch(() => undefined);
  });
  return page;
}

/** A row's cells as they are seen (without the words only a screen reader hears). */
const cells = async (page: Page, sku: string) =>
  page
    .getByTestId('stock-row')
    .and(page.locator(`[data-sku="${sku}"]`))
    .locator('td')
    .evaluateAll((tds) =>
      tds.map((td) => {
        const seen = td.cloneNode(true) as Element;
        seen.querySelectorAll('[data-screen-reader-only]').forEach((hidden) => hidden.remove());
        return seen.textContent ?? '';
      }),
    );

it('shows the stock the moves give at a past instant and today, with its chart and export (English 1280 px, French 767 px)', async () => {
  const db = server.database.db;
  const [account] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'NWO'));
  const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Lyon Distribution Centre'));
  const sku = `E2E${Date.now().toString(36)}`.toUpperCase().slice(0, 15);
  const [product] = await db
    .insert(t.products)
    .values({ idClientAccount: account.idClientAccount, type: 'SIMPLE', productName: 'Report lantern', sku })
    .returning();
  const line = (quantity: number) => [{ idWarehouse: lyon.idWarehouse, idProduct: product.idProduct, quantity }];
  const clock = async () => {
    const at = (await db.execute<{ at: string }>(sql`select to_json(clock_timestamp()) #>> '{}' as at`)).rows[0].at;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return at;
  };
  // Hand count: 12 opened, +5 received (17), 4 reserved (17 physical, 13 available).
  await openStock(db, [{ idWarehouse: lyon.idWarehouse, idProduct: product.idProduct, physical: 12 }]);
  const afterOpening = await clock();
  await db.transaction((tx) => receive(tx, line(5), { cause: 'receipt' }));
  const afterReceipt = await clock();
  await db.transaction((tx) => reserve(tx, line(4), { cause: 'checkout' }));

  const tom = reportsClient(await clientFor(server.apiUrl, DEMO_USERS.orderer));
  const target = (date: string) => ({ idClientAccount: account.idClientAccount, idWarehouse: lyon.idWarehouse, date });
  const apiFigures = async (date: string) => {
    const [item] = (await tom.stockLevels(target(date), { search: sku })).items;
    return [item.physicalQuantity, item.reservedQuantity, item.availableQuantity];
  };
  expect(await apiFigures(afterOpening)).toEqual([12, 0, 12]);
  expect(await apiFigures(afterReceipt)).toEqual([17, 0, 17]);
  expect(await apiFigures(todayInReportZone())).toEqual([17, 4, 13]);

  const page = await newPage(1280, 'en');
  await signInToDashboard(page, server.url, DEMO_USERS.orderer);
  await chooseWarehouse(page);
  await page.getByRole('menuitem', { name: 'Stock report' }).click();
  await page.getByRole('heading', { level: 1, name: 'Stock at a date' }).waitFor();

  // A copied link to the instant after the receipt: the figures of that moment. While the new
  // date's answer loads, the table keeps showing the previous one (today's: 17, 4, 13), so the
  // figures are awaited, not read at once.
  await navigateInApp(page, `/reports/warehouse/stock?date=${encodeURIComponent(afterReceipt)}&searchText=${sku}`);
  await expect.poll(() => cells(page, sku), { timeout: 15_000 }).toEqual([sku, '', 'Report lantern', '17', '0', '17']);
  await navigateInApp(page, `/reports/warehouse/stock?date=${encodeURIComponent(afterOpening)}&searchText=${sku}`);
  await expect.poll(() => cells(page, sku), { timeout: 15_000 }).toEqual([sku, '', 'Report lantern', '12', '0', '12']);

  // Yesterday, through the date field: the product did not exist yet; today, the reservation is there.
  await typeDay(page.getByTestId('report-date'), addDays(todayInReportZone(), -1));
  await page.getByTestId('report-empty').waitFor();
  await typeDay(page.getByTestId('report-date'), todayInReportZone());
  // The portal's date field: the day as every screen writes it (DD/MM/YYYY), a named calendar button.
  expect(await page.getByTestId('report-date').inputValue()).toBe(todayInReportZone().split('-').reverse().join('/'));
  await page
    .getByRole('button', { name: /^Choose date, selected date is / })
    .first()
    .waitFor();
  await page
    .getByTestId('stock-row')
    .and(page.locator(`[data-sku="${sku}"]`))
    .locator('td', { hasText: /^13$/ })
    .waitFor();
  expect(await cells(page, sku)).toEqual([sku, '', 'Report lantern', '17', '4', '13']);
  expect(new URL(page.url()).searchParams.get('searchText')).toBe(sku);

  // The product's chart over the period, with its numbers as a table: opening, each move.
  await page.getByRole('button', { name: 'Stock over time of Report lantern' }).click();
  await page.getByTestId('stock-chart').waitFor();
  const table = await page.getByTestId('stock-chart-table').locator('tbody tr').allTextContents();
  expect(table.slice(-3).map((row) => row.replace(/^.*?(Opening stock|Receipt|Order placed)/, '$1'))).toEqual([
    'Opening stock12012',
    'Receipt17017',
    'Order placed17413',
  ]);
  expect(new URL(page.url()).searchParams.get('product')).toBe(product.idProduct);

  // Export: the file holds the line as on screen.
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`stock-${todayInReportZone()}.csv`);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.trim().split(/\r?\n/)).toEqual(['SKU,Client SKU,Product,Physical,Reserved,Available', `${sku},,Report lantern,17,4,13`]);

  // The outbound orders of the last 30 days: the chart's table counts what the API counts.
  await navigateInApp(page, '/reports/warehouse/outbound-orders');
  await page.getByTestId('outbound-chart').waitFor();
  const orders = await (
    await clientFor(server.apiUrl, DEMO_USERS.orderer)
  ).request<{ byDay: { count: number }[]; totalCount: number }>({
    path: '/client/account/{idClientAccount}/reports/warehouse/outboundorders',
    params: { idClientAccount: account.idClientAccount },
    query: { idWarehouse: lyon.idWarehouse, fromDate: addDays(todayInReportZone(), -30), toDate: todayInReportZone() },
  });
  const counted = await page.getByTestId('outbound-chart-table').locator('tbody td').allTextContents();
  expect(counted.reduce((sum, n) => sum + Number(n), 0)).toBe(orders.totalCount);
  expect(orders.totalCount).toBeGreaterThan(0);

  // Claire, in French at 767 px: Boutiques France's warehouse today, totals as the API gives them.
  const fr = await newPage(767, 'fr');
  await signInInLanguage(fr, server.url, DEMO_USERS.clientAdmin, 'fr');
  await chooseBoutiquesFrance(fr);
  const day = todayInReportZone();
  // Her first warehouse is Box Marseille 12: the box report, the same screen over the same ledger.
  await navigateInApp(fr, `/reports/box/stock?date=${day}`);
  await fr.getByRole('heading', { level: 1, name: 'Stock à une date' }).waitFor();
  const claire = await clientFor(server.apiUrl, DEMO_USERS.clientAdmin);
  const scope = await fr.evaluate(() => JSON.parse(localStorage.getItem('wareport.scope') ?? '{}') as { idClientAccount?: string; idWarehouse?: string });
  const frAnswer = await reportsClient(claire).stockLevels({ idClientAccount: scope.idClientAccount!, idWarehouse: scope.idWarehouse!, date: day });
  const totals = fr.getByTestId('stock-totals');
  if (frAnswer.totalCount === 0) await fr.getByTestId('report-empty').waitFor();
  else {
    await totals.waitFor();
    const format = new Intl.NumberFormat('fr-FR');
    expect((await totals.locator('td').allTextContents()).slice(1)).toEqual(
      [frAnswer.totals.physicalQuantity, frAnswer.totals.reservedQuantity, frAnswer.totals.availableQuantity].map((n) => format.format(n)),
    );
  }
  // Nothing wider than the screen but the table's own scroller.
  const overflow = await fr.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The box's product variants, sorted with the phone's one sort control: the API's lines in its order.
  await chooseWarehouse(fr, 'Box Marseille 12');
  await navigateInApp(fr, `/reports/box/product-variants?date=${day}`);
  await fr.getByRole('heading', { level: 1, name: 'Stock des déclinaisons de produits' }).waitFor();
  await chooseOption(fr.getByRole('combobox', { name: 'Trier par' }), 'Physique');
  await chooseOption(fr.getByRole('combobox', { name: 'Ordre' }), 'Décroissant');
  const variants = await variantLevels(
    claire,
    {
      idClientAccount: scope.idClientAccount!,
      idWarehouse: (await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Box Marseille 12')))[0].idWarehouse,
      date: day,
    },
    { sortField: 'physicalQuantity', sortOrder: 'DESC' },
  );
  expect(variants.totalCount).toBeGreaterThan(0);
  const variantSkus = () => fr.getByTestId('stock-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-sku')));
  await expect.poll(variantSkus, { timeout: 15_000 }).toEqual(variants.items.map((i) => i.sku));
  expect(new URL(fr.url()).searchParams.toString()).toBe('sortField=physicalQuantity&sortOrder=desc');
  const [first] = variants.items;
  expect(await fr.getByTestId('stock-row').first().locator('td[data-field="options"]').textContent()).toBe(
    first.options.map((o) => `${o.attributeName}\u00a0: ${o.optionName}`).join(', '),
  );
  expect(await fr.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  await navigateInApp(fr, '/reports/box/inbound-orders');
  await fr.getByRole('heading', { level: 1, name: 'Commandes entrantes du box' }).waitFor();
  const [m12] = await db.select().from(t.boxes).where(eq(t.boxes.boxNumber, 'M12'));
  await chooseOption(fr.getByRole('combobox', { name: 'Box' }), 'M12 · Box Marseille 12');
  await chooseOption(fr.getByRole('combobox', { name: 'Statut' }), 'Clôturée');
  const closed = await boxOrdersReportClient(claire).orders('inbound', scope.idClientAccount!, {
    idBox: m12.idBox,
    fromDate: addDays(day, -30),
    toDate: day,
    statusCode: 20,
  });
  expect(closed.totalCount).toBeGreaterThan(0);
  const references = () => fr.getByTestId('box-order-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reference')));
  await expect.poll(references, { timeout: 15_000 }).toEqual(closed.items.map((o) => o.orderReference));
  expect(new URL(fr.url()).searchParams.get('statusCode')).toBe('20');
  expect([m12.idBox, null]).toContain(new URL(fr.url()).searchParams.get('box'));
  await fr.getByRole('button', { name: 'Exporter' }).click();
  const boxDownload = fr.waitForEvent('download');
  await fr.getByRole('menuitem', { name: 'CSV pour Excel (.csv)' }).click();
  const boxFile = await (await (await boxDownload).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const boxRows = boxFile
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(boxFile.startsWith('\uFEFF')).toBe(true);
  expect(boxRows[0]).toBe('Référence;Création;Statut;Expéditeur;Attendue le;Lignes;Quantité');
  expect(boxRows.slice(1).map((row) => row.split(';').slice(0, 3))).toEqual(closed.items.map((o) => [o.orderReference, expect.any(String), 'Clôturée']));
  expect(await fr.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

it("opens a direct-URL custom report in its frame and shows a Power BI one's configuration state (English 1280 px, French 767 px)", async () => {
  const db = server.database.db;
  const siteUrl = `http://127.0.0.1:${(reportSite.address() as AddressInfo).port}/board.html`;
  const configurationJson = JSON.stringify({
    reportId: 'f6bfd646-b718-44dc-a378-b73e6b528204',
    workspaceId: 'be8908da-da25-452e-b220-163f52476cdd',
    filters: [{ filterType: 1, operator: 'In', values: ['FR'] }],
  });
  const accounts = await db.select().from(t.clientAccounts);
  const ids: Record<string, { direct: string; powerBi: string }> = {};
  for (const [code, email] of [
    ['NWO', DEMO_USERS.systemAdmin],
    ['MLS', DEMO_USERS.clientAdmin],
  ] as const) {
    const idClientAccount = accounts.find((a) => a.accountCode === code)!.idClientAccount;
    const admin = await clientFor(server.apiUrl, email);
    const create = (body: object) =>
      admin
        .request<{ customReport: { idCustomReport: string } }>({ method: 'POST', path: `/client/account/${idClientAccount}/reports`, body })
        .then((a) => a.customReport.idCustomReport);
    ids[code] = {
      direct: await create({ name: 'Sales board', reportType: 'DirectUrl', url: siteUrl, displayPosition: 1 }),
      powerBi: await create({ name: 'Stock BI', reportType: 'PowerBI', configurationJson, displayPosition: 2 }),
    };
  }
  const violations: string[] = [];
  const watch = (page: Page) => page.on('console', (m) => /Content Security Policy|Refused to frame/i.test(m.text()) && violations.push(m.text()));

  // Tom: the sidebar lists both, by display position; the direct URL opens in its frame.
  const page = await newPage(1280, 'custom-en');
  watch(page);
  await signInToDashboard(page, server.url, DEMO_USERS.orderer);
  const entries = page.getByRole('menuitem', { name: /^(Sales board|Stock BI)$/ });
  await entries.first().waitFor();
  expect(await entries.allTextContents()).toEqual(['Sales board', 'Stock BI']);
  await page.getByRole('menuitem', { name: 'Sales board' }).click();
  await page.waitForURL(`**/reports/custom-report/${ids.NWO.direct}`);
  await page.getByRole('heading', { level: 1, name: 'Sales board' }).waitFor();
  await page.frameLocator('[data-testid="custom-report-frame"]').getByRole('heading', { name: 'Sales board' }).waitFor();
  await page.getByRole('menuitem', { name: 'Stock BI' }).click();
  await page.getByTestId('powerbi-state').waitFor();
  expect(await page.getByTestId('powerbi-state').textContent()).toContain('No Power BI embed token service is configured');
  expect(await page.getByTestId('powerbi-configuration').locator('td').allTextContents()).toEqual([
    'f6bfd646-b718-44dc-a378-b73e6b528204',
    'be8908da-da25-452e-b220-163f52476cdd',
    '1',
    'Not configured',
  ]);

  // Claire, in French at 767 px: the same reports of her account.
  const fr = await newPage(767, 'custom-fr');
  watch(fr);
  await signInInLanguage(fr, server.url, DEMO_USERS.clientAdmin, 'fr');
  await chooseBoutiquesFrance(fr);
  await navigateInApp(fr, `/reports/custom-report/${ids.MLS.direct}`);
  await fr.frameLocator('[data-testid="custom-report-frame"]').getByRole('heading', { name: 'Sales board' }).waitFor();
  expect(await fr.getByRole('link', { name: 'Ouvrir dans un nouvel onglet' }).getAttribute('href')).toBe(siteUrl);
  await navigateInApp(fr, `/reports/custom-report/${ids.MLS.powerBi}`);
  await fr.getByTestId('powerbi-state').waitFor();
  expect(await fr.getByTestId('powerbi-state').textContent()).toContain('Aucun service de jetons d’intégration Power BI n’est configuré');
  expect(await fr.getByTestId('powerbi-configuration').locator('td').last().textContent()).toBe('Non configurée');
  const overflow = await fr.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(violations).toEqual([]);
});
