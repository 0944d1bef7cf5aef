/**
 * Headless Chromium for end-to-end tests: the system's Debian Chromium through playwright-core,
 * a fresh profile per launch, and no background traffic (updates, sync, QUIC).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(options: { width?: number; height?: number; locale?: string } = {}): Promise<Browser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'wareport-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: options.width ?? 1366, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
  });
  return {
    context,
    close: async () => {
      await context.close().catch(() => undefined);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
