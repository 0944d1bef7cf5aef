/**
 * Image files as the spec accepts them (tif, bmp, jpeg, jpg, gif, png, eps; at most 5242880
 * bytes; name 1 to 50 characters) and as the API stores them (the MIME type their content
 * really is, and base64 content).
 */
import { IMAGE_TYPES } from '../../../shared/rules/display';
import { validateUploadedFile, type FileLike } from '../../../shared/rules/file-upload';
import { sniffImageType } from '../../../shared/rules/image-content';
import type { Message } from '../../../shared/rules/message';

/** For the file picker's `accept` and for the shared rule. */
export const IMAGE_ACCEPT: readonly string[] = IMAGE_TYPES.map((type) => `.${type}`);

/** Browsers draw these; tif and eps get a placeholder instead. */
const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/bmp']);

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

/** Enough leading bytes for every signature the shared rule knows. */
const SIGNATURE_BYTES = 32;

/**
 * What the file really is, from its first bytes (the server checks the same): null for a file
 * whose name says image but whose content is not one (an HTML page renamed logo.png).
 */
export async function readImageType(file: Blob): Promise<string | null> {
  return sniffImageType(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
}
