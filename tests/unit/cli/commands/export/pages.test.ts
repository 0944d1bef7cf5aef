import type { DataProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { listPages } from '../../../../../cli/commands/export/pages';

function provider(rows: number, totals?: number[]): DataProvider & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    getList: async (resource: string, params: { pagination: { page: number; perPage: number } }) => {
      asked.push([resource, params.pagination]);
      const { page, perPage } = params.pagination;
      const start = (page - 1) * perPage;
      const data = Array.from({ length: Math.max(0, Math.min(perPage, rows - start)) }, (_, i) => ({ id: start + i }));
      return { data, total: totals?.[page - 1] ?? rows };
    },
  } as unknown as DataProvider & { asked: unknown[] };
}

const collect = async (source: AsyncIterable<{ items: unknown[]; total: number }>) => {
  const sizes: number[] = [];
  for await (const page of source) sizes.push(page.items.length);
  return sizes;
};

describe('export paging', () => {
  it('asks page after page and stops at the total', async () => {
    const p = provider(1200);
    expect(await collect(listPages(p, 'clients', {}, 500))).toEqual([500, 500, 200]);
    expect(p.asked).toEqual([1, 2, 3].map((page) => ['clients', { page, perPage: 500 }]));
  });

  it('does not ask for an empty page when the total is a multiple of the page size', async () => {
    const p = provider(1000);
    expect(await collect(listPages(p, 'clients', {}, 500))).toEqual([500, 500]);
    expect(p.asked).toHaveLength(2);
  });

  it('yields one empty page for an empty resource (the header is still written)', async () => {
    expect(await collect(listPages(provider(0), 'clients', {}, 500))).toEqual([0]);
  });

  it('stops on a short page even if the total grew meanwhile', async () => {
    const p = provider(700, [700, 900]);
    expect(await collect(listPages(p, 'clients', {}, 500))).toEqual([500, 200]);
  });
});
