import { describe, expect, it } from 'vitest';
import { variantLevelHeaderKeys, variantLevelRow } from '../../../../shared/reports/stock-export';
import type { VariantLevel } from '../../../../shared/reports/stock-report';

describe('product variants report: the exported line', () => {
  it('writes the configurable product, the variant, its options in the given words, then the figures', () => {
    const line: VariantLevel = {
      idProduct: '6f1c0f59-0d55-4a55-9a4f-3b8e8f6a9d10',
      idParent: '0b5d7f6c-2b7e-4f43-9d52-6a7c1f8e2a31',
      parentSku: 'ML-LT-OPA',
      parentName: 'Lampe de table Opaline',
      sku: 'ML-LT-OPA-BL',
      skuClient: null,
      productName: 'Lampe de table Opaline – Blanc',
      type: 'SIMPLE',
      options: [
        { attributeName: 'Couleur', optionName: 'Blanc' },
        { attributeName: 'Taille', optionName: 'M' },
      ],
      physicalQuantity: 12,
      reservedQuantity: 2,
      availableQuantity: 10,
    };
    expect(variantLevelHeaderKeys()).toEqual([
      'reports.stock.columns.parentSku',
      'reports.stock.columns.parentName',
      'reports.stock.columns.sku',
      'reports.stock.columns.skuClient',
      'reports.stock.columns.productName',
      'reports.stock.columns.options',
      'reports.stock.columns.physicalQuantity',
      'reports.stock.columns.reservedQuantity',
      'reports.stock.columns.availableQuantity',
    ]);
    expect(variantLevelRow(line, (a, o) => `${a}\u00a0: ${o}`)).toEqual([
      'ML-LT-OPA',
      'Lampe de table Opaline',
      'ML-LT-OPA-BL',
      null,
      'Lampe de table Opaline – Blanc',
      'Couleur\u00a0: Blanc, Taille\u00a0: M',
      12,
      2,
      10,
    ]);
  });
});
