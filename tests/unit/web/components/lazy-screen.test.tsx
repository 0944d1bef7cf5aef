import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../../../../web/components/lazy-screen';
import { OrdersOverTimeChart } from '../../../../web/ordering/dashboard/charts';

const inSuspense = (node: ReactNode) => renderToString(<Suspense fallback="skeleton">{node}</Suspense>);

describe('a screen (or chart) loaded on demand', () => {
  it('renders at once, with its props, once loaded ahead: no fallback that React would hold for 300 ms', async () => {
    const Chart = lazyScreen(async () => ({ default: ({ count }: { count: number }) => <p>{`${count} orders`}</p> }));
    expect(inSuspense(<Chart count={3} />)).toContain('skeleton');
    await Chart.preload();
    expect(inSuspense(<Chart count={3} />)).toContain('3 orders');
  });

  it("is how the dashboard's chart loads, so that the chart draws with the numbers", () => {
    expect(typeof OrdersOverTimeChart.preload).toBe('function');
  });
});
