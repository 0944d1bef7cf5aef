/**
 * The portal in headless Chromium against the real API (tests/support/server.ts serves the
 * build of tests/e2e/global-setup.ts): the administrator signs in, switches to French, creates
 * a client with a colour and a logo, finds it by searching, edits it and signs out; an ordering
 * user is refused the clients list with the 403 page. Also measures navigation -> first list row.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { submitSignIn } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

const ADMIN = 'admin@wareport.example';
const ORDERER = 'tom.baker@northwind.example';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The clients list, with or without the list parameters react-admin keeps in the address. */
const CLIENT_LIST = /\/admin\/client\/list(\?.*)?$/;

let server: RunningServer;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await server?.close();
});

async function newPage(): Promise<Page> {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  watchFailure(page);
  return page;
}

/** On failure, keeps what the page showed: test-results/<test>.png and its address. */
function watchFailure(page: Page) {
  onTestFailed(async ({ task }) => {
    mkdirSync('test-results', { recursive: true });
    const file = `test-results/portal-${task.name.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`failed at ${page.url()}; screenshot in ${file}`);
  });
}

const signIn = (page: Page, email: string) => submitSignIn(page, email);

/**
 * Types in the list's search box and waits until the list shows only the match. react-admin
 * applies the search 500 ms later through the address; leaving the page before that would be
 * undone by its delayed update (see the report on useListParams).
 */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Rechercher').fill(text);
  // The list keeps its state in the URL with the spec's keys.
  await page.waitForURL((url) => url.searchParams.get('searchText') === text);
  await page.getByRole('row', { name: new RegExp(text) }).waitFor();
  await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);
}

/** A small real PNG, as a logo file would be. */
function pngLogo(): Buffer {
  const png = new PNG({ width: 24, height: 24 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([0x00, 0x79, 0x6b, 0xff], i);
  return PNG.sync.write(png);
}

function recordMetric(key: string, value: number) {
  const file = 'test-results/metrics.json';
  mkdirSync('test-results', { recursive: true });
  let metrics: Record<string, unknown> = {};
  try {
    metrics = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first metric of the run
  }
  writeFileSync(file, `${JSON.stringify({ ...metrics, [key]: value }, null, 2)}\n`);
}

describe('portal: clients', () => {
  it('lets the administrator work with clients in French, then sign out', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/login');
    await signIn(page, ADMIN);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' }).waitFor();

    // Navigation to the first row of the list, with the session already open.
    const started = performance.now();
    await page.goto(`${server.url}/admin/client/list`);
    await page.locator('table tbody tr').first().waitFor();
    const firstListRowMs = Math.round(performance.now() - started);
    console.log(`navigation to first list row: ${firstListRowMs} ms`);
    recordMetric('firstListRowMs', firstListRowMs);

    await expect.poll(() => page.title()).toBe('Clients | Wareport');

    // French, remembered across a reload.
    await page.getByRole('button', { name: 'French' }).click();
    await page.getByRole('columnheader', { name: 'Nom du client' }).waitFor();
    await page.reload();
    await page.getByRole('columnheader', { name: 'Nom du client' }).waitFor();
    await page.getByRole('menuitem', { name: 'Tableau de bord' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Alex Morgan' }).waitFor();
    await page.getByRole('menuitem', { name: 'Clients' }).click();
    await page.waitForURL(CLIENT_LIST);

    // Create: a name, a preset colour and a logo.
    await page.getByRole('link', { name: 'Créer' }).click();
    await page.waitForURL('**/admin/client/create');
    await page.getByRole('textbox', { name: 'Nom du client' }).fill('x');
    await page.getByRole('textbox', { name: 'Nom du client' }).fill('');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Ce champ est obligatoire.').waitFor();

    const name = `Client E2E ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nom du client' }).fill(name);
    await page.getByRole('radio', { name: 'Bleu canard' }).click();
    const [logoInput] = await page.locator('input[type=file]').all();
    await logoInput.setInputFiles({ name: 'vector.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await page.getByText('Type de fichier non pris en charge.').waitFor();
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngLogo() });
    await page.getByRole('img', { name: 'Logo' }).waitFor();
    await page.getByText('Type de fichier non pris en charge.').waitFor({ state: 'detached' });
    // Named .png, but its bytes are an HTML page: refused in the browser, the logo kept.
    await logoInput.setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await page.getByText('Type de fichier non pris en charge.').waitFor();
    await page.getByRole('img', { name: 'Logo' }).waitFor();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(CLIENT_LIST);

    // Find it by searching, sorted by colour; the copied address opens the same view in another tab.
    await search(page, name);
    await page.getByRole('button', { name: 'Couleur prédéfinie' }).click();
    await page.waitForURL((url) => url.searchParams.get('sortField') === 'presetColor');
    const copied = new URL(page.url());
    expect([...copied.searchParams.keys()]).toEqual(['sortField', 'searchText']);
    const other = await page.context().newPage();
    await other.goto(copied.href);
    await other.getByRole('row', { name: new RegExp(name) }).waitFor();
    await expect.poll(() => other.locator('table tbody tr').count()).toBe(1);
    await expect(other.getByPlaceholder('Rechercher').inputValue()).resolves.toBe(name);
    await other.close();

    // Edit it: new name and colour; the stored logo shows.
    await page.getByRole('cell', { name }).click();
    await page.waitForURL(new RegExp(`/admin/client/${UUID}$`));
    await page.getByRole('img', { name: 'Logo' }).waitFor();
    const renamed = `${name} modifié`;
    await page.getByRole('textbox', { name: 'Nom du client' }).fill(renamed);
    await page.getByRole('radio', { name: 'Prune' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(CLIENT_LIST);
    await search(page, renamed);

    const api = await clientFor(server.apiUrl, ADMIN);
    const { items } = await api.request<{ items: { clientName: string; presetColor: string; idLogoImage: string | null }[] }>({
      path: '/clients',
      query: { filterGroups: JSON.stringify([{ filters: [{ field: 'clientName', value: renamed, conditionType: 'eq' }] }]) },
    });
    expect(items).toEqual([expect.objectContaining({ clientName: renamed, presetColor: 'plum', idLogoImage: expect.stringMatching(new RegExp(UUID)) })]);

    // The user menu: profile page, then sign out; the session is gone.
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Profil utilisateur' }).click();
    await page.waitForURL('**/user/profile');
    await page.getByText(ADMIN).waitFor();
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${server.url}/admin/client/list`);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  });

  it('sends an ordering user who opens the clients list to the 403 page', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/admin/client/list`);
    await page.waitForURL('**/login');
    await signIn(page, ORDERER);
    await page.waitForURL('**/session/403');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Clients' }).count()).resolves.toBe(0);
    await expect(page.getByRole('menuitem', { name: 'Dashboard' }).count()).resolves.toBe(1);
  });

  it('signs every tab out when one signs out', async () => {
    const browser = await launchBrowser();
    browsers.push(browser);
    const first = await browser.context.newPage();
    watchFailure(first);
    await first.goto(`${server.url}/login`);
    await signIn(first, ORDERER);
    await first.waitForURL('**/dashboard');
    const second = await browser.context.newPage();
    await second.goto(`${server.url}/user/profile`);
    await second.getByText(ORDERER).waitFor();

    await first.getByRole('button', { name: 'Profile' }).click();
    await first.getByRole('menuitem', { name: 'Sign out' }).click();
    await first.waitForURL('**/login');
    await second.waitForURL('**/login');
  });

  it('sends unknown paths to the 404 page', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await signIn(page, ORDERER);
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL('**/session/404');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});
