/**
 * What an uploaded image really is, from its first bytes (its "magic number"), whatever its name
 * or declared type say: an HTML page renamed logo.png is not an image. Isomorphic (Uint8Array),
 * so the upload field and the server apply the same check.
 */
import { FILE_UPLOAD_MESSAGES } from './file-upload';
import { message, type Message } from './message';

/** The image formats the spec accepts (tif, bmp, jpeg/jpg, gif, png, eps) and their MIME types. */
const SIGNATURES: { mime: string; matches: (b: Uint8Array) => boolean }[] = [
  { mime: 'image/png', matches: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: 'image/jpeg', matches: (b) => starts(b, [0xff, 0xd8, 0xff]) },
  { mime: 'image/gif', matches: (b) => startsText(b, 'GIF87a') || startsText(b, 'GIF89a') },
  { mime: 'image/bmp', matches: (b) => startsText(b, 'BM') && b.length >= 26 },
  { mime: 'image/tiff', matches: (b) => starts(b, [0x49, 0x49, 0x2a, 0x00]) || starts(b, [0x4d, 0x4d, 0x00, 0x2a]) },
  // EPS: PostScript text, or the DOS binary header that wraps it.
  { mime: 'application/postscript', matches: (b) => startsText(b, '%!PS-Adobe-') || starts(b, [0xc5, 0xd0, 0xd3, 0xc6]) },
];

function starts(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, i) => bytes[i] === value);
}

const startsText = (bytes: Uint8Array, text: string) =>
  starts(
    bytes,
    [...text].map((c) => c.charCodeAt(0)),
  );

/** The image's real MIME type, or null when its content is none of the accepted formats. */
export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.matches(bytes))?.mime ?? null;
}

/** The spec's "Unsupported file type found." unless the content is an accepted image. */
export const validateImageContent = (bytes: Uint8Array): Message | null => (sniffImageType(bytes) ? null : message(FILE_UPLOAD_MESSAGES.unsupportedType));
