/** Draws the demo clients' logos (a monogram in a ring, in the brand colour) as real PNG files. */
import { PNG } from 'pngjs';

/** 5x7 bitmap letters for the demo monograms. */
const GLYPHS: Record<string, string[]> = {
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  W: ['10001', '10001', '10001', '10101', '10101', '11011', '10001'],
};

export function drawLogo(hex: string, initials: string, size = 96): Buffer {
  const png = new PNG({ width: size, height: size });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const c = size / 2;
  const cell = Math.floor(size / 24);
  const letters = [...initials.toUpperCase()].filter((ch) => GLYPHS[ch]);
  const textWidth = letters.length * 5 * cell + (letters.length - 1) * cell;
  const left = Math.round(c - textWidth / 2);
  const top = Math.round(c - (7 * cell) / 2);
  const inMonogram = (x: number, y: number) => {
    const row = Math.floor((y - top) / cell);
    if (row < 0 || row > 6 || x < left) return false;
    const col = Math.floor((x - left) / cell);
    const letter = Math.floor(col / 6);
    return letter < letters.length && col % 6 < 5 && GLYPHS[letters[letter]][row][col % 6] === '1';
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c + 0.5, y - c + 0.5);
      const ring = d > size * 0.4 && d < size * 0.47;
      const i = (y * size + x) * 4;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = ring || inMonogram(x, y) ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}
