import { DOCUMENT_MIME_TYPES } from '../../../shared/rules/document-content';

/**
 * Saves a document's file under its own file name (the API sends it base64-encoded), typed as an
 * accepted document or not at all: never as a page a browser would render.
 */
export function downloadDocument(doc: { document: string; documentFileName: string; fileType: string }) {
  const bytes = Uint8Array.from(atob(doc.document), (c) => c.charCodeAt(0));
  const type = DOCUMENT_MIME_TYPES.includes(doc.fileType) ? doc.fileType : 'application/octet-stream';
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.documentFileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
