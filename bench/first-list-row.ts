/**
 * The first screens in headless Chromium, median and best of 7 after one warm-up each:
 * - navigation to the first row of the clients list with the session already open (full page
 *   load: HTML, scripts, texts, session user, permissions, list call, render);
 * - sign-in to a usable first screen: from the sign-in button's click to the orderer's dashboard with its
 *   cards answered and its chart drawn (storage cleared before each, so each is a new sign-in; the
 *   browser's cache is warm, as for a returning visitor).
 * Prints the last sign-in's API calls with when each started and ended, and `uptime`'s load
 * beside the figures: the machine is shared.
 */
import { execSync } from 'node:child_process';
import type { Page, Request } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed';
import { submitSignIn } from '../tests/support/portal';
import { firstScreenDrawn, newVisitorSignInForm, withPortalPage } from './support/first-screen';

const LOADS = 7;

async function timed(runs: number, once: () => Promise<number>) {
  const timings: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const ms = await once();
    if (i > 0) timings.push(ms);
  }
  timings.sort((a, b) => a - b);
  return `median ${Math.round(timings[Math.floor(runs / 2)])} ms, best ${Math.round(timings[0])} ms over ${runs}`;
}

/** The API calls of the last sign-in: when each started and ended, from the sign-in button. */
let waterfall: string[] = [];

async function signInToFirstScreen(page: Page, url: string) {
  await newVisitorSignInForm(page, url);
  // The clock starts at the click: filling the form (two of the bench's round trips to the
  // browser, 100-300 ms on a busy machine) is the user typing, not the user waiting.
  await page.locator('input[name=email]').fill(DEMO_USERS.orderer);
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  const started = performance.now();
  const calls = new Map<Request, { path: string; from: number; to?: number }>();
  const onRequest = (request: Request) => {
    if (request.url().includes('/api/')) calls.set(request, { path: new URL(request.url()).pathname.replace(/^\/api/, ''), from: performance.now() - started });
  };
  const onFinished = (request: Request) => {
    const call = calls.get(request);
    if (call) call.to = performance.now() - started;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  await page.locator('button[type=submit]').click();
  await firstScreenDrawn(page);
  const elapsed = performance.now() - started;
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  waterfall = [...calls.values()].map((c) => `  ${String(Math.round(c.from)).padStart(5)} -> ${String(Math.round(c.to ?? NaN)).padStart(5)} ms  ${c.path}`);
  return elapsed;
}

await withPortalPage(async (page, url) => {
  console.log(`load: ${execSync('uptime').toString().trim()}`);
  console.log(`sign-in to first screen (orderer's dashboard, cards answered, chart drawn): ${await timed(LOADS, () => signInToFirstScreen(page, url))}`);
  console.log(`its API calls (the last sign-in; those that overlap ran together):\n${waterfall.join('\n')}`);

  await newVisitorSignInForm(page, url);
  await submitSignIn(page, DEMO_USERS.systemAdmin);
  await page.waitForURL('**/dashboard');
  const firstRow = async () => {
    const started = performance.now();
    await page.goto(`${url}/admin/client/list`);
    await page.locator('table tbody tr').first().waitFor();
    return performance.now() - started;
  };
  console.log(`navigation to first list row (clients, signed in): ${await timed(LOADS, firstRow)}`);
  console.log(`load: ${execSync('uptime').toString().trim()}`);
});
