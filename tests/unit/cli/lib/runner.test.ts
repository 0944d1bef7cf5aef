import { describe, expect, it } from 'vitest';
import type { Reporter } from '../../../../cli/lib/output';
import { runBatches, type Page } from '../../../../cli/lib/runner';

function recorder(): Reporter & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    data: (l) => lines.push(`data:${l}`),
    info: (l) => lines.push(`info:${l}`),
    warn: (l) => lines.push(`warn:${l}`),
    progress: (l) => lines.push(`progress:${l}`),
  };
}

async function* pages(...sizes: number[]): AsyncGenerator<Page<number>> {
  const total = sizes.reduce((a, b) => a + b, 0);
  for (const size of sizes) yield { items: Array.from({ length: size }, (_, i) => i), total };
}

describe('batch runner', () => {
  it('counts an outcome per item, reports progress per page and one summary after finish', async () => {
    const reporter = recorder();
    const handled: number[] = [];
    let clock = 0;
    const report = await runBatches({
      pages: pages(500, 500, 234),
      handle: async (items) => void handled.push(items.length),
      outcome: 'exported',
      finish: async () => void reporter.lines.push('finished'),
      reporter,
      progress: (done, total) => `exported ${done}/${total}`,
      summary: (r) => `${r.counts.exported} exported in ${r.seconds} s`,
      now: () => (clock += 1000),
    });
    expect(handled).toEqual([500, 500, 234]);
    expect(report).toMatchObject({ done: 1234, total: 1234, seconds: 1, counts: { exported: 1234, failed: 0 } });
    expect(reporter.lines).toEqual([
      'progress:exported 500/1234',
      'progress:exported 1000/1234',
      'progress:exported 1234/1234',
      'finished',
      'info:1234 exported in 1 s',
    ]);
  });

  it('records per-item outcomes when the handler returns them, and stops on a failure', async () => {
    const reporter = recorder();
    const report = await runBatches({
      pages: pages(3),
      handle: async () => ['created', 'updated', 'failed'],
      outcome: 'created',
      reporter,
      progress: () => '',
      summary: () => 'done',
    });
    expect(report.counts).toMatchObject({ created: 1, updated: 1, failed: 1 });
    const failing = runBatches({
      pages: pages(1, 1),
      handle: async () => Promise.reject(new Error('disk full')),
      outcome: 'exported',
      reporter,
      progress: () => '',
      summary: () => '',
    });
    await expect(failing).rejects.toThrow('disk full');
  });
});
