/**
 * Storage of the documents attached at checkout (shared/ordering/checkout-documents.ts), reached
 * through the acting user's own cart in the path's account and warehouse.
 */
import { and, eq } from 'drizzle-orm';
import { checkoutDocuments } from '../../shared/ordering/checkout-documents';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import type { Db, Tx } from '../db';
import { cartDocuments, documents, draftOrderDocuments, draftOrders } from '../db/schema';
import { notFound } from '../lib/errors';
import { attachedDocuments, documentChange, readDocument } from '../lib/uploaded-files';
import type { CollectionStorage } from '../registry/collection';
import { invalidField } from './messages';
import { findCart } from './carts';
import { orderingScope, type OrderingScope } from './scope';

const ids = { idCartDocument: cartDocuments.idCartDocument, idCart: cartDocuments.idCart };

const listOf = (tx: Tx, idCart: string) => attachedDocuments(tx, cartDocuments, ids, eq(cartDocuments.idCart, idCart));

const oneOf = async (tx: Tx, idCartDocument: string) => {
  const [row] = await attachedDocuments(tx, cartDocuments, ids, eq(cartDocuments.idCartDocument, idCartDocument));
  return { document: row };
};

async function ownCart(db: Db, scope: OrderingScope, idCart: string) {
  const cart = await findCart(db, scope, idCart);
  if (!cart) throw notFound();
  return cart;
}

/** The document when it is attached to one of the user's carts in this account and warehouse. */
async function ownDocument(db: Db, scope: OrderingScope, idCartDocument: string) {
  const [row] = await db.select().from(cartDocuments).where(eq(cartDocuments.idCartDocument, idCartDocument));
  if (!row) throw notFound();
  await ownCart(db, scope, row.idCart);
  return row;
}

export const checkoutDocumentsStorage: CollectionStorage<typeof checkoutDocuments, OrderingScope> = {
  collection: checkoutDocuments,
  /** The permission in the path's account, and the path's warehouse one of the account's. */
  parent: (db, request, params, action) =>
    orderingScope(db, request, { idClientAccount: params.idClientAccount, idWarehouse: params.idWarehouse }, action, checkoutDocuments.access.subject),
  list: async (db, { parent: scope, params }) => {
    const cart = await ownCart(db, scope, params.id);
    return { documents: await listOf(db, cart.idCart) };
  },
  create: async (db, { parent: scope, body }) => {
    const cart = await ownCart(db, scope, body.idCart);
    const { document, documentName, documentFileName, documentDescription, displayPosition, idDocument } = body;
    if (!document && idDocument) {
      const [kept] = await db
        .select({ idDocument: draftOrderDocuments.idDocument })
        .from(draftOrderDocuments)
        .innerJoin(draftOrders, eq(draftOrders.idDraft, draftOrderDocuments.idDraft))
        .where(and(eq(draftOrderDocuments.idDocument, idDocument), eq(draftOrders.idUser, cart.idUser), eq(draftOrders.idClientAccount, scope.idClientAccount)))
        .limit(1);
      if (!kept) throw invalidField('idDocument', 'validation.unknownReference');
      const [link] = await db
        .insert(cartDocuments)
        .values({ idCart: cart.idCart, idDocument, documentDescription: documentDescription ?? null, displayPosition })
        .returning({ idCartDocument: cartDocuments.idCartDocument });
      return oneOf(db, link.idCartDocument);
    }
    if (!document) throw invalidField('document', GENERIC_MESSAGES.required);
    // The size is what was received, whatever documentSize claims; the type what the bytes are, whatever fileType says.
    const { bytes, fileType } = readDocument({ document, documentName, documentFileName });
    const idCartDocument = await db.transaction(async (tx) => {
      const [doc] = await tx
        .insert(documents)
        .values({ documentName, documentFileName, fileType, documentSize: bytes.length, content: bytes })
        .returning({ idDocument: documents.idDocument });
      const [link] = await tx
        .insert(cartDocuments)
        .values({ idCart: cart.idCart, idDocument: doc.idDocument, documentDescription: documentDescription ?? null, displayPosition })
        .returning({ idCartDocument: cartDocuments.idCartDocument });
      return link.idCartDocument;
    });
    return oneOf(db, idCartDocument);
  },
  update: async (db, { parent: scope, params, body }) => {
    const row = await ownDocument(db, scope, params.id);
    // A document stays on its cart: moving it to another cart would bypass that cart's owner check.
    if (body.idCart !== row.idCart) throw invalidField('idCart', GENERIC_MESSAGES.invalid);
    const { document, documentName, documentFileName, documentDescription, displayPosition } = body;
    await db.transaction(async (tx) => {
      const file = await documentChange({ document, documentName, documentFileName }, async () => {
        const [stored] = await tx.select().from(documents).where(eq(documents.idDocument, row.idDocument));
        return stored;
      });
      await tx
        .update(documents)
        .set({ documentName, documentFileName, ...file })
        .where(eq(documents.idDocument, row.idDocument));
      await tx
        .update(cartDocuments)
        .set({ documentDescription: documentDescription ?? null, displayPosition })
        .where(eq(cartDocuments.idCartDocument, row.idCartDocument));
    });
    return oneOf(db, row.idCartDocument);
  },
  remove: async (db, { parent: scope, params }) => {
    const row = await ownDocument(db, scope, params.id);
    await db.transaction(async (tx) => {
      await tx.delete(cartDocuments).where(eq(cartDocuments.idCartDocument, row.idCartDocument));
      await tx.delete(documents).where(eq(documents.idDocument, row.idDocument));
    });
  },
};
