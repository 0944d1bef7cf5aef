/** axe-core in a page of the portal, and the administration screens it is run on. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

export const ADMIN_SCREENS = [
  '/dashboard',
  '/admin/client/list',
  '/admin/client/create',
  '/admin/account/list',
  '/admin/account/create',
  '/admin/role/list',
  '/admin/role/create',
  '/admin/user/list',
  '/admin/user/create',
  '/admin/groups/list',
  '/admin/shipping-method/list',
  '/admin/catalog/list',
  '/admin/box-administration',
  '/admin/create-box',
  '/admin/provider-sites',
  '/admin/create-provider-site',
  '/admin/provider',
  '/admin/create-provider',
  '/user/address/list',
  '/user/profile',
];

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; any?: { data?: unknown }[] }[];
}

/**
 * The serious and critical violations that last: a contrast measured while a field's label is
 * still moving (a busy machine can stretch MUI's 200 ms transition past any quiet period) is
 * measured again a second later, and only what is still there counts.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const first = await measureSerious(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(1000);
  return measureSerious(page);
}

async function measureSerious(page: Page): Promise<Violation[]> {
  // Colours are measured once no CSS transition runs: a field enabled a moment ago (its
  // permission check answered after the page loaded) fades from its disabled greys for 200 ms,
  // and a contrast read mid-fade is no contrast anyone reads.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
  // Through the DevTools protocol: the portal's CSP lets no inline script run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // WCAG 2.5.3 (label in name) is an experimental rule axe leaves out unless asked.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    }),
  );
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
