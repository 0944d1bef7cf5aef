/**
 * The built portal and Swagger UI under their content security policies in headless Chromium:
 * signing in and opening a list and a form (MUI's run-time styles, vite's modules) and the API
 * documentation page raise no policy violation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from '../support/browser';
import { submitSignIn } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Console messages and page errors that report a blocked resource or inline code. */
function violationsOf(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  return violations;
}

describe('content security policy in the browser', () => {
  it('the portal signs in and shows its screens with no violation', async () => {
    const page = await browser.context.newPage();
    page.setDefaultTimeout(20_000);
    const violations = violationsOf(page);
    const response = await page.goto(`${server.url}/`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await submitSignIn(page, 'admin@wareport.example');
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${server.url}/admin/client/list`);
    await page.getByText('Maison Lumière').click();
    await page.locator('input[name=clientName]').waitFor();
    expect(violations).toEqual([]);
  });

  it('Swagger UI shows the API with no violation', async () => {
    const page = await browser.context.newPage();
    const violations = violationsOf(page);
    await page.goto(`${server.apiUrl}/docs`);
    await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
    expect(violations).toEqual([]);
  });
});
