/**
 * A product's pictures and documents as save-plan parts. New files come with their content
 * (base64) and pass the spec's file rules (type, 5 MB, names of 1 to 50 characters) and a check
 * of their real bytes, like POST /images. An existing file is named by its id, and only a file
 * already on this product, or uploaded by the caller, may be named: nobody links (and so reads)
 * someone else's picture by guessing its id.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { productImageInput } from '../../shared/administration/products';
import { IMAGE_TYPES } from '../../shared/rules/display';
import { DOCUMENT_ACCEPT, validateDocumentContent } from '../../shared/rules/document-content';
import { validateUploadedFile } from '../../shared/rules/file-upload';
import { isStrictBase64 } from '../../shared/rules/base64';
import { sniffImageType } from '../../shared/rules/image-content';
import type { Message } from '../../shared/rules/message';
import { PRODUCT_MESSAGES } from '../../shared/rules/products';
import { authOf } from '../auth/context';
import type { Tx } from '../db';
import { documents, images, productDocuments, productImages, products } from '../db/schema';
import { attachedDocuments } from '../lib/uploaded-files';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';
import type { PartBinding } from '../registry/binding';
import { pickColumns } from '../db/columns';

type ProductRow = typeof products.$inferSelect;
const IMAGE_ACCEPT = IMAGE_TYPES.map((ext) => `.${ext}`);

const refuse = (field: string, problem: Message) =>
  badRequest(VALIDATION_FAILED, { [field]: problem.key }, 'VALIDATION', problem.params ? { [field]: problem.params } : undefined);

/** The files on the product when its save started, by request: what an existing id may name. */
const linkedBefore = new WeakMap<FastifyRequest, Set<string>>();
const remember = (request: FastifyRequest, ids: string[]) => {
  const known = linkedBefore.get(request) ?? new Set<string>();
  ids.forEach((id) => known.add(id));
  linkedBefore.set(request, known);
};

/** Width and height from a PNG or GIF header; other formats are stored without (the columns are optional). */
export function pictureSize(bytes: Uint8Array): { width: number; heigth: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (sniffImageType(bytes) === 'image/png' && bytes.length >= 24) return { width: view.getUint32(16), heigth: view.getUint32(20) };
  if (sniffImageType(bytes) === 'image/gif' && bytes.length >= 10) return { width: view.getUint16(6, true), heigth: view.getUint16(8, true) };
  return null;
}

/** Decodes a new file's content, or refuses it as the spec's unsupported type. */
function decode(content: string, field: string): Buffer {
  if (!isStrictBase64(content)) throw refuse(field, { key: 'validation.file.unsupportedType' });
  return Buffer.from(content, 'base64');
}

/** May the caller name this existing file? On the product before the save, or uploaded by them. */
async function mayName(tx: Tx, request: FastifyRequest, id: string, uploadedBy: string | null) {
  if (linkedBefore.get(request)?.has(id)) return true;
  const { idUser, actingUser } = authOf(request);
  return uploadedBy !== null && (uploadedBy === idUser || uploadedBy === actingUser.idUser);
}

export type ImageItem = z.infer<typeof productImageInput> & { key: string };

export const imagesPart: PartBinding<ProductRow, ImageItem> = {
  current: async (tx, { row, request }) => {
    const rows = await tx
      .select({
        idImage: productImages.idImage,
        ...pickColumns(images, 'imageName', 'imageFileName'),
        ...pickColumns(productImages, 'displayPosition', 'defaultImage'),
      })
      .from(productImages)
      .innerJoin(images, eq(images.idImage, productImages.idImage))
      .where(eq(productImages.idProduct, row.idProduct));
    remember(
      request,
      rows.map((r) => r.idImage),
    );
    return rows.map((r) => ({ ...r, key: r.idImage }));
  },
  remove: async (tx, { row }, item) => {
    await tx.delete(productImages).where(and(eq(productImages.idProduct, row.idProduct), eq(productImages.idImage, item.idImage!)));
  },
  add: async (tx, { row, request }, item) => {
    const named = validateUploadedFile({ name: item.imageName, size: 0 }, { fileTitle: item.imageName });
    if (named) throw refuse('images', named);
    let idImage = item.idImage ?? null;
    let content: Uint8Array;
    if (item.image) {
      const bytes = decode(item.image, 'images');
      const problem = validateUploadedFile(
        { name: item.imageFileName, type: item.fileType ?? '', size: bytes.length },
        { accept: IMAGE_ACCEPT, fileTitle: item.imageName },
      );
      if (problem) throw refuse('images', problem);
      const fileType = sniffImageType(bytes);
      if (!fileType) throw refuse('images', { key: 'validation.file.unsupportedType' });
      const [stored] = await tx
        .insert(images)
        .values({
          imageName: item.imageName,
          imageFileName: item.imageFileName,
          fileType,
          size: bytes.length,
          content: Buffer.from(bytes),
          idUserUploadedBy: authOf(request).actingUser.idUser,
        })
        .returning({ idImage: images.idImage });
      idImage = stored.idImage;
      content = bytes;
    } else {
      const [stored] = idImage ? await tx.select().from(images).where(eq(images.idImage, idImage)) : [];
      if (!stored || !(await mayName(tx, request, stored.idImage, stored.idUserUploadedBy))) throw refuse('images', { key: PRODUCT_MESSAGES.unknownImage });
      // Stored before content checks existed, or through another route: its bytes decide.
      if (!sniffImageType(stored.content)) throw refuse('images', { key: 'validation.file.unsupportedType' });
      if (stored.imageName !== item.imageName || stored.imageFileName !== item.imageFileName)
        await tx.update(images).set({ imageName: item.imageName, imageFileName: item.imageFileName }).where(eq(images.idImage, stored.idImage));
      content = stored.content;
    }
    await tx.insert(productImages).values({
      idProduct: row.idProduct,
      idImage: idImage!,
      displayPosition: item.displayPosition ?? 0,
      defaultImage: item.defaultImage ?? false,
      ...(pictureSize(content) ?? {}),
    });
  },
};

export type DocumentItem = {
  key: string;
  idDocument?: string | null;
  documentName: string;
  documentFileName: string;
  documentDescription?: string | null;
  fileType?: string | null;
  document?: string | null;
  displayPosition?: number | null;
};

export const documentsPart: PartBinding<ProductRow, DocumentItem> = {
  current: async (tx, { row, request }) => {
    const rows = await tx
      .select({
        idDocument: productDocuments.idDocument,
        ...pickColumns(documents, 'documentName', 'documentFileName'),
        ...pickColumns(productDocuments, 'documentDescription', 'displayPosition'),
      })
      .from(productDocuments)
      .innerJoin(documents, eq(documents.idDocument, productDocuments.idDocument))
      .where(eq(productDocuments.idProduct, row.idProduct));
    remember(
      request,
      rows.map((r) => r.idDocument),
    );
    return rows.map((r) => ({ ...r, key: r.idDocument }));
  },
  remove: async (tx, { row }, item) => {
    await tx.delete(productDocuments).where(and(eq(productDocuments.idProduct, row.idProduct), eq(productDocuments.idDocument, item.idDocument!)));
  },
  add: async (tx, { row, request }, item) => {
    const named = validateUploadedFile({ name: item.documentName, size: 0 }, { fileTitle: item.documentName });
    if (named) throw refuse('documents', named);
    let idDocument = item.idDocument ?? null;
    if (item.document) {
      const bytes = decode(item.document, 'documents');
      const problem =
        validateUploadedFile(
          { name: item.documentFileName, type: item.fileType ?? '', size: bytes.length },
          { accept: DOCUMENT_ACCEPT, fileTitle: item.documentName },
        ) ?? validateDocumentContent(item.documentFileName, bytes);
      if (problem) throw refuse('documents', problem);
      const fileType = item.documentFileName.slice(item.documentFileName.lastIndexOf('.') + 1).toLowerCase();
      const [stored] = await tx
        .insert(documents)
        .values({ documentName: item.documentName, documentFileName: item.documentFileName, fileType, documentSize: bytes.length, content: Buffer.from(bytes) })
        .returning({ idDocument: documents.idDocument });
      idDocument = stored.idDocument;
    } else if (!idDocument || !linkedBefore.get(request)?.has(idDocument)) {
      throw refuse('documents', { key: PRODUCT_MESSAGES.unknownImage });
    } else {
      await tx.update(documents).set({ documentName: item.documentName, documentFileName: item.documentFileName }).where(eq(documents.idDocument, idDocument));
    }
    await tx.insert(productDocuments).values({
      idProduct: row.idProduct,
      idDocument: idDocument!,
      documentDescription: item.documentDescription ?? null,
      displayPosition: item.displayPosition ?? 0,
    });
  },
};

/** A product's pictures and documents as its record shows them, by position. */
export async function filesOf(tx: Tx, ids: string[]) {
  const pictures = await tx
    .select({
      ...pickColumns(productImages, 'idProduct', 'idProductImage', 'idImage'),
      ...pickColumns(images, 'imageName', 'imageFileName'),
      ...pickColumns(productImages, 'width', 'heigth', 'displayPosition', 'defaultImage'),
    })
    .from(productImages)
    .innerJoin(images, eq(images.idImage, productImages.idImage))
    .where(inArray(productImages.idProduct, ids))
    .orderBy(productImages.displayPosition);
  const files = await attachedDocuments(
    tx,
    productDocuments,
    { idProduct: productDocuments.idProduct, idProductDocument: productDocuments.idProductDocument },
    inArray(productDocuments.idProduct, ids),
  );
  return {
    images: (id: string) => pictures.filter((p) => p.idProduct === id).map(({ idProduct: _p, ...p }) => p),
    documents: (id: string) => files.filter((f) => f.idProduct === id).map(({ idProduct: _p, ...f }) => f),
  };
}
