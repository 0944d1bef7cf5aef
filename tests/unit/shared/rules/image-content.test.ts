import { describe, expect, it } from 'vitest';
import { isStrictBase64 } from '../../../../shared/rules/base64';
import { sniffImageType, validateImageContent } from '../../../../shared/rules/image-content';

const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('image content by magic bytes', () => {
  it.each([
    ['image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', bytes('GIF89a', 1, 0)],
    ['image/gif', bytes('GIF87a', 1, 0)],
    ['image/bmp', bytes('BM', ...new Array(30).fill(0))],
    ['image/tiff', bytes('II', 0x2a, 0)],
    ['image/tiff', bytes('MM', 0, 0x2a)],
    ['application/postscript', bytes('%!PS-Adobe-3.0 EPSF-3.0\n')],
  ])('recognises %s', (mime, content) => {
    expect(sniffImageType(content)).toBe(mime);
    expect(validateImageContent(content)).toBeNull();
  });

  it('refuses HTML, SVG, text and empty content with the spec message', () => {
    for (const content of [bytes('<!doctype html><script>alert(1)</script>'), bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), bytes('BM'), bytes()]) {
      expect(sniffImageType(content)).toBeNull();
      expect(validateImageContent(content)).toEqual({ key: 'validation.file.unsupportedType' });
    }
  });

  it('accepts strict base64 only', () => {
    expect(isStrictBase64('iVBORw0KGgo=')).toBe(true);
    expect(isStrictBase64('aGk=')).toBe(true);
    for (const text of ['', 'not base64!', 'aGk', 'a-_b', 'aGk=\n', '====', 'a===', '=aGk', 'aG=k', 'aGk==', 'aGké', 'aGk\u0100'])
      expect(isStrictBase64(text)).toBe(false);
  });

  it('reads files of every size up to the spec limit and beyond without overflowing the stack', () => {
    // The former regular expression threw "Maximum call stack size exceeded" from 3.5 MB on.
    for (const size of [1, 2, 3, 1024, 3.5 * 1024 * 1024, 4 * 1024 * 1024, 5_242_880, 5_242_881, 8 * 1024 * 1024]) {
      const bytes = Buffer.alloc(size, size % 251);
      const text = bytes.toString('base64');
      expect(isStrictBase64(text), `${size} bytes`).toBe(true);
      expect(isStrictBase64(`${text.slice(0, -4)}@${text.slice(-3)}`), `${size} bytes, one bad letter`).toBe(false);
    }
  });
});
