/**
 * The batch runner every bulk command goes through: it pulls bounded pages from a source,
 * hands each to the command, counts an outcome per item, reports progress as it goes and one
 * summary at the end. Exports record "exported"; imports will add created/updated/skipped/failed.
 */
import type { Reporter } from './output';

export const OUTCOMES = ['exported', 'created', 'updated', 'skipped', 'failed'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface Page<T> {
  items: T[];
  /** How many items the whole run covers, as the source knows it now. */
  total: number;
}

export interface RunReport {
  counts: Record<Outcome, number>;
  /** Items handled, whatever their outcome. */
  done: number;
  total: number;
  seconds: number;
}

export interface RunOptions<T> {
  pages: AsyncIterable<Page<T>>;
  /** Handles one page; returns one outcome per item, or nothing when all got `outcome`. */
  handle(items: T[]): Promise<Outcome[] | void>;
  outcome: Outcome;
  /** Runs after the last page and before the summary (closing a file, say). */
  finish?(): Promise<void>;
  reporter: Reporter;
  progress(done: number, total: number): string;
  summary(report: RunReport): string;
  now?: () => number;
}

export async function runBatches<T>(options: RunOptions<T>): Promise<RunReport> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  let done = 0;
  let total = 0;
  for await (const page of options.pages) {
    total = Math.max(page.total, done + page.items.length);
    const outcomes = (await options.handle(page.items)) ?? page.items.map(() => options.outcome);
    for (const outcome of outcomes) counts[outcome]++;
    done += page.items.length;
    options.reporter.progress(options.progress(done, total));
  }
  await options.finish?.();
  const report: RunReport = { counts, done, total: Math.max(total, done), seconds: (now() - started) / 1000 };
  options.reporter.info(options.summary(report));
  return report;
}
