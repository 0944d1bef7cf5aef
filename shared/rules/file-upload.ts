import { message, type Message } from './message';

export const MAX_UPLOAD_BYTES = 5_242_880;
export const MAX_FILE_NAME_LENGTH = 50;
export const MIN_FILE_NAME_LENGTH = 1;

export const FILE_UPLOAD_MESSAGES = {
  unsupportedType: 'validation.file.unsupportedType',
  tooLarge: 'validation.file.tooLarge',
  nameTooLong: 'validation.file.nameTooLong',
  nameTooShort: 'validation.file.nameTooShort',
  required: 'validation.file.required',
} as const;

export interface FileLike {
  name: string;
  size: number;
  /** MIME type; may be empty (browsers leave it empty for unknown extensions). */
  type?: string;
}

const extension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/**
 * The accept list uses the HTML `accept` syntax: '.pdf', 'image/png' or 'image/*'. An empty list
 * accepts everything. Extensions and MIME types compare case-insensitively.
 */
export function isAcceptedFileType(file: Pick<FileLike, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const type = (file.type ?? '').toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return extension(file.name) === entry;
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/**
 * `fileTitle` is the already translated word for the kind of file ("Image", "Document") that the
 * messages name. Type is checked first: a refused type makes its size irrelevant.
 */
export function validateUploadedFile(file: FileLike, options: { accept?: readonly string[]; fileTitle: string }): Message | null {
  if (!isAcceptedFileType(file, options.accept ?? [])) return message(FILE_UPLOAD_MESSAGES.unsupportedType);
  if (file.size > MAX_UPLOAD_BYTES) return message(FILE_UPLOAD_MESSAGES.tooLarge, { fileTitle: options.fileTitle });
  return validateFileName(file.name, options.fileTitle);
}

/** Applies to both the file's title and its file name: 1 to 50 characters (trimmed). */
export function validateFileName(name: string | null | undefined, fileTitle: string): Message | null {
  const length = [...(name ?? '').trim()].length;
  if (length < MIN_FILE_NAME_LENGTH) return message(FILE_UPLOAD_MESSAGES.nameTooShort);
  if (length > MAX_FILE_NAME_LENGTH) return message(FILE_UPLOAD_MESSAGES.nameTooLong, { fileTitle });
  return null;
}

export const validateFilesRequired = (files: readonly unknown[] | null | undefined, required: boolean): Message | null =>
  required && (files ?? []).length === 0 ? message(FILE_UPLOAD_MESSAGES.required) : null;
