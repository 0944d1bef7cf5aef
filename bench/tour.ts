/**
 * The screenshot tour: every screen of the portal, as the system administrator, an orderer, a
 * client administrator and a box user,
 * in English and French, at 1280 px and 767 px, each checked by axe-core (WCAG 2.1 A and AA,
 * serious and critical violations counted). `npm run tour` writes into screenshots/tour/
 * (git-ignored) one PNG per screen, language and width, and summary.md / summary.json with the
 * violations found; it exits with 1 when a screen failed to open or has a violation.
 * Each screen is opened once per language and taken at both widths (the window is resized).
 *
 * Options (environment): SKIP_BUILD=1 reuses the last build; TOUR_ONLY=cart,checkout keeps the
 * screens whose name contains one of the words; TOUR_LOCALES=fr keeps one language.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import * as t from '../server/db/schema';
import { DEMO_USERS } from '../server/db/seed';
import { seriousViolations } from '../tests/support/axe';
import { launchBrowser } from '../tests/support/browser';
import { orderingFixture } from '../tests/support/ordering';
import {
  chooseBoutiquesFrance,
  chooseSignInLanguage,
  chooseWarehouse,
  contextSwitcher,
  navigateInApp,
  settle,
  submitSignIn,
  untilQuiet,
} from '../tests/support/portal';
import { startServer, type RunningServer } from '../tests/support/server';

const OUT = 'screenshots/tour';
const WEB_DIST = 'dist/web-tour';
const WIDTHS = [1280, 767] as const;
const LOCALES = (process.env.TOUR_LOCALES?.split(',') ?? ['en', 'fr']) as Locale[];
const ONLY = process.env.TOUR_ONLY?.split(',');
type Locale = 'en' | 'fr';

/** One screen: how to get there from wherever the previous screen left the page, and when it is ready. */
interface Screen {
  name: string;
  open: (page: Page, say: Say) => Promise<void>;
  /** A dialog or menu over the page: the window, not the whole page. */
  viewportOnly?: boolean;
}
type Say = (en: string, fr: string) => string;

interface Finding {
  screen: string;
  locale: Locale;
  width: number;
  file?: string;
  violations: { id: string; impact: string | null; targets: string[]; detail?: unknown }[];
  error?: string;
}

/** Builds the portal into its own folder, so that a build other tests serve is left alone. */
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

/** A French Excel csv (semicolons, a BOM, accents) whose third row has no city and a bad country. */
function addressesCsv(tag: string) {
  const lines = [
    'Référence;Nom de l’adresse;Adresse;Code postal;Ville;Pays;Téléphone',
    `${tag}-1;Dépôt Besançon;12 rue des Granges;25000;Besançon;FR;0381000000`,
    `${tag}-2;Boutique Orléans;3 place du Martroi;45000;Orléans;FR;`,
    `${tag}-3;Entrepôt Lyon;;69007;;FRA;`,
  ];
  const dir = join(tmpdir(), `wareport-tour-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `adresses-${tag}.csv`);
  writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]));
  return file;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The records whose screens the tour opens, read from the demo data (and the orderer's cart filled). */
async function tourData(server: RunningServer) {
  const db = server.database.db;
  const [mls] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const catalog = await first(db.select().from(t.catalogs).where(eq(t.catalogs.idClientAccount, mls.idClientAccount)).orderBy(asc(t.catalogs.displayPosition)));
  const attribute = await first(db.select().from(t.attributes).where(eq(t.attributes.idClientAccount, mls.idClientAccount)));
  const kit = await first(db.select().from(t.kits).where(eq(t.kits.idClientAccount, mls.idClientAccount)));
  const product = await first(
    db
      .select()
      .from(t.products)
      .where(and(eq(t.products.idClientAccount, mls.idClientAccount), eq(t.products.type, 'SIMPLE')))
      .orderBy(asc(t.products.sku)),
  );
  const method = await first(db.select().from(t.shippingMethods).where(eq(t.shippingMethods.idClientAccount, mls.idClientAccount)));
  // The demo data has no address book: one for the account the bulk import of addresses fills.
  await db.insert(t.addressBooks).values({ idClientAccount: mls.idClientAccount, addressBookName: 'Magasins' });

  // The orderer's side: two lines in the cart, one of them more than its stock (the cart's error).
  const f = await orderingFixture(server);
  const lamp = await f.product(40, 24.5);
  const tent = await f.product(3, 189);
  const cart = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
  await f.ordering.addCartItem(cart.idCart, { idProduct: lamp.idProduct, quantity: 2 });
  await f.ordering.addCartItem(cart.idCart, { idProduct: tent.idProduct, quantity: 5 });
  const [category] = await db
    .select({ idCatalog: t.catalogCategories.idCatalog, idCatalogCategory: t.catalogCategories.idCatalogCategory })
    .from(t.productCategories)
    .innerJoin(t.catalogCategories, eq(t.catalogCategories.idCatalogCategory, t.productCategories.idCatalogCategory))
    .where(eq(t.productCategories.idProduct, lamp.idProduct));
  const order = await first(
    db
      .select()
      .from(t.customerOrders)
      .where(and(eq(t.customerOrders.idUser, f.tomUser.idUser), eq(t.customerOrders.idClientAccount, f.account.idClientAccount)))
      .orderBy(asc(t.customerOrders.statusCode)),
  );
  // A shipped order: its story has a status change, a parcel and the parcel's tracking.
  const shipped = await first(
    db
      .select()
      .from(t.customerOrders)
      .where(
        and(
          eq(t.customerOrders.idUser, f.tomUser.idUser),
          eq(t.customerOrders.idClientAccount, f.account.idClientAccount),
          eq(t.customerOrders.statusCode, 60),
        ),
      ),
  );
  const draft = await first(db.select().from(t.draftOrders).where(eq(t.draftOrders.idUser, f.tomUser.idUser)));
  const clientRole = await first(
    db
      .select()
      .from(t.roles)
      .where(and(eq(t.roles.role, 'Orderer'), eq(t.roles.idClient, mls.idClient))),
  );
  const adminRole = await first(db.select().from(t.roles).where(isNull(t.roles.idClient)));
  return { mls, catalog, attribute, kit, product, method, category, lamp, order, shipped, draft, clientRole, adminRole };
}
type TourData = Awaited<ReturnType<typeof tourData>>;

/** Opens a path and waits for the page to settle. */
const visit = (path: string, ready?: (page: Page) => Promise<unknown>) => async (page: Page) => {
  await navigateInApp(page, path);
  await ready?.(page);
};
/** Opens the calendar of the date field whose input is named or tested as `field`, and waits for it. */
const openCalendar = (field: string) => async (page: Page) => {
  const input = page.locator(`input[name="${field}"], input[data-testid="${field}"]`).first();
  await input
    .locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")]')
    .getByRole('button', { name: /^(Choose date|Choisir la date)/ })
    .click();
  await page.getByRole('dialog').getByRole('gridcell').first().waitFor();
};
/** Opens a list, then the record whose row holds `text` (a click, as a user would). */
const fromList = (list: string, text: string | RegExp) => async (page: Page) => {
  await navigateInApp(page, list);
  // In the page's content: the header names the chosen client and account too.
  await untilQuiet(page, async () => {
    await page.locator('#main-content').getByText(text).first().click();
    await page.waitForURL((url) => UUID.test(url.pathname) && !url.pathname.endsWith('/list'));
  });
};
/** A list's first row, once the list has answered. */
const firstRow = (page: Page) => page.locator('#main-content table tbody tr, #main-content .MuiList-root a').first().waitFor();
/** Opens a list, then its first record (a click, as a user would). */
const fromFirstRow = (list: string) => async (page: Page) => {
  await navigateInApp(page, list);
  await untilQuiet(page, async () => {
    await page.locator('#main-content table tbody tr, #main-content .MuiList-root a').first().click();
    await page.waitForURL((url) => UUID.test(url.pathname) && !url.pathname.endsWith('/list'));
  });
};
/** The header's working context panel, the same for every user. */
const openContextPanel = async (page: Page) => {
  await contextSwitcher(page).click();
  await page.getByRole('dialog').waitFor();
};

/** The client administrator's screens: her home (the account's orders, spend by buyer, what waits) and the working context. */
const clientAdminScreens = (): Screen[] => [
  { name: 'client-admin-dashboard', open: visit('/dashboard', (p) => p.getByTestId('home-account-totals').waitFor()) },
  { name: 'client-admin-context-panel', viewportOnly: true, open: openContextPanel },
];

/**
 * A box user's screens (Julie Bernard in Box Marseille 12, seed-boxes.ts): her home, the box's
 * inbound and outbound orders, its inventory, stock regulation and pictures.
 */
const boxScreens = (): Screen[] => [
  { name: 'box-dashboard', open: visit('/dashboard', (p) => p.getByTestId('box-orders-summary').waitFor()) },
  { name: 'box-inbound-order-list', open: visit('/orders/inbound/list', firstRow) },
  { name: 'box-inbound-order-view', open: fromFirstRow('/orders/inbound/list') },
  { name: 'box-outbound-order-list', open: visit('/orders/outbound/list', firstRow) },
  { name: 'box-outbound-order-create', open: visit('/orders/outbound/create', (p) => p.locator('input[name=orderReference]').waitFor()) },
  { name: 'box-outbound-order-view', open: fromFirstRow('/orders/outbound/list') },
  { name: 'box-inventory', open: visit('/box-management/box-inventory/list', firstRow) },
  { name: 'box-stock-regulation-list', open: visit('/box-management/stock-regulation/list', firstRow) },
  { name: 'box-stock-regulation-create', open: visit('/box-management/stock-regulation/create') },
  { name: 'box-stock-regulation-view', open: fromFirstRow('/box-management/stock-regulation/list') },
  { name: 'box-images', open: visit('/box-management/box-image/list') },
];

/** Works in Boutiques France's Box Marseille 12, through the working context panel (two accounts: she chooses). */
async function chooseBoxMarseille(page: Page) {
  await contextSwitcher(page).click();
  await page.getByRole('combobox', { name: /^(Account|Compte)/ }).click();
  await page.getByRole('option', { name: /Boutiques France/ }).click();
  await page.getByRole('combobox', { name: /^(Warehouse|Entrepôt)/ }).click();
  await page.getByRole('option', { name: /Box Marseille 12/ }).click();
  await page.getByRole('button', { name: /^(Apply|Appliquer)$/ }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

const saveButton = (page: Page, say: Say) => page.getByRole('button', { name: say('Save', 'Enregistrer') });

function adminScreens(d: TourData): Screen[] {
  return [
    { name: 'admin-dashboard', open: visit('/dashboard') },
    { name: 'admin-context-panel', viewportOnly: true, open: openContextPanel },
    { name: 'client-list', open: visit('/admin/client/list', (p) => p.getByText('Maison Lumière').first().waitFor()) },
    {
      name: 'client-create-errors',
      open: async (page, say) => {
        await visit('/admin/client/create')(page);
        await page.locator('input[name=clientName]').fill('A'.repeat(60));
        await saveButton(page, say).click();
        await page.locator('.Mui-error').first().waitFor();
      },
    },
    { name: 'client-edit', open: fromList('/admin/client/list', 'Maison Lumière') },
    {
      name: 'client-in-use',
      viewportOnly: true,
      open: async (page, say) => {
        await page.getByRole('button', { name: say('Delete', 'Supprimer') }).click();
        await page.getByTestId('in-use-dialog').waitFor();
      },
    },
    { name: 'account-list', open: visit('/admin/account/list', (p) => p.getByText('Boutiques France').first().waitFor()) },
    { name: 'account-create', open: visit('/admin/account/create') },
    { name: 'account-edit', open: fromList('/admin/account/list', 'Boutiques France') },
    // With an account chosen, the list holds that account's roles only (the spec's role filter).
    { name: 'role-list', open: visit('/admin/role/list') },
    { name: 'role-create', open: visit('/admin/role/create') },
    { name: 'role-edit', open: visit(`/admin/role/${d.clientRole.idRole}`, (p) => p.locator('[data-subject=AdminUsers]').waitFor()) },
    { name: 'role-system-admin', open: visit(`/admin/role/${d.adminRole.idRole}`, (p) => p.locator('[data-subject=AdminUsers]').waitFor()) },
    { name: 'user-list', open: visit('/admin/user/list') },
    {
      name: 'user-create-errors',
      open: async (page, say) => {
        await visit('/admin/user/create')(page);
        await saveButton(page, say).click();
        await page.locator('.Mui-error').first().waitFor();
      },
    },
    { name: 'user-edit', open: fromList(`/admin/user/list?filter=${encodeURIComponent(JSON.stringify({ q: 'julie' }))}`, DEMO_USERS.multiAccount) },
    { name: 'group-list', open: visit('/admin/groups/list', (p) => p.getByText('Boutique buyers').first().waitFor()) },
    { name: 'group-create', open: visit('/admin/groups/create') },
    { name: 'group-edit', open: fromList('/admin/groups/list', 'Boutique buyers') },
    { name: 'shipping-method-list', open: visit('/admin/shipping-method/list', (p) => p.getByText(d.method.shippingMethodName).first().waitFor()) },
    { name: 'shipping-method-create', open: visit('/admin/shipping-method/create') },
    { name: 'shipping-method-edit', open: fromList('/admin/shipping-method/list', d.method.shippingMethodName) },
    { name: 'catalog-list', open: visit('/admin/catalog/list', (p) => p.getByText(d.catalog.catalogName).first().waitFor()) },
    { name: 'catalog-create', open: visit('/admin/catalog/create') },
    { name: 'catalog-edit', open: fromList('/admin/catalog/list', d.catalog.catalogName) },
    { name: 'address-book-list', open: visit('/admin/address-book/list', (p) => p.getByText('Points de vente').first().waitFor()) },
    {
      name: 'address-book-create-duplicate',
      open: async (page, say) => {
        await visit('/admin/address-book/create')(page);
        await page.locator('input[name=addressBookName]').fill('POINTS DE VENTE');
        await saveButton(page, say).click();
        await page.locator('.Mui-error').first().waitFor();
      },
    },
    { name: 'address-book-edit', open: fromList('/admin/address-book/list', 'Points de vente') },
    {
      name: 'address-book-address',
      viewportOnly: true,
      open: async (page) => {
        await page.locator('#main-content').getByText('Boutique Marais').first().click();
        await page.getByRole('dialog').locator('input[name=addressName]').waitFor();
        // Once faded in: axe measures the colours of a button still half transparent otherwise.
        await page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((e) => getComputedStyle(e).opacity === '1'));
        // Scrolled down to the address, axe measures react-admin's skip link (fixed above the window) as on the page.
        await page.evaluate(() => window.scrollTo(0, 0));
      },
    },
    {
      name: 'address-book-address-delete',
      viewportOnly: true,
      open: async (page, say) => {
        // The tour's change of width lays the screen out anew, closing the dialog: open it again.
        if (!(await page.getByRole('dialog').isVisible())) await page.locator('#main-content').getByText('Boutique Marais').first().click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: say('Delete', 'Supprimer') })
          .click();
        await page.getByTestId('confirm-dialog').waitFor();
      },
    },
    { name: 'attribute-list', open: visit('/admin/product/attributes/list') },
    { name: 'attribute-create', open: visit('/admin/product/attributes/create') },
    ...(d.attribute ? [{ name: 'attribute-edit', open: fromList('/admin/product/attributes/list', d.attribute.attributeName) }] : []),
    { name: 'kit-list', open: visit('/admin/kit/list') },
    { name: 'kit-create', open: visit('/admin/kit/create') },
    ...(d.kit ? [{ name: 'kit-edit', open: fromList('/admin/kit/list', d.kit.kitName) }] : []),
    { name: 'box-list', open: visit('/admin/box-administration', (p) => p.getByText('Box Marseille 12').first().waitFor()) },
    {
      name: 'box-create-errors',
      open: async (page, say) => {
        await visit('/admin/create-box', (p) => p.locator('input[name=boxNumber]').waitFor())(page);
        await page.locator('input[name=boxNumber]').fill('b 12');
        await saveButton(page, say).click();
        await page.locator('.Mui-error').first().waitFor();
      },
    },
    {
      name: 'box-edit',
      open: async (page) => {
        await fromList('/admin/box-administration', 'Box Marseille 12')(page);
        await page.getByTestId('box-users').waitFor();
        await page.getByTestId('box-picture').first().waitFor();
      },
    },
    { name: 'provider-site-list', open: visit('/admin/provider-sites', (p) => p.getByText('Marseille Port').first().waitFor()) },
    { name: 'provider-site-create', open: visit('/admin/create-provider-site', (p) => p.locator('input[name=siteName]').waitFor()) },
    {
      name: 'provider-site-edit',
      open: async (page) => {
        await fromList('/admin/provider-sites', 'Marseille Port')(page);
        await page.getByText('camille.roux@stockbox.example').first().waitFor();
      },
    },
    {
      name: 'provider-site-contact',
      viewportOnly: true,
      open: async (page, say) => {
        await page.getByRole('button', { name: say('Add a contact', 'Ajouter un contact') }).click();
        await page.getByRole('dialog').locator('input[name=firstname]').waitFor();
        await page.getByRole('dialog').locator('input[name=phone]').fill('12');
        await page
          .getByRole('dialog')
          .getByRole('button', { name: say('Save', 'Enregistrer') })
          .click();
        await page.getByRole('dialog').locator('.Mui-error').first().waitFor();
        // The dialog opened with the page scrolled to the contacts: axe then measures react-admin's
        // skip link, fixed above the window, as if it were on the page. Back at the top, it is not.
        await page.evaluate(() => window.scrollTo(0, 0));
      },
    },
    { name: 'provider-list', open: visit('/admin/provider', (p) => p.getByText('Stock & Box Services').first().waitFor()) },
    { name: 'provider-create', open: visit('/admin/create-provider', (p) => p.locator('input[name=providerCode]').waitFor()) },
    { name: 'provider-edit', open: fromList('/admin/provider', 'Stock & Box Services') },
    { name: 'product-list', open: visit('/admin/products/list', (p) => p.locator('table tbody tr, .MuiList-root a').first().waitFor()) },
    { name: 'product-create', open: visit('/admin/products/create') },
    { name: 'product-edit', open: visit(`/admin/products/${d.product.idProduct}`, (p) => p.locator('input[name=sku]').waitFor()) },
    {
      name: 'product-edit-pictures',
      open: async (page, say) => {
        await page.getByRole('tab', { name: say('Pictures', 'Images') }).click();
        await page.getByTestId('product-images').waitFor();
      },
    },
    { name: 'bulk-import-products', open: visit('/admin/products/bulk-import-wizard') },
    { name: 'bulk-import-users', open: visit('/admin/user/bulk-import') },
    { name: 'bulk-import-addresses', open: visit('/admin/address-book-address/bulk-import-wizard') },
    {
      name: 'bulk-import-addresses-columns',
      open: async (page, say) => {
        // The session's client and account are taken when the wizard has them; else picked here.
        for (const [label, option] of [
          [/^Client/, 'Maison Lumière'],
          [new RegExp(`^${say('Account', 'Compte')}`), /Boutiques France/],
          [new RegExp(`^${say('Address book', 'Carnet d’adresses')}`), /./],
        ] as const) {
          const picker = page.getByRole('combobox', { name: label });
          if (
            (await picker.count()) &&
            (await picker.first().isEnabled()) &&
            !(await picker
              .first()
              .inputValue()
              .catch(() => ''))
          ) {
            await picker.first().click();
            await page.getByRole('option', { name: option }).first().click();
            // The next picker's choices load from this one's: it is disabled until they come.
            await page.waitForLoadState('networkidle');
          }
        }
        await page.getByTestId('import-file').setInputFiles(addressesCsv(say('en', 'fr')));
        await page.getByText(/adresses-.*\.csv/).waitFor();
        await page.getByRole('button', { name: say('Next', 'Suivant') }).click();
        await page.getByRole('heading', { name: say('Columns', 'Colonnes') }).waitFor();
      },
    },
    {
      name: 'bulk-import-addresses-check',
      open: async (page, say) => {
        await page.getByRole('button', { name: say('Check the rows', 'Vérifier les lignes') }).click();
        await page.getByTestId('outcome-counts').waitFor();
      },
    },
    {
      name: 'bulk-import-addresses-report',
      open: async (page, say) => {
        await page.getByRole('button', { name: new RegExp(say('Import \\d+ rows', 'Importer \\d+ lignes')) }).click();
        await page.getByRole('button', { name: say('Import another file', 'Importer un autre fichier') }).waitFor();
      },
    },
    // Goods in, planning and reports, in Boutiques France and its warehouse.
    { name: 'supplier-list', open: visit('/admin/supplier/list') },
    { name: 'supplier-order-list', open: visit('/supplier-orders/list', firstRow) },
    { name: 'supplier-order-create', open: visit('/supplier-orders/create') },
    { name: 'supplier-order-view', open: fromFirstRow('/supplier-orders/list') },
    { name: 'work-order-list', open: visit('/work-orders/list', firstRow) },
    { name: 'work-order-view', open: fromFirstRow('/work-orders/list') },
    { name: 'warehouse-stock', open: visit('/admin/warehouse-stock', firstRow) },
    { name: 'hierarchy-list', open: visit('/admin/hierarchy/list') },
    { name: 'quota-list', open: visit('/admin/quota/list') },
    { name: 'budget-quota-list', open: visit('/admin/budget-quota/list') },
    { name: 'quota-create', open: visit('/admin/quota/create') },
    // The date field's calendar, in the portal's language: the last day of a new quota.
    { name: 'quota-create-calendar', open: visit('/admin/quota/create', openCalendar('validTo')) },
    { name: 'event-list', open: visit('/event/list') },
    { name: 'event-create', open: visit('/event/create') },
    { name: 'report-warehouse-stock', open: visit('/reports/warehouse/stock', firstRow) },
    { name: 'report-warehouse-stock-details', open: visit('/reports/warehouse/stock-details') },
    { name: 'report-warehouse-stock-details-calendar', open: visit('/reports/warehouse/stock-details', openCalendar('report-from')) },
    // The chart is drawn after the numbers: wait for its bars.
    {
      name: 'report-outbound-orders',
      open: visit('/reports/warehouse/outbound-orders', (p) => p.getByTestId('outbound-chart').locator('svg rect').first().waitFor()),
    },
    { name: 'report-outbound-orders-details', open: visit('/reports/warehouse/outbound-orders-details') },
    { name: 'report-box-inbound-orders', open: visit('/reports/box/inbound-orders') },
    { name: 'report-box-outbound-orders', open: visit('/reports/box/outbound-orders') },
    { name: 'custom-report-list', open: visit('/admin/custom-reports/list') },
    { name: 'custom-report-create', open: visit('/admin/custom-reports/create') },
    { name: 'faq', open: visit('/get-support/faq') },
    { name: 'mail-outbox', open: visit('/admin/mails') },
    { name: 'admin-profile', open: visit('/user/profile', (p) => p.locator('input[name=firstName]').waitFor()) },
    { name: 'forbidden', open: visit('/session/403') },
    { name: 'not-found', open: visit('/nowhere', (p) => p.waitForURL('**/session/404')) },
  ];
}

function ordererScreens(d: TourData): Screen[] {
  const category = `/catalog/${d.category.idCatalog}/category/${d.category.idCatalogCategory}`;
  return [
    { name: 'orderer-dashboard', open: visit('/dashboard', (p) => p.locator('#home-frequent ~ * li, #home-frequent ~ * p').first().waitFor()) },
    { name: 'orderer-context-panel', viewportOnly: true, open: openContextPanel },
    { name: 'catalog-category', open: visit(category, (p) => p.getByText(d.lamp.productName).first().waitFor()) },
    { name: 'catalog-product', open: visit(`${category}/product/${d.lamp.idProduct}`, (p) => p.getByText(d.lamp.productName).first().waitFor()) },
    { name: 'catalog-landing', open: visit(`/catalog/${d.category.idCatalog}`, (p) => p.getByTestId('catalog-category').first().waitFor()) },
    {
      name: 'catalog-variants',
      open: async (page, say) => {
        await page.getByRole('button', { name: new RegExp(say('search products', 'rechercher des produits'), 'i') }).click();
        await page.getByRole('dialog').getByRole('combobox').fill('Ridge Insulated');
        await page.getByTestId('search-results').getByRole('button').first().click();
        await page.getByTestId('chosen-variant').waitFor();
      },
    },
    {
      name: 'quick-order',
      open: async (page, say) => {
        await visit('/checkout/quick-order', (p) => p.getByTestId('quick-order-lines').waitFor())(page);
        await page.getByTestId('quick-order-lines').fill(`${d.lamp.sku} 1\nNO-SUCH-SKU 2\nNW-JKT-RAIN 1`);
        await page.getByRole('button', { name: say('Add to cart', 'Ajouter au panier') }).click();
        await page.getByTestId('quick-order-refused').waitFor();
      },
    },
    {
      name: 'search',
      viewportOnly: true,
      open: async (page, say) => {
        await page.getByRole('button', { name: new RegExp(say('search products', 'rechercher des produits'), 'i') }).click();
        await page.getByRole('dialog').getByRole('combobox').fill('Test');
        await page.getByTestId('search-results').waitFor();
      },
    },
    { name: 'cart', open: visit('/checkout/cart', (p) => p.getByTestId('cart-line').first().waitFor()) },
    { name: 'checkout', open: visit('/checkout', (p) => p.getByTestId('checkout-form').waitFor()) },
    {
      name: 'checkout-documents',
      open: async (page) => {
        await visit('/checkout', (p) => p.getByTestId('checkout-form').waitFor())(page);
        const pdf = { name: 'bon-de-commande.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
        await page.getByTestId('checkout-document-input').setInputFiles(pdf);
        // Saved once its name field is enabled again; the focus the file picker left goes.
        await page.getByTestId('checkout-document').first().locator('input:enabled').waitFor();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      },
    },
    { name: 'orders-list', open: visit('/orders/list', (p) => p.getByTestId('orders-list').or(p.getByTestId('order-row')).first().waitFor()) },
    ...(d.order ? [{ name: 'order-detail', open: visit(`/orders/${d.order.idCustomerOrder}`, (p) => p.getByTestId('delivery').first().waitFor()) }] : []),
    ...(d.shipped
      ? [
          {
            name: 'order-story',
            open: visit(`/orders/${d.shipped.idCustomerOrder}`, (p) => p.getByTestId('status-timeline').locator('[data-kind=tracking]').first().waitFor()),
          },
        ]
      : []),
    { name: 'drafts-list', open: visit('/draft-orders/list') },
    {
      // A draft made from nothing: its reference, its address and a line with a product chosen (the shared quantity field).
      name: 'draft-create',
      open: async (page, say) => {
        await visit('/draft-orders/create', (p) => p.getByTestId('order-for-line').first().waitFor())(page);
        await page.getByRole('combobox', { name: say('Product', 'Produit') }).fill(d.lamp.sku);
        await page.getByRole('option').first().click();
        await page.getByRole('spinbutton').first().waitFor();
      },
    },
    ...(d.draft ? [{ name: 'draft', open: visit(`/draft-orders/${d.draft.idDraft}`, (p) => p.getByRole('spinbutton').first().waitFor()) }] : []),
    { name: 'address-list', open: visit('/user/address/list', (p) => p.getByText('Northwind Lille store').first().waitFor()) },
    {
      name: 'address-create-errors',
      open: async (page, say) => {
        await visit('/user/address/create', (p) => p.locator('input[name=addressName]').waitFor())(page);
        await saveButton(page, say).click();
        await page.locator('.Mui-error').first().waitFor();
      },
    },
    { name: 'address-edit', open: fromList('/user/address/list', 'Northwind Brussels store') },
    { name: 'my-quotas', open: visit('/quotas/list') },
    { name: 'my-budgets', open: visit('/budget-quota/list') },
    { name: 'orderer-profile', open: visit('/user/profile', (p) => p.locator('input[name=firstName]').waitFor()) },
  ];
}

const wanted = (screen: Screen) => !ONLY || ONLY.some((word) => screen.name.includes(word));
const heightOf = (width: number) => (width > 1000 ? 800 : 1000);

/**
 * Makes the window as tall as the page before a full-page shot: Playwright's own full-page
 * capture resizes the page while it shoots, and the sidebar's and charts' transitions were caught
 * halfway (a dashboard with a 231 px sidebar and its bars over the wrong month).
 */
async function growToPage(page: Page, width: number) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height <= heightOf(width)) return;
  await page.setViewportSize({ width, height });
  await page.waitForTimeout(400);
}

/** Takes one screen at every width: a screenshot and the axe-core check each time. */
async function capture(page: Page, screen: Screen, locale: Locale, findings: Finding[]) {
  for (const [i, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: heightOf(width) });
    // Once loaded, a screen only lays itself out again at another width.
    if (i === 0) await settle(page, 200);
    else await page.waitForTimeout(300);
    const file = `${locale}-${width}-${screen.name}.png`;
    if (!screen.viewportOnly) await growToPage(page, width);
    await page.screenshot({ path: `${OUT}/${file}`, fullPage: !screen.viewportOnly });
    const violations = (await seriousViolations(page)).map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
      // What axe measured on the first element (colours and ratio for a contrast).
      detail: v.nodes[0]?.any?.find((check) => check.data)?.data,
    }));
    findings.push({ screen: screen.name, locale, width, file, violations });
  }
  // The next screen opens at the first width again.
  await page.setViewportSize({ width: WIDTHS[0], height: heightOf(WIDTHS[0]) });
}

/**
 * One person's screens in one language: the sign-in page first (when asked), the language chosen
 * there, then signed in once and every screen opened in turn.
 */
async function tourAs(
  server: RunningServer,
  email: string,
  locale: Locale,
  screens: Screen[],
  findings: Finding[],
  options: { signInShot?: boolean; before?: (page: Page) => Promise<void> } = {},
) {
  const browser = await launchBrowser({ width: WIDTHS[0], height: heightOf(WIDTHS[0]) });
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Leaving a form the tour changed (its error states) asks first: the tour says yes.
  page.on('dialog', (dialog) => void dialog.accept());
  const say: Say = (en, fr) => (locale === 'fr' ? fr : en);
  const take = async (screen: Screen) => {
    if (!wanted(screen)) return;
    try {
      await screen.open(page, say);
      await capture(page, screen, locale, findings);
      // A dialog or menu stays open across in-app navigation: the page starts afresh after one.
      if (screen.viewportOnly) await page.reload();
    } catch (error) {
      const file = `${locale}-${screen.name}-FAILED.png`;
      await page.screenshot({ path: `${OUT}/${file}`, fullPage: true }).catch(() => undefined);
      findings.push({
        screen: screen.name,
        locale,
        width: page.viewportSize()?.width ?? 0,
        file,
        violations: [],
        error: (error as Error).message.split('\n')[0],
      });
      // A dialog or menu left open would cover the screens after it.
      if (screen.viewportOnly) await page.reload().catch(() => undefined);
    }
  };
  try {
    await page.goto(`${server.url}/login`);
    await chooseSignInLanguage(page, locale);
    if (options.signInShot) await take({ name: 'sign-in', open: async () => undefined });
    await submitSignIn(page, email);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
    // A user whose own language is the other one gets it on signing in: the header's switch takes the tour's back.
    const language = page.getByRole('button', { name: new RegExp(`^${locale.toUpperCase()} – `) });
    await language.waitFor();
    if ((await language.getAttribute('aria-pressed')) !== 'true') await language.click();
    await options.before?.(page);
    for (const screen of screens) await take(screen);
  } finally {
    await browser.close();
  }
  if (errors.length) console.error(`${email} ${locale}: page errors:\n  ${errors.join('\n  ')}`);
}

function summarise(findings: Finding[], seconds: number) {
  const failed = findings.filter((f) => f.error);
  const withViolations = findings.filter((f) => f.violations.length);
  const elements = withViolations.reduce((sum, f) => sum + f.violations.reduce((n, v) => n + v.targets.length, 0), 0);
  const screens = new Set(findings.map((f) => f.screen)).size;
  const lines = [
    '# Screenshot tour',
    '',
    `${findings.filter((f) => !f.error).length} screenshots of ${screens} screens (${LOCALES.join(', ')}; ${WIDTHS.join(' and ')} px) in ${seconds} s.`,
    `axe-core (WCAG 2.1 A/AA), serious or critical: ${elements} elements on ${withViolations.length} screenshots.`,
    failed.length ? `Screens that did not open: ${failed.length}.` : 'Every screen opened.',
    '',
    '| Screen | Language | Width | Screenshot | Serious or critical |',
    '| --- | --- | --- | --- | --- |',
    ...findings.map(
      (f) =>
        `| ${f.screen} | ${f.locale} | ${f.width} | ${f.file ?? ''} | ${f.error ? `FAILED: ${f.error.replace(/\|/g, '/')}` : f.violations.map((v) => `${v.id} ×${v.targets.length} (${v.targets[0]})`).join('; ') || '0'} |`,
    ),
    '',
  ];
  writeFileSync(`${OUT}/summary.md`, lines.join('\n'));
  writeFileSync(`${OUT}/summary.json`, JSON.stringify({ seconds, screens, elements, failed: failed.length, findings }, null, 2));
  return { failed: failed.length, elements, screens };
}

async function main() {
  const started = Date.now();
  if (!process.env.SKIP_BUILD) await buildPortal();
  if (!ONLY) rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const server = await startServer({ env: { WEB_DIST } });
  const findings: Finding[] = [];
  try {
    const data = await tourData(server);
    // The administrator and the orderer side by side: two browsers, one language after the other.
    for (const locale of LOCALES) {
      await Promise.all([
        tourAs(server, DEMO_USERS.systemAdmin, locale, adminScreens(data), findings, {
          before: async (page) => {
            await chooseBoutiquesFrance(page);
            // A warehouse, not one of the account's boxes: supplier and work orders, stock and reports are a warehouse's.
            await chooseWarehouse(page, 'Paris Nord Warehouse');
          },
        }),
        tourAs(server, DEMO_USERS.orderer, locale, ordererScreens(data), findings, { signInShot: true, before: (page) => chooseWarehouse(page) }),
      ]);
      // The client administrator's few screens after them (a third browser would share two cores).
      if (clientAdminScreens().some(wanted))
        await tourAs(server, DEMO_USERS.clientAdmin, locale, clientAdminScreens(), findings, {
          // Two accounts: the home asks which one first.
          before: (page) => page.getByRole('button', { name: /^Boutiques France/ }).click(),
        });
      // The box user's screens last, alone.
      if (boxScreens().some(wanted)) await tourAs(server, DEMO_USERS.multiAccount, locale, boxScreens(), findings, { before: chooseBoxMarseille });
      console.error(`${locale}: done in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    await server.close();
  }
  const { failed, elements, screens } = summarise(findings, Math.round((Date.now() - started) / 1000));
  console.log(`${screens} screens, ${findings.length} screenshots, ${elements} serious or critical axe elements, ${failed} failed: ${OUT}/summary.md`);
  if (failed || elements) process.exitCode = 1;
}

await main();
