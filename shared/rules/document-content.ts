/**
 * What an uploaded document really is, from its first bytes, checked against its extension: a
 * script renamed report.pdf is refused. The spec lists pdf, doc, docx, xls, xlsx, zip, rar, ppt
 * and pptx for documents; pictures are accepted too (by the image rule).
 */
import { FILE_UPLOAD_MESSAGES } from './file-upload';
import { ICON_TYPES, IMAGE_TYPES } from './display';
import { sniffImageType } from './image-content';
import { message, type Message } from './message';

export const DOCUMENT_ACCEPT = [...ICON_TYPES, ...IMAGE_TYPES].map((ext) => `.${ext}`);

const starts = (bytes: Uint8Array, prefix: readonly number[]) => bytes.length >= prefix.length && prefix.every((v, i) => bytes[i] === v);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** Office Open XML files and zip archives are zip containers. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Legacy Office files (doc, xls, ppt) are OLE compound files. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const RAR = [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07];

/** Each document extension's first bytes and the MIME type a file that has them is served as. */
const DOCUMENT_TYPES: Record<string, { signature: readonly number[]; mime: string }> = {
  pdf: { signature: PDF, mime: 'application/pdf' },
  docx: { signature: ZIP, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { signature: ZIP, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { signature: ZIP, mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  zip: { signature: ZIP, mime: 'application/zip' },
  doc: { signature: OLE, mime: 'application/msword' },
  xls: { signature: OLE, mime: 'application/vnd.ms-excel' },
  ppt: { signature: OLE, mime: 'application/vnd.ms-powerpoint' },
  rar: { signature: RAR, mime: 'application/vnd.rar' },
};

/** Every type a document is stored and served as: an accepted document or picture, never one a browser would run. */
export const DOCUMENT_MIME_TYPES: readonly string[] = [
  ...new Set([
    ...Object.values(DOCUMENT_TYPES).map((t) => t.mime),
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/bmp',
    'image/tiff',
    'application/postscript',
  ]),
];

/**
 * The MIME type of a document whose content is what its file name's extension says (a PDF named
 * .pdf, a PNG named .png), else null: the type it is stored and served as, whatever the sender
 * declared.
 */
export function documentMimeType(fileName: string, bytes: Uint8Array): string | null {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const known = Object.hasOwn(DOCUMENT_TYPES, ext) ? DOCUMENT_TYPES[ext] : undefined;
  if (known) return starts(bytes, known.signature) ? known.mime : null;
  return (IMAGE_TYPES as readonly string[]).includes(ext) ? sniffImageType(bytes) : null;
}

/** Null when the content is what the file name's extension says, else 'Unsupported file type found.'. */
export function validateDocumentContent(fileName: string, bytes: Uint8Array): Message | null {
  return documentMimeType(fileName, bytes) ? null : message(FILE_UPLOAD_MESSAGES.unsupportedType);
}
