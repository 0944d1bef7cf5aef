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

const SIGNATURE_OF: Record<string, readonly number[]> = {
  pdf: PDF,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  zip: ZIP,
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  rar: RAR,
};

/** Null when the content is what the file name's extension says, else 'Unsupported file type found.'. */
export function validateDocumentContent(fileName: string, bytes: Uint8Array): Message | null {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const signature = SIGNATURE_OF[ext];
  const ok = signature ? starts(bytes, signature) : (IMAGE_TYPES as readonly string[]).includes(ext) && sniffImageType(bytes) !== null;
  return ok ? null : message(FILE_UPLOAD_MESSAGES.unsupportedType);
}
