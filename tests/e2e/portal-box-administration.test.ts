/**
 * Box administration in headless Chromium against the real API: the system administrator, in
 * English, creates a provider, a site of that provider with a contact (the phone checked by the
 * portal's rule first), a box of Boutiques France at that site, and adds a user to the box; each
 * step is checked through the API, and the box-user e-mail is in the outbox, in the user's
 * language. Screens go to test-results/ to be looked at.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { boxes, boxUsers } from '../../shared/administration/boxes';
import { providers } from '../../shared/administration/providers';
import { providerSiteContacts, providerSites } from '../../shared/administration/provider-sites';
import { mails, users, warehouses } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseOption, createLinkOf, settle, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let api: ApiClient;
const browsers: Browser[] = [];
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

beforeAll(async () => {
  server = await startServer();
  api = await clientFor(server.apiUrl, DEMO_USERS.systemAdmin);
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await server?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const browser = await launchBrowser({ width, height: 900 });
  browsers.push(browser);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const shoot = async (page: Page, name: string) => {
  mkdirSync('test-results', { recursive: true });
  await settle(page);
  await page.screenshot({ path: `test-results/box-administration-${name}.png`, fullPage: true });
};

/** Types in an autocomplete and picks the matching option. */
async function autocomplete(page: Page, label: string | RegExp, text: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: option }).click();
}

describe('portal: box administration', () => {
  it('lets an administrator create a provider, a site with a contact, and a box with a user who is told by e-mail', async () => {
    const stamp = Date.now().toString(36).toUpperCase().slice(-6);
    const page = await newPage();
    await signInToDashboard(page, server.url, DEMO_USERS.systemAdmin);

    // A provider.
    await page.getByRole('menuitem', { name: 'Providers' }).click();
    await page.waitForURL('**/admin/provider');
    await page.getByText('Stock & Box Services').waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/create-provider');
    await page.locator('input[name=providerCode]').fill(`E2E${stamp}`);
    await page.locator('input[name=providerName]').fill(`Boxes ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/provider');
    await page.getByRole('row', { name: new RegExp(`Boxes ${stamp}`) }).waitFor();
    const { items: found } = await api.request<{ items: { idProvider: string; providerName: string; enabled: boolean }[] }>({ path: providers.paths.list });
    const provider = found.find((p) => p.providerName === `Boxes ${stamp}`)!;
    expect(provider).toMatchObject({ enabled: true });

    // A site of that provider, then its screen, where contacts are added.
    await page.getByRole('menuitem', { name: 'Provider sites' }).click();
    await page.waitForURL('**/admin/provider-sites');
    await createLinkOf(page, 'providerSites').click();
    await page.waitForURL('**/admin/create-provider-site');
    await autocomplete(page, /^Provider/, `Boxes ${stamp}`, `Boxes ${stamp}`);
    await page.locator('input[name=siteName]').fill('Nantes Gare');
    await page.locator('input[name=address1]').fill('27 boulevard de Stalingrad');
    await page.locator('input[name=zipCode]').fill('44000');
    await page.locator('input[name=city]').fill('Nantes');
    await shoot(page, 'site-create-en-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/admin/edit-provider-site/${provider.idProvider}/${UUID}$`));
    const idProviderSite = new URL(page.url()).pathname.split('/').at(-1)!;
    const { providerSite } = await api.request<{ providerSite: { siteName: string; statusCode: string; countryISO2: string } }>({
      path: providerSites.paths.item,
      params: { idProvider: provider.idProvider, id: idProviderSite },
    });
    expect(providerSite).toMatchObject({ siteName: 'Nantes Gare', statusCode: 'ACTIVE', countryISO2: 'FR' });

    await page.getByText('No contacts yet.').waitFor();
    await page.getByRole('button', { name: 'Add a contact' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=firstname]').fill('Yann');
    await dialog.locator('input[name=lastname]').fill('Le Goff');
    await dialog.locator('input[name=title]').fill('Site manager');
    await dialog.locator('input[name=phone]').fill('02 40 00 00');
    await dialog.locator('input[name=email]').fill('yann.legoff@boxes.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter valid phone number').waitFor();
    await dialog.locator('input[name=phone]').fill('02 40 12 34 56');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Le Goff/ }).waitFor();
    await shoot(page, 'site-edit-en-1280');
    const { items: contacts } = await api.request<{ items: { lastname: string; phone: string; email: string }[] }>({
      path: providerSiteContacts.paths.list,
      params: { idProvider: provider.idProvider, idProviderSite },
    });
    expect(contacts).toEqual([expect.objectContaining({ lastname: 'Le Goff', phone: '02 40 12 34 56', email: 'yann.legoff@boxes.example' })]);

    // A box of Boutiques France at that site: its warehouse of type BOX comes with it.
    await page.getByRole('menuitem', { name: 'Boxes' }).click();
    await page.waitForURL('**/admin/box-administration');
    await page.getByText('Box Marseille 12').waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/create-box');
    await autocomplete(page, /^Account/, 'Boutiques', 'Boutiques France (MLS)');
    await page.locator('input[name=boxNumber]').fill(`N${stamp}`);
    await page.locator('input[name=boxName]').fill(`Box Nantes ${stamp}`);
    await chooseOption(page.getByRole('combobox', { name: /^Type/ }), 'Climate-controlled');
    await autocomplete(page, /^Provider site/, 'Nantes', `Boxes ${stamp} – Nantes Gare (Nantes)`);
    await shoot(page, 'box-create-en-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/admin/edit-box/${UUID}$`));
    const idBox = new URL(page.url()).pathname.split('/').at(-1)!;
    const { box } = await api.request<{ box: { boxName: string; boxTypeCode: string; accountCode: string; providerName: string; providerSiteName: string } }>({
      path: boxes.paths.item,
      params: { id: idBox },
    });
    expect(box).toMatchObject({
      boxName: `Box Nantes ${stamp}`,
      boxTypeCode: 'CLIMATE',
      accountCode: 'MLS',
      providerName: `Boxes ${stamp}`,
      providerSiteName: 'Nantes Gare',
    });
    const [warehouse] = await server.database.db.select().from(warehouses).where(eq(warehouses.idWarehouse, idBox));
    expect(warehouse).toMatchObject({ warehouseType: 'BOX', city: 'Nantes', address1: '27 boulevard de Stalingrad' });

    // A user of the box's account: Julie Bernard, who reads French.
    await page.getByText('Nobody works in this box yet.').waitFor();
    await autocomplete(page, 'User to add', 'Julie', /Julie Bernard/);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Julie Bernard now works in the box.').waitFor();
    await page.getByTestId('box-users').getByText('Julie Bernard').waitFor();
    await shoot(page, 'box-edit-en-1280');
    const [julie] = await server.database.db.select().from(users).where(eq(users.email, DEMO_USERS.multiAccount));
    const { items: working } = await api.request<{ items: { idUser: string; enabled: boolean }[] }>({ path: boxUsers.paths.list, params: { idBox } });
    expect(working).toEqual([expect.objectContaining({ idUser: julie.idUser, enabled: true })]);
    const [mail] = (await server.database.db.select().from(mails).where(eq(mails.templateId, 'box-user-added-fr'))).filter((m) =>
      m.payload.includes(`Box Nantes ${stamp}`),
    );
    const sent = JSON.parse(mail.payload) as { personalizations: { to: { email: string }[]; dynamic_template_data: { subject: string } }[] };
    expect(sent.personalizations[0].to[0].email).toBe(DEMO_USERS.multiAccount);
    expect(sent.personalizations[0].dynamic_template_data.subject).toBe(`Vous travaillez désormais dans le box Box Nantes ${stamp}`);
  });
});
