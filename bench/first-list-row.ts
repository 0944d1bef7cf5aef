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
import { launchBrowser } from '../tests/support/browser';
import { startServer } from '../tests/support/server';
import { buildWeb } from '../tests/support/web-build';

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

// The buyer's home: its orders over time drawn, and no card still loading.
const CHARTS = ['orders-over-time'];

/** The API calls of the last sign-in: when each started and ended, from the sign-in button. */
let waterfall: string[] = [];

async function signInToFirstScreen(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('input[name=email]').waitFor();
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
  await page.waitForURL('**/dashboard');
  for (const chart of CHARTS) await page.locator(`[data-testid="${chart}"] svg`).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiLinearProgress-root'));
  const elapsed = performance.now() - started;
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  waterfall = [...calls.values()].map((c) => `  ${String(Math.round(c.from)).padStart(5)} -> ${String(Math.round(c.to ?? NaN)).padStart(5)} ms  ${c.path}`);
  return elapsed;
}

if (!process.argv.includes('--no-build')) await buildWeb();
// WEB_DIST=<folder> serves another build (e.g. one of main's, to compare back to back).
const server = await startServer({ env: process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {} });
const browser = await launchBrowser();
try {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  console.log(`load: ${execSync('uptime').toString().trim()}`);
  console.log(`sign-in to first screen (orderer's dashboard, cards answered, chart drawn): ${await timed(LOADS, () => signInToFirstScreen(page, server.url))}`);
  console.log(`its API calls (the last sign-in; those that overlap ran together):\n${waterfall.join('\n')}`);

  await page.goto(`${server.url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await submitSignIn(page, DEMO_USERS.systemAdmin);
  await page.waitForURL('**/dashboard');
  const firstRow = async () => {
    const started = performance.now();
    await page.goto(`${server.url}/admin/client/list`);
    await page.locator('table tbody tr').first().waitFor();
    return performance.now() - started;
  };
  console.log(`navigation to first list row (clients, signed in): ${await timed(LOADS, firstRow)}`);
  console.log(`load: ${execSync('uptime').toString().trim()}`);
} finally {
  await browser.close();
  await server.close();
}
