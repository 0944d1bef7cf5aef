/**
 * Where the time of a sign-in goes, in the browser's own clock: from the sign-in button's click
 * to the orderer's dashboard drawn, the code chunks and API calls (start and end) and when each
 * part of the screen first appeared or went (frame, loading indicators, skeletons, cards,
 * chart). One warm-up, then `RUNS` sign-ins (default 3); prints each timeline (QUIET=1: only
 * the figures), then the median from the click to the chart drawn with no card loading, in the
 * page's clock. WEB_DIST=<folder> serves another build (e.g. one of main's, to compare).
 */
import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../server/db/seed';
import { submitSignIn } from '../tests/support/portal';
import { firstScreenDrawn, newVisitorSignInForm, withPortalPage } from './support/first-screen';

const RUNS = Number(process.env.RUNS ?? 3);

/** What the page watches for: a name and the selector whose first appearance (or disappearance) is noted. */
const WATCHED: Record<string, string> = {
  'react-admin loading page': '.RaLoading-root',
  'sign-in form': 'input[name=password]',
  frame: '.RaLayout-root, [class*="RaLayout-appFrame"]',
  header: 'header',
  'dashboard title': 'h1',
  'linear progress': '.MuiLinearProgress-root',
  'circular progress': '.MuiCircularProgress-root',
  skeleton: '.MuiSkeleton-root',
  'chart figure': '[data-testid="orders-over-time"]',
  'chart svg': '[data-testid="orders-over-time"] svg',
  'chart bar': '[data-testid="orders-over-time"] .MuiBarElement-root, [data-testid="orders-over-time"] path',
};

async function once(page: Page, url: string) {
  await newVisitorSignInForm(page, url);
  // A string, not a function: the bundler that runs this file would wrap named functions in helpers the page lacks.
  await page.evaluate(`(() => {
    const watched = ${JSON.stringify(WATCHED)};
    window.__marks = [];
    window.__shape = ${process.env.SHAPE ? 1 : 0};
    const seen = new Map();
    const check = () => {
      const at = performance.now();
      for (const [name, selector] of Object.entries(watched)) {
        const present = !!document.querySelector(selector);
        if (present !== (seen.get(name) ?? false)) {
          seen.set(name, present);
          window.__marks.push({ name: name + (present ? ' shown' : ' gone'), at });
        }
      }
    };
    let shape = '';
    const describe = (el, depth) => el ? el.tagName.toLowerCase() + '.' + String(el.className && el.className.baseVal === undefined ? el.className : '').split(' ').filter((c) => c.startsWith('Ra') || c.startsWith('Mui')).slice(0, 2).join('.') + (depth > 0 ? '[' + [...el.children].slice(0, 4).map((c) => describe(c, depth - 1)).join(' ') + ']' : '') : '';
    const checkShape = () => {
      const now = describe(document.getElementById('root'), 3);
      if (now !== shape) { shape = now; window.__marks.push({ name: 'dom ' + now.slice(0, 300), at: performance.now() }); }
    };
    new MutationObserver(() => { check(); if (window.__shape) checkShape(); }).observe(document, { subtree: true, childList: true, attributes: true });
    document.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true });
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(1000);
  })()`);
  const started = performance.now();
  await submitSignIn(page, DEMO_USERS.orderer);
  await firstScreenDrawn(page);
  const elapsed = performance.now() - started;
  await page.waitForTimeout(300);
  // In the page's clock: the chart drawn, and the last skeleton or progress bar gone.
  const drawn = (await page.evaluate(`(() => {
    const marks = window.__marks.filter((m) => m.at >= window.__clickAt);
    const last = (name) => Math.max(0, ...marks.filter((m) => m.name === name).map((m) => m.at));
    return Math.max(last('chart svg shown'), last('skeleton gone'), last('linear progress gone')) - window.__clickAt;
  })()`)) as number;
  const report = (await page.evaluate(`(() => {
    const t0 = window.__clickAt;
    const resources = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= t0 - 5)
      .map((e) => ({ at: e.startTime - t0, end: e.responseEnd - t0, name: new URL(e.name).pathname }));
    return { marks: window.__marks.map((m) => ({ ...m, at: m.at - t0 })), resources };
  })()`)) as { marks: { name: string; at: number }[]; resources: { at: number; end: number; name: string }[] };
  const lines = [
    ...report.resources.map((r) => ({ at: r.at, text: `${String(Math.round(r.at)).padStart(5)} -> ${String(Math.round(r.end)).padStart(5)}  ${r.name}` })),
    ...report.marks.map((m) => ({ at: m.at, text: `${String(Math.round(m.at)).padStart(5)}           * ${m.name}` })),
  ].sort((a, b) => a.at - b.at);
  return { elapsed, drawn, lines };
}

await withPortalPage(async (page, url) => {
  await once(page, url);
  const drawn: number[] = [];
  const elapsed: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await once(page, url);
    drawn.push(run.drawn);
    elapsed.push(run.elapsed);
    if (process.env.QUIET) continue;
    console.log(
      `\nsign-in ${i + 1}: ${Math.round(run.drawn)} ms from the click (${Math.round(run.elapsed)} ms in the bench's clock, filling the form included)`,
    );
    console.log(run.lines.map((l) => `  ${l.text}`).join('\n'));
  }
  const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
  console.log(
    `click to first screen drawn: median ${median(drawn)} ms, best ${Math.round(Math.min(...drawn))} ms over ${RUNS} (bench clock: median ${median(elapsed)} ms)`,
  );
});
