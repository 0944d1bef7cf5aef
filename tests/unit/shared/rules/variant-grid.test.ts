import { describe, expect, it } from 'vitest';
import { variantGrid } from '../../../../shared/rules/variant-grid';

const variant = (id: string, options: Record<string, string>) => ({
  idProduct: id,
  options: Object.entries(options).map(([attributeName, optionName]) => ({
    attributeName,
    optionName,
    attributePosition: attributeName === 'Colour' ? 0 : 1,
    optionPosition: ['S', 'M', 'L', 'XL', 'Black', 'Moss'].indexOf(optionName),
  })),
});

describe('a configurable product’s variant grid', () => {
  it('puts the attribute with the most options across, the others down, in their display order, each cell its variant', () => {
    const grid = variantGrid([
      variant('moss-l', { Colour: 'Moss', Size: 'L' }),
      variant('black-m', { Colour: 'Black', Size: 'M' }),
      variant('black-s', { Colour: 'Black', Size: 'S' }),
      variant('moss-m', { Colour: 'Moss', Size: 'M' }),
    ]);
    expect(grid.columnAttribute).toBe('Size');
    expect(grid.rowAttributes).toEqual(['Colour']);
    expect(grid.columns).toEqual(['S', 'M', 'L']);
    expect(grid.rows).toEqual(['Black', 'Moss']);
    expect(grid.cells.map((row) => row.map((cell) => cell?.idProduct ?? null))).toEqual([
      ['black-s', 'black-m', null],
      [null, 'moss-m', 'moss-l'],
    ]);
  });

  it('makes one row of a single attribute, and one column per variant when they name none', () => {
    const sizes = variantGrid([variant('xl', { Size: 'XL' }), variant('s', { Size: 'S' })]);
    expect(sizes).toMatchObject({ columnAttribute: 'Size', rowAttributes: [], columns: ['S', 'XL'], rows: [''] });
    expect(sizes.cells[0].map((c) => c?.idProduct)).toEqual(['s', 'xl']);
    const bare = variantGrid([variant('a', {}), variant('b', {})]);
    expect(bare).toMatchObject({ columnAttribute: null, columns: ['a', 'b'], rows: [''] });
  });
});
