/**
 * Headless Chromium for end-to-end tests through playwright-core, with no background traffic
 * (updates, sync, QUIC). Inside the test run, each worker drives one browser that the global
 * setup started (see browser-servers.ts) and each launch is a fresh context of it: its own
 * cookies and storage, as a fresh profile would have. Outside it (scripts), each launch starts a
 * browser of its own.
 */
import { chromium, type Browser as PlaywrightBrowser, type BrowserContext } from 'playwright-core';
import { findChromium } from './chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const BROWSER_ENDPOINTS_ENV = 'WAREPORT_TEST_BROWSER_ENDPOINTS';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Starts a headless Chromium process. */
export function startChromium(): Promise<PlaywrightBrowser> {
  const binary = findChromium();
  return chromium.launch({ executablePath: binary.executablePath, headless: true, args: CHROMIUM_ARGS, env: { ...process.env, ...binary.env } });
}

/**
 * The browser the global setup started for this worker. The connection lives while a context of
 * it is open, so nothing is left open when a test file ends.
 */
let shared: Promise<PlaywrightBrowser> | undefined;
let openContexts = 0;
function workerBrowser(): Promise<PlaywrightBrowser> | undefined {
  const endpoints = process.env[BROWSER_ENDPOINTS_ENV]?.split(',');
  if (!endpoints?.length) return undefined;
  // Vitest numbers its workers from 1; each one takes its own browser.
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  shared ??= chromium.connect(endpoints[worker % endpoints.length]);
  return shared;
}

async function releaseWorkerBrowser(browser: PlaywrightBrowser) {
  if (--openContexts > 0) return;
  shared = undefined;
  await browser.close().catch(() => undefined);
}

export async function launchBrowser(options: { width?: number; height?: number; locale?: string } = {}): Promise<Browser> {
  const fromWorker = workerBrowser();
  const browser = await (fromWorker ?? startChromium());
  if (fromWorker) openContexts++;
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
  });
  return {
    context,
    close: async () => {
      await context.close().catch(() => undefined);
      if (fromWorker) await releaseWorkerBrowser(browser);
      else await browser.close().catch(() => undefined);
    },
  };
}
