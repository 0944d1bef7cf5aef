/** Draws the demo clients' logos (a ring and a bar in the brand colour) as real PNG files. */
import { PNG } from 'pngjs';

export function drawLogo(hex: string, size = 96): Buffer {
  const png = new PNG({ width: size, height: size });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c);
      const ring = d > size * 0.3 && d < size * 0.45;
      const bar = Math.abs(y - c) < size * 0.07 && Math.abs(x - c) < size * 0.22;
      const i = (y * size + x) * 4;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = ring || bar ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}
