/** One headless Chromium per test worker, started by the end-to-end global setup; tests connect to theirs. */
import { chromium } from 'playwright-core';
import { BROWSER_ENDPOINTS_ENV, CHROMIUM_ARGS } from './browser';
import { findChromium } from './chromium';

export async function startBrowserServers(count: number): Promise<() => Promise<void>> {
  const binary = findChromium();
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      chromium.launchServer({ executablePath: binary.executablePath, headless: true, args: CHROMIUM_ARGS, env: { ...process.env, ...binary.env } }),
    ),
  );
  process.env[BROWSER_ENDPOINTS_ENV] = servers.map((server) => server.wsEndpoint()).join(',');
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
