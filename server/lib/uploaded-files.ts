/**
 * Files sent inside JSON bodies (base64, as the spec sends them): how large a body a route that
 * takes them accepts, the checks every document goes through before it is stored, and what a
 * record's documents show of their stored file.
 *
 * The server's default body limit (1 MiB) suits every other route; a route that takes files
 * declares its own limit from the spec's file size (5,242,880 bytes, a third more as base64),
 * so a file at the limit reaches the file rule and is refused or stored by it, never by a 413.
 */
import type { FastifyReply } from 'fastify';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { base64Length, isStrictBase64 } from '../../shared/rules/base64';
import { DOCUMENT_ACCEPT, documentMimeType } from '../../shared/rules/document-content';
import { FILE_UPLOAD_MESSAGES, MAX_UPLOAD_BYTES, validateUploadedFile } from '../../shared/rules/file-upload';
import type { Message } from '../../shared/rules/message';
import type { Tx } from '../db';
import { cartDocuments, customerOrderDocuments, documents, draftOrderDocuments, productDocuments } from '../db/schema';
import { VALIDATION_FAILED } from './error-handler';
import { badRequest } from './errors';
import { pickColumns } from '../db/columns';

/** The tables that attach documents to a record (product, cart, draft, order), each row a document with its description and position. */
type DocumentLinks = typeof productDocuments | typeof cartDocuments | typeof draftOrderDocuments | typeof customerOrderDocuments;

/**
 * The documents attached through `link` that `where` picks, as a record shows them: `columns` (the
 * link's own id, say), the document's description and position, and what it shows of its stored
 * file, its content aside; by position (ties by document, so that the order is always the same).
 */
export const attachedDocuments = <Columns extends SelectedFields>(tx: Tx, link: DocumentLinks, columns: Columns, where: SQL | undefined) =>
  tx
    .select({
      ...columns,
      idDocument: link.idDocument,
      documentDescription: link.documentDescription,
      displayPosition: link.displayPosition,
      ...pickColumns(documents, 'documentName', 'documentFileName', 'documentSize', 'fileType'),
    })
    .from(link)
    .innerJoin(documents, eq(documents.idDocument, link.idDocument))
    .where(where)
    .orderBy(asc(link.displayPosition), asc(link.idDocument));

/** The body limit of every route that takes no file. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Room for a file's names, description and the rest of the request beside its content. */
const FIELDS_ROOM = 64 * 1024;

/**
 * The body limit of a route taking up to `files` files of the spec's largest size, with `room`
 * bytes for its other fields. A file a little over the size still fits, so that it is refused
 * with the spec's message ('Document size is too large.') rather than by the body limit.
 */
export const fileBodyLimit = (files = 1, room = FIELDS_ROOM) => files * base64Length(MAX_UPLOAD_BYTES) + room;

const refuse = (field: string, problem: Message) =>
  badRequest(VALIDATION_FAILED, { [field]: problem.key }, 'VALIDATION', problem.params ? { [field]: problem.params } : undefined);

export interface DocumentUpload {
  /** The content, base64-encoded. */
  document: string;
  documentName: string;
  documentFileName: string;
}

/**
 * A document's bytes and the type they really are, after the spec's file rules (an accepted
 * extension, 5,242,880 bytes at most, names of 1 to 50 characters) and a check of the first
 * bytes against the extension: HTML named invoice.pdf, a program or an SVG is refused whatever
 * type the sender declared, and what is stored is the type the content is.
 */
export function readDocument(upload: DocumentUpload, field = 'document'): { bytes: Buffer; fileType: string } {
  if (!isStrictBase64(upload.document)) throw refuse(field, { key: FILE_UPLOAD_MESSAGES.unsupportedType });
  const bytes = Buffer.from(upload.document, 'base64');
  const problem =
    validateUploadedFile({ name: upload.documentFileName, size: bytes.length }, { accept: DOCUMENT_ACCEPT, fileTitle: upload.documentName }) ??
    validateUploadedFile({ name: upload.documentName, size: 0 }, { fileTitle: upload.documentName });
  if (problem) throw refuse(field, problem);
  const fileType = documentMimeType(upload.documentFileName, bytes);
  if (!fileType) throw refuse(field, { key: FILE_UPLOAD_MESSAGES.unsupportedType });
  return { bytes, fileType };
}

/**
 * What a document's update writes: a new file passes readDocument; without one, a new file name
 * must still say what the stored bytes are (a PDF renamed page.html is refused), and the same
 * name keeps the file as it is.
 */
export async function documentChange(
  upload: Omit<DocumentUpload, 'document'> & { document?: string | null },
  stored: () => Promise<{ content: Uint8Array; documentFileName: string }>,
): Promise<{ fileType: string; content?: Buffer; documentSize?: number }> {
  if (upload.document) {
    const { bytes, fileType } = readDocument({ ...upload, document: upload.document });
    return { fileType, content: bytes, documentSize: bytes.length };
  }
  return renamedDocument(await stored(), upload.documentFileName);
}

function renamedDocument(stored: { content: Uint8Array; documentFileName: string }, documentFileName: string, field = 'document'): { fileType: string } {
  if (documentFileName === stored.documentFileName) return { fileType: servedDocumentType(documentFileName, stored.content) };
  const problem = validateUploadedFile({ name: documentFileName, size: 0 }, { accept: DOCUMENT_ACCEPT, fileTitle: documentFileName });
  if (problem) throw refuse(field, problem);
  const fileType = documentMimeType(documentFileName, stored.content);
  if (!fileType) throw refuse(field, { key: FILE_UPLOAD_MESSAGES.unsupportedType });
  return { fileType };
}

/**
 * The type a stored document is served as: the one its bytes are, else a plain download. Files
 * stored before content checks existed may carry whatever type their sender declared (text/html).
 */
export const servedDocumentType = (documentFileName: string, bytes: Uint8Array) => documentMimeType(documentFileName, bytes) ?? 'application/octet-stream';

/**
 * A stored file leaves as a download, never as a page: a browser that opens its address saves it
 * and guesses no other type. Also on the JSON answers that carry a file (base64), without a name.
 */
export function asDownload(reply: FastifyReply, fileName?: string) {
  reply.header('content-disposition', contentDisposition(fileName));
  reply.header('x-content-type-options', 'nosniff');
}

/** `attachment`, with the name in ASCII (others as _) and in full as RFC 8187's filename*. */
export function contentDisposition(fileName?: string) {
  if (!fileName) return 'attachment';
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
