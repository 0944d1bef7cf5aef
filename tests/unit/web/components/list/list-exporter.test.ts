import { describe, expect, it } from 'vitest';
import { products } from '../../../../../shared/administration/products';
import { listExportCsv } from '../../../../../web/components/list/use-list-exporter';
import { en, fr, lookup } from '../../../shared/rules/locale-helpers';

const named = (tree: typeof en) => (key: string) => {
  const text = lookup(tree, key);
  return typeof text === 'string' ? text : undefined;
};
const product = { idProduct: 'p1', type: 'BUNDLE', enabled: true, sku: '=1+cmd|x', productName: '@Lampe', priceSell: 38.5, displayPosition: 2 };

describe("the product list's csv export", () => {
  it('is the csv French Excel opens for a French user: BOM, semicolons, decimal commas, French names, no formula', async () => {
    const bytes = (await listExportCsv(products, [product], 'fr', named(fr))) as Uint8Array;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = new TextDecoder().decode(bytes.subarray(3)).split('\r\n');
    expect(header.split(';').slice(0, 5)).toEqual(['ID produit', 'Type', 'Actif', 'SKU', 'Nom du produit']);
    expect(row.split(';').slice(0, 5)).toEqual(['p1', 'Lot', 'VRAI', "'=1+cmd|x", "'@Lampe"]);
    expect(row).toContain(';38,5;');
  });

  it('keeps commas and dots in English', async () => {
    const text = new TextDecoder().decode((await listExportCsv(products, [product], 'en', named(en))) as Uint8Array);
    expect(text.split('\r\n')[1]).toMatch(/^p1,Bundle,true,'=1\+cmd\|x,'@Lampe,.*,38\.5,/);
  });
});
