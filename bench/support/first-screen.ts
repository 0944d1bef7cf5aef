/**
 * What the first-screen benchmarks share: the portal built (unless `--no-build`) and served on
 * the demo data (WEB_DIST=<folder> serves another build, e.g. one of main's, to compare back to
 * back), one headless page, a new visitor's sign-in form, and the orderer's first screen drawn.
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';
import { startServer } from '../../tests/support/server';
import { buildWeb } from '../../tests/support/web-build';

/** Runs `work` with a page of a fresh browser and the served portal's address; closes both after. */
export async function withPortalPage(work: (page: Page, url: string) => Promise<void>) {
  if (!process.argv.includes('--no-build')) await buildWeb();
  const server = await startServer({ env: process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {} });
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    page.setDefaultTimeout(30_000);
    await work(page, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The sign-in form as a new visitor sees it: the storage cleared (no session, no choice kept), the form ready. */
export async function newVisitorSignInForm(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('input[name=email]').waitFor();
}

/** The orderer's first screen usable: the dashboard with its orders over time drawn and no card still loading. */
export async function firstScreenDrawn(page: Page) {
  await page.waitForURL('**/dashboard');
  await page.locator('[data-testid="orders-over-time"] svg').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiLinearProgress-root'));
}
