/**
 * Time from navigation to the first row of the clients list in headless Chromium, with the
 * session already open (full page load: HTML, scripts, session user, list call, render).
 * Median and best of 7 loads, after one warm-up load.
 */
import { DEMO_USERS } from '../server/db/seed';
import { submitSignIn } from '../tests/support/portal';
import { launchBrowser } from '../tests/support/browser';
import { startServer } from '../tests/support/server';
import { buildWeb } from '../tests/support/web-build';

const LOADS = 7;

await buildWeb();
const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.context.newPage();
  await page.goto(`${server.url}/login`);
  await submitSignIn(page, DEMO_USERS.systemAdmin);
  await page.waitForURL('**/dashboard');
  const timings: number[] = [];
  for (let i = 0; i <= LOADS; i++) {
    const started = performance.now();
    await page.goto(`${server.url}/admin/client/list`);
    await page.locator('table tbody tr').first().waitFor();
    if (i > 0) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  console.log(`navigation to first list row: median ${Math.round(timings[Math.floor(LOADS / 2)])} ms, best ${Math.round(timings[0])} ms over ${LOADS} loads`);
} finally {
  await browser.close();
  await server.close();
}
