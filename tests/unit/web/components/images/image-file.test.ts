import { describe, expect, it } from 'vitest';
import { canPreview, IMAGE_ACCEPT, readImageType, toDataUrl, validateImageFile } from '../../../../../web/components/images/image-file';

describe('image files', () => {
  it('accepts the spec’s image types, whatever the case of the extension', () => {
    expect(IMAGE_ACCEPT).toEqual(['.tif', '.bmp', '.jpeg', '.jpg', '.gif', '.png', '.eps']);
    expect(validateImageFile({ name: 'logo.PNG', size: 10, type: 'image/png' }, 'Logo')).toBeNull();
    expect(validateImageFile({ name: 'logo.svg', size: 10, type: 'image/svg+xml' }, 'Logo')).toEqual({ key: 'validation.file.unsupportedType' });
  });

  it('refuses files over 5242880 bytes, naming the kind of file', () => {
    expect(validateImageFile({ name: 'big.jpg', size: 5_242_880, type: 'image/jpeg' }, 'Logo')).toBeNull();
    expect(validateImageFile({ name: 'big.jpg', size: 5_242_881, type: 'image/jpeg' }, 'Logo')).toEqual({
      key: 'validation.file.tooLarge',
      params: { fileTitle: 'Logo' },
    });
  });

  it('refuses names over 50 characters', () => {
    const name = `${'a'.repeat(46)}.png`;
    expect(validateImageFile({ name, size: 1 }, 'Logo')).toBeNull();
    expect(validateImageFile({ name: `b${name}`, size: 1 }, 'Logo')).toEqual({ key: 'validation.file.nameTooLong', params: { fileTitle: 'Logo' } });
  });

  it('reads the MIME type from the content, whatever the name says; an HTML page named .png is none', async () => {
    const file = (name: string, bytes: (number | string)[]) =>
      new File([new Uint8Array(bytes.flatMap((b) => (typeof b === 'string' ? [...b].map((c) => c.charCodeAt(0)) : [b])))], name);
    await expect(readImageType(file('scan.TIF', ['II', 0x2a, 0]))).resolves.toBe('image/tiff');
    await expect(readImageType(file('art.eps', ['%!PS-Adobe-3.0 EPSF-3.0']))).resolves.toBe('application/postscript');
    await expect(readImageType(file('photo.png', [0xff, 0xd8, 0xff, 0xe0]))).resolves.toBe('image/jpeg');
    await expect(readImageType(file('logo.png', ['<!doctype html><script>alert(1)</script>']))).resolves.toBeNull();
  });

  it('previews what browsers draw, and builds data URLs', () => {
    expect(canPreview('image/png')).toBe(true);
    expect(canPreview('image/tiff')).toBe(false);
    expect(canPreview(null)).toBe(false);
    expect(toDataUrl('image/png', 'AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
