/**
 * Storage of a placed order's documents (shared/ordering/order-documents.ts), reached through
 * their order (order-access.ts); a change needs the order still changeable: from preparation on,
 * the warehouse works from the papers it has.
 *
 * The orders one checkout creates (one per address) share its files: a change or a removal on
 * one order never touches its siblings' copy (a shared file is copied before it is changed, and
 * deleted only when nothing refers to it any more).
 */
import { and, count, eq } from 'drizzle-orm';
import { customerOrderDocuments as orderDocuments } from '../../shared/ordering/order-documents';
import { canChangeOrder, ORDER_CHANGE_MESSAGES } from '../../shared/rules/orders';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import type { Db, Tx } from '../db';
import { cartDocuments, customerOrderDocuments, documents, draftOrderDocuments } from '../db/schema';
import { HttpError, notFound } from '../lib/errors';
import { english } from '../lib/translate';
import { attachedDocuments, documentChange, readDocument, servedDocumentType } from '../lib/uploaded-files';
import type { CollectionStorage } from '../registry/collection';
import { invalidField } from './messages';
import type { OrderRow } from './order-changes';
import { documentsOfOrder } from './orders';
import { orderFor } from './order-access';

async function oneOf(db: Db | Tx, idCustomerOrder: string, idCustomerOrderDocument: string) {
  const [row] = await attachedDocuments(
    db,
    customerOrderDocuments,
    { idCustomerOrderDocument: customerOrderDocuments.idCustomerOrderDocument, content: documents.content },
    and(eq(customerOrderDocuments.idCustomerOrder, idCustomerOrder), eq(customerOrderDocuments.idCustomerOrderDocument, idCustomerOrderDocument)),
  );
  if (!row) throw notFound();
  return row;
}

/** The document as the list answers it (without its bytes). */
async function shown(db: Db, idCustomerOrder: string, idCustomerOrderDocument: string) {
  const { content: _bytes, ...document } = await oneOf(db, idCustomerOrder, idCustomerOrderDocument);
  return { document };
}

/** How many links (orders, carts, drafts) point at a file. */
async function references(tx: Tx, idDocument: string) {
  const counts = await Promise.all(
    [customerOrderDocuments, cartDocuments, draftOrderDocuments].map((table) => tx.select({ n: count() }).from(table).where(eq(table.idDocument, idDocument))),
  );
  return counts.reduce((sum, [row]) => sum + row.n, 0);
}

export const customerOrderDocumentsStorage: CollectionStorage<typeof orderDocuments, OrderRow> = {
  collection: orderDocuments,
  /** Reading follows the order's reading rule; a change needs one's own order, still changeable. */
  parent: async (db, request, params, action) => {
    const order = await orderFor(db, request, params.idCustomerOrder, action);
    if (action !== 'View' && !canChangeOrder(order.statusCode)) {
      throw new HttpError(409, english({ key: ORDER_CHANGE_MESSAGES.notEditable }), 'ORDER_NOT_CHANGEABLE');
    }
    return order;
  },
  list: async (db, { parent: order }) => ({ documents: await documentsOfOrder(db, order.idCustomerOrder) }),
  read: async (db, { parent: order, params }) => {
    const { content: bytes, ...row } = await oneOf(db, order.idCustomerOrder, params.idCustomerOrderDocument);
    // The type its bytes are, whatever was declared when it was stored (before content checks, any).
    return { document: { ...row, fileType: servedDocumentType(row.documentFileName, bytes), document: Buffer.from(bytes).toString('base64') } };
  },
  create: async (db, { parent: order, body }) => {
    const { document, documentName, documentFileName, documentDescription, displayPosition } = body;
    if (!document) throw invalidField('document', GENERIC_MESSAGES.required);
    // The size is what was received, whatever documentSize claims; the type what the bytes are, whatever fileType says.
    const { bytes, fileType } = readDocument({ document, documentName, documentFileName });
    const idCustomerOrderDocument = await db.transaction(async (tx) => {
      const [doc] = await tx
        .insert(documents)
        .values({ documentName, documentFileName, fileType, documentSize: bytes.length, content: bytes })
        .returning({ idDocument: documents.idDocument });
      const [link] = await tx
        .insert(customerOrderDocuments)
        .values({ idCustomerOrder: order.idCustomerOrder, idDocument: doc.idDocument, documentDescription: documentDescription ?? null, displayPosition })
        .returning({ idCustomerOrderDocument: customerOrderDocuments.idCustomerOrderDocument });
      return link.idCustomerOrderDocument;
    });
    return shown(db, order.idCustomerOrder, idCustomerOrderDocument);
  },
  update: async (db, { parent: order, params, body }) => {
    const { idCustomerOrderDocument } = params;
    const { document, documentName, documentFileName, documentDescription, displayPosition } = body;
    await db.transaction(async (tx) => {
      const current = await oneOf(tx, order.idCustomerOrder, idCustomerOrderDocument);
      const file = { documentName, documentFileName, ...(await documentChange({ document, documentName, documentFileName }, async () => current)) };
      let idDocument = current.idDocument;
      if ((await references(tx, idDocument)) > 1) {
        // Shared with the checkout's other orders: this order gets its own copy.
        const [copy] = await tx
          .insert(documents)
          .values({ content: current.content, documentSize: current.documentSize, ...file })
          .returning({ idDocument: documents.idDocument });
        idDocument = copy.idDocument;
      } else await tx.update(documents).set(file).where(eq(documents.idDocument, idDocument));
      await tx
        .update(customerOrderDocuments)
        .set({ idDocument, documentDescription: documentDescription ?? null, displayPosition })
        .where(eq(customerOrderDocuments.idCustomerOrderDocument, idCustomerOrderDocument));
    });
    return shown(db, order.idCustomerOrder, idCustomerOrderDocument);
  },
  remove: async (db, { parent: order, params }) => {
    await db.transaction(async (tx) => {
      const current = await oneOf(tx, order.idCustomerOrder, params.idCustomerOrderDocument);
      await tx.delete(customerOrderDocuments).where(eq(customerOrderDocuments.idCustomerOrderDocument, current.idCustomerOrderDocument));
      if ((await references(tx, current.idDocument)) === 0) await tx.delete(documents).where(eq(documents.idDocument, current.idDocument));
    });
  },
};
