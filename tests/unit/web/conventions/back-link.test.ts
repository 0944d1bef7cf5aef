/**
 * One way back (README, "Screen conventions"): a record's page (the customer order, and the view
 * of every operations document: supplier, work, inbound and outbound orders, stock regulations)
 * goes back to its list through the shared BackLink, at the top of the page before its title
 * content, and through nothing else: no button of its own at the bottom, no second link.
 */
import { describe, expect, it } from 'vitest';
import { WEB_SOURCES, type Source } from './web-sources';

/** A back of its own: the arrow icon, or a back label translated into a button or link by hand. */
const OWN_BACK = /ArrowBack|translate\(\s*['"][\w.]*\.back\w*['"]/;

/**
 * Where a page puts its way back: at the `top` (a BackLink right after the page's Title, or a
 * DocumentCard given its `back`, which it draws there), `elsewhere` (a back of its own, or a
 * BackLink below the title content), or `missing`.
 */
export function backPlacement(text: string): 'top' | 'elsewhere' | 'missing' {
  if (OWN_BACK.test(text)) return 'elsewhere';
  const card = text.match(/<DocumentCard\b[\s\S]*?>/);
  if (card) return /\bback=\{/.test(card[0]) ? 'top' : 'missing';
  if (/<Title\b[^>]*\/>\s*<BackLink\b/.test(text)) return 'top';
  return /<BackLink\b/.test(text) ? 'elsewhere' : 'missing';
}

/** The operations resources' record screens (their `show` or `edit` screen named ...View), and the customer order page. */
const viewPages = (): Source[] => {
  const registered = WEB_SOURCES.filter((s) => /^web\/operations\/[\w-]+\/index\.ts$/.test(s.path)).flatMap((index) =>
    [...index.text.matchAll(/(?:show|edit):\s*lazyScreen\(\(\) => import\('\.\/(\w+View)'\)\)/g)].map((match) =>
      index.path.replace('index.ts', `${match[1]}.tsx`),
    ),
  );
  const paths = [...registered, 'web/ordering/orders/OrderDetailPage.tsx'];
  return paths.map((path) => WEB_SOURCES.find((s) => s.path === path)!);
};

describe('one way back', () => {
  it('tells a back at the top from one at the bottom, one of its own, or none', () => {
    expect(backPlacement(`<Box><Title title={t} /><BackLink to="/orders/list" label="pages.orders.backToList" /><Stack>…</Stack></Box>`)).toBe('top');
    expect(
      backPlacement(`<DocumentCard\n  title={order.orderReference}\n  back={{ to: '/orders/inbound/list', label: 'resources.inboundOrders.back' }}\n>`),
    ).toBe('top');
    // The box order views as they were: the card, then a button back below the lines.
    expect(
      backPlacement(
        `<DocumentCard title={order.orderReference} status={chip}>\n<LinesTable />\n<Button component={Link} to="/orders/inbound/list">\n{translate('resources.inboundOrders.back')}\n</Button>`,
      ),
    ).toBe('elsewhere');
    expect(backPlacement(`<Title title={t} /><Typography>{title}</Typography><BackLink to="/x" label="pages.orders.backToList" />`)).toBe('elsewhere');
    expect(backPlacement(`<Link to={backTo}><ArrowBackIcon />{label}</Link>`)).toBe('elsewhere');
    expect(backPlacement(`<DocumentCard title={t} status={chip}>`)).toBe('missing');
    expect(backPlacement(`<Box><Title title={t} /><Card /></Box>`)).toBe('missing');
  });

  it('puts the one BackLink at the top of every record page of orders and operations documents', () => {
    const pages = viewPages();
    expect(pages.map((p) => p.path).sort()).toEqual(
      expect.arrayContaining([
        'web/operations/inbound-orders/InboundOrderView.tsx',
        'web/operations/outbound-orders/OutboundOrderView.tsx',
        'web/operations/supplier-orders/SupplierOrderView.tsx',
        'web/operations/work-orders/WorkOrderView.tsx',
        'web/ordering/orders/OrderDetailPage.tsx',
      ]),
    );
    expect(pages.filter((p) => backPlacement(p.text) !== 'top').map((p) => `${p.path}: ${backPlacement(p.text)}`)).toEqual([]);
  });

  it('draws the document views’ back first, before the card with the title, and asks every view for it', () => {
    const view = WEB_SOURCES.find((s) => s.path === 'web/operations/common/DocumentView.tsx')!;
    expect(view.text).toMatch(/<Title title=\{title\} \/>\s*<BackLink to=\{back\.to\} label=\{back\.label\} \/>\s*<Card>/);
    expect(view.text).toMatch(/\n\s+back: \{ to: string; label: WebKey \};/);
    // Every screen drawing a document card gives its back.
    const cards = WEB_SOURCES.filter((s) => /<DocumentCard\b/.test(s.text) && !s.path.endsWith('DocumentView.tsx'));
    expect(cards.filter((s) => backPlacement(s.text) !== 'top').map((s) => s.path)).toEqual([]);
  });
});
