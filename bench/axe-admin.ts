/**
 * Accessibility of the administration screens: axe-core (WCAG 2 A and AA rules) on each screen,
 * signed in as the system administrator, in English and French; prints the serious and critical
 * violations by rule with the number of elements: `npx tsx bench/axe-admin.ts`.
 */
import { DEMO_USERS } from '../server/db/seed';
import { settle, submitSignIn } from '../tests/support/portal';
import { launchBrowser } from '../tests/support/browser';
import { startServer } from '../tests/support/server';
import { buildWeb } from '../tests/support/web-build';
import { ADMIN_SCREENS, seriousViolations } from '../tests/support/axe';

async function main() {
  await buildWeb();
  const server = await startServer();
  const totals = new Map<string, number>();
  try {
    for (const locale of ['en', 'fr'] as const) {
      const browser = await launchBrowser({ width: 1366 });
      const page = await browser.context.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: locale === 'en' ? 'English' : 'French' }).click();
      await page.getByRole('button', { name: locale === 'en' ? 'Sign in' : 'Se connecter' }).waitFor();
      await submitSignIn(page, DEMO_USERS.systemAdmin);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
      for (const path of ADMIN_SCREENS) {
        await page.goto(`${server.url}${path}`);
        await settle(page, 600);
        const found = await seriousViolations(page);
        for (const v of found) totals.set(v.id, (totals.get(v.id) ?? 0) + v.nodes.length);
        console.log(`${locale} ${path}: ${found.map((v) => `${v.id}×${v.nodes.length} (${v.nodes[0].target.join(' ')})`).join(', ') || 'none'}`);
      }
      await browser.close();
    }
  } finally {
    await server.close();
  }
  console.log('serious or critical elements by rule:', Object.fromEntries(totals));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
