import { describe, expect, it } from 'vitest';
import { STOCK_REPORT_SHEETS, stockReportTable } from '../../../../shared/reports/stock-export';
import type { StockDetail, StockLevel } from '../../../../shared/reports/stock-report';

const level: StockLevel = {
  idProduct: '6f1c0f59-0d55-4a55-9a4f-3b8e8f6a9d10',
  sku: 'ML-LT-OPA',
  skuClient: null,
  productName: 'Lampe de table Opaline',
  type: 'SIMPLE',
  physicalQuantity: 12,
  reservedQuantity: 2,
  availableQuantity: 10,
};
const detail: StockDetail = { ...level, openingQuantity: 9, receivedQuantity: 5, shippedQuantity: 2, moveCount: 3, lastMovedAt: null };
const option = (attribute: string, value: string) => `${attribute}: ${value}`;

describe('the stock reports as sheets (the export button and wareport report)', () => {
  it('names each sheet as the command always has', () => {
    expect([STOCK_REPORT_SHEETS.levels.name, STOCK_REPORT_SHEETS.details.name, STOCK_REPORT_SHEETS.variants.name]).toEqual([
      'stock',
      'stock-details',
      'product-variants',
    ]);
  });

  it("writes a report's lines with its own columns", () => {
    expect(stockReportTable('levels', [level], option)).toEqual({
      headers: [
        'reports.stock.columns.sku',
        'reports.stock.columns.skuClient',
        'reports.stock.columns.productName',
        'reports.stock.columns.physicalQuantity',
        'reports.stock.columns.reservedQuantity',
        'reports.stock.columns.availableQuantity',
      ],
      rows: [['ML-LT-OPA', null, 'Lampe de table Opaline', 12, 2, 10]],
    });
    const details = stockReportTable('details', [detail], option);
    expect(details.headers.slice(3, 6)).toEqual([
      'reports.stock.columns.openingQuantity',
      'reports.stock.columns.receivedQuantity',
      'reports.stock.columns.shippedQuantity',
    ]);
    expect(details.rows).toEqual([['ML-LT-OPA', null, 'Lampe de table Opaline', 9, 5, 2, 12, 2, 10, 3]]);
  });
});
