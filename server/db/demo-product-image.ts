/**
 * Draws the demo products' pictures as real, small PNG files: a coloured shape on a pale ground
 * with the product's monogram in white, so that every product looks different in lists.
 */
import { PNG } from 'pngjs';

/** 5x7 bitmap capitals, one string of 35 bits per letter, row by row. */
const FONT: Record<string, string> = {
  A: '01110100011000111111100011000110001',
  B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110',
  D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111',
  F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111',
  H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110',
  J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001',
  L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001',
  N: '10001110011010110011100011000110001',
  O: '01110100011000110001100011000101110',
  P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101',
  R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110',
  T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011101110001',
  X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100',
  Z: '11111000010001000100010001000011111',
};

export type Shape = 'circle' | 'square' | 'diamond' | 'triangle';
export const SHAPES: readonly Shape[] = ['circle', 'square', 'diamond', 'triangle'];

function inShape(shape: Shape, x: number, y: number, size: number): boolean {
  const c = size / 2;
  const r = size * 0.38;
  const [dx, dy] = [x + 0.5 - c, y + 0.5 - c];
  switch (shape) {
    case 'circle':
      return Math.hypot(dx, dy) <= r;
    case 'square':
      return Math.abs(dx) <= r * 0.9 && Math.abs(dy) <= r * 0.9;
    case 'diamond':
      return Math.abs(dx) + Math.abs(dy) <= r * 1.25;
    case 'triangle':
      // Point up, base at the bottom: wide enough at mid-height for the monogram.
      return dy <= r && dy >= -r * 1.1 && Math.abs(dx) <= ((dy + r * 1.1) / (r * 2.1)) * r * 1.25;
  }
}

export function drawProductImage(hex: string, shape: Shape, monogram: string, size = 96): Buffer {
  const png = new PNG({ width: size, height: size });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const letters = [...monogram.toUpperCase()].filter((ch) => FONT[ch]).slice(0, 2);
  const cell = Math.max(1, Math.floor(size / 32));
  const textWidth = letters.length * 6 * cell - cell;
  const left = Math.round(size / 2 - textWidth / 2);
  const top = Math.round(size / 2 - (7 * cell) / 2 + (shape === 'triangle' ? size * 0.08 : 0));
  const inText = (x: number, y: number) => {
    if (x < left || y < top) return false;
    const [col, row] = [Math.floor((x - left) / cell), Math.floor((y - top) / cell)];
    const letter = Math.floor(col / 6);
    return row < 7 && letter < letters.length && col % 6 < 5 && FONT[letters[letter]][row * 5 + (col % 6)] === '1';
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const fill = inShape(shape, x, y, size);
      const [pr, pg, pb] = fill ? (inText(x, y) ? [255, 255, 255] : [r, g, b]) : [r, g, b].map((v) => Math.round(245 - (245 - v) * 0.12));
      png.data[i] = pr;
      png.data[i + 1] = pg;
      png.data[i + 2] = pb;
      png.data[i + 3] = 255;
    }
  }
  // One filter (Paeth) for every row: as small as trying all five per row (the default), twice as quick.
  return PNG.sync.write(png, { colorType: 2, filterType: 4 });
}
