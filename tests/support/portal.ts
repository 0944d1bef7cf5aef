/** Steps on the portal's pages shared by end-to-end tests and screenshot scripts. */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/db/seed';

/** Fills and submits the built-in sign-in form already on screen. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
}

/** Waits until the page has stopped loading and animating, before a screenshot. */
export async function settle(page: Page, ms = 400) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(ms);
}
