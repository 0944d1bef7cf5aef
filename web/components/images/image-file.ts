/**
 * Image files as the spec accepts them (tif, bmp, jpeg, jpg, gif, png, eps; at most 5242880
 * bytes; name 1 to 50 characters) and as the API stores them (a MIME type and base64 content).
 */
import { IMAGE_TYPES } from '../../../shared/rules/display';
import { validateUploadedFile, type FileLike } from '../../../shared/rules/file-upload';
import type { Message } from '../../../shared/rules/message';

/** For the file picker's `accept` and for the shared rule. */
export const IMAGE_ACCEPT: readonly string[] = IMAGE_TYPES.map((type) => `.${type}`);

const MIME_BY_EXTENSION: Record<(typeof IMAGE_TYPES)[number], string> = {
  tif: 'image/tiff',
  bmp: 'image/bmp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  eps: 'application/postscript',
};

/** Browsers draw these; tif and eps get a placeholder instead. */
const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/bmp']);

/** The MIME type sent to the API, from the extension (browsers leave `type` empty for eps, or guess). */
export function imageMimeType(file: Pick<FileLike, 'name'>): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  return MIME_BY_EXTENSION[extension as keyof typeof MIME_BY_EXTENSION] ?? null;
}

export const canPreview = (fileType: string | null | undefined) => !!fileType && PREVIEWABLE.has(fileType.toLowerCase());

export const toDataUrl = (fileType: string, base64: string) => `data:${fileType};base64,${base64}`;

/** The shared upload rule applied to an image; `fileTitle` is the translated kind ("Logo"). */
export const validateImageFile = (file: FileLike, fileTitle: string): Message | null => validateUploadedFile(file, { accept: IMAGE_ACCEPT, fileTitle });

/** The file's content as base64, without the data-URL prefix. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
