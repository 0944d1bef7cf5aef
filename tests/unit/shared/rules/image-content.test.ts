import { describe, expect, it } from 'vitest';
import { isStrictBase64, sniffImageType, validateImageContent } from '../../../../shared/rules/image-content';

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
    for (const text of ['', 'not base64!', 'aGk', 'a-_b', 'aGk=\n', '====']) expect(isStrictBase64(text)).toBe(false);
  });
});
