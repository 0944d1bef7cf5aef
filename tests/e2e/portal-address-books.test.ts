/**
 * Address books in headless Chromium against the real API: an administrator working in
 * Boutiques France opens the demo book, adds an address through the dialog and finds it in the
 * book's list (and in the database, under the book's account), after trying the address search
 * (the account's saved addresses fill the fields, transliterated); on a phone, in French, opens it
 * by keyboard and deletes it after confirmation. Screens in English at 1366 px and French at
 * 767 px go to test-results/ to be looked at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addressBookAddresses } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseBoutiquesFrance, settle, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await server?.close();
});

async function newPage(width: number): Promise<Page> {
  const browser = await launchBrowser({ width, height: 900 });
  browsers.push(browser);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const shoot = async (page: Page, name: string) => {
  mkdirSync('test-results', { recursive: true });
  await settle(page);
  await page.screenshot({ path: `test-results/address-books-${name}.png`, fullPage: true });
};

describe('portal: address books', () => {
  it("lets an administrator add an address to an account's book", async () => {
    const page = await newPage(1366);
    await signInToDashboard(page, server.url, DEMO_USERS.systemAdmin);
    await chooseBoutiquesFrance(page);
    await page.goto(`${server.url}/admin/address-book/list`);
    await page.getByRole('row', { name: /Points de vente/ }).click();
    await page.getByRole('heading', { name: 'Addresses' }).waitFor();
    await page.getByText('Boutique Marais').waitFor();
    await shoot(page, 'edit-en-1366');

    await page.getByRole('button', { name: 'New address' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=addressName]').fill('Boutique Vieux-Lille');
    await dialog.locator('input[name=reference]').fill('PV-LILLE-01');
    // The address search proposes the account's saved addresses (no address service here) and fills the fields, transliterated.
    await dialog.getByText('no address search service is configured').waitFor();
    await dialog.getByRole('combobox', { name: 'Find an address' }).fill('69002');
    await page.getByRole('option', { name: /Herriot/ }).click();
    await expect.poll(() => dialog.locator('input[name=address1]').inputValue()).toBe('5 rue Edouard Herriot');
    expect([await dialog.locator('input[name=zipCode]').inputValue(), await dialog.locator('input[name=city]').inputValue()]).toEqual(['69002', 'Lyon']);
    // The fields still take an address typed by hand.
    await dialog.locator('input[name=address1]').fill('9 rue de la Monnaie');
    await dialog.locator('input[name=zipCode]').fill('59800');
    await dialog.locator('input[name=city]').fill('Lille');
    await shoot(page, 'dialog-en-1366');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Boutique Vieux-Lille').waitFor();
    const [saved] = await server.database.db.select().from(addressBookAddresses).where(eq(addressBookAddresses.reference, 'PV-LILLE-01'));
    expect(saved).toMatchObject({ city: 'Lille', countryISO2: 'FR' });
    expect(saved.idClientAccount).not.toBeNull();

    // The same screen in French on a narrow screen, to be looked at.
    const narrow = await newPage(767);
    await signInToDashboard(narrow, server.url, DEMO_USERS.systemAdmin);
    await chooseBoutiquesFrance(narrow);
    await narrow.goto(page.url());
    await narrow.getByRole('button', { name: 'French' }).click();
    await narrow.getByRole('heading', { name: 'Adresses', exact: true }).waitFor();
    await narrow.getByText('Boutique Vieux-Lille').waitFor();
    await shoot(narrow, 'edit-fr-767');

    // A phone's list has no room for buttons: the address opens by keyboard, and its dialog deletes it after the same confirmation.
    await narrow.getByRole('button', { name: /Boutique Vieux-Lille/ }).focus();
    await narrow.keyboard.press('Enter');
    const narrowDialog = narrow.locator('[role=dialog][aria-labelledby=addressBookAddresses-dialog-title]');
    await narrowDialog.locator('input[name=addressName]').waitFor();
    await narrowDialog.getByText('aucun service de recherche d’adresse n’est configuré').waitFor();
    await narrowDialog.getByRole('button', { name: 'Supprimer' }).click();
    await narrow.getByTestId('confirm-dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => narrow.getByRole('dialog').count()).toBe(0);
    await narrow.getByText('Boutique Marais').waitFor();
    expect(await narrow.getByText('Boutique Vieux-Lille').count()).toBe(0);
    expect(await server.database.db.select().from(addressBookAddresses).where(eq(addressBookAddresses.reference, 'PV-LILLE-01'))).toEqual([]);
  });
});
