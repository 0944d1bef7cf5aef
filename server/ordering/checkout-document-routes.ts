/**
 * Documents attached at checkout (spec part 1, section 7): list, add, change (name, title,
 * position, or a new file) and remove, on the acting user's own carts only. CoreGeneralCheckout
 * View to list, Edit for the rest.
 *
 * A draft being resumed brings its documents back: a POST without a file but with the idDocument
 * of a file kept by one of the user's own drafts in the account links that file to the cart
 * (the spec sends files as base64 only, and a draft's files are not read back through the API).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { routePath } from '../registry/paths';
import { checkoutDocument, checkoutDocumentInput } from '../../shared/ordering/schemas';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import type { Db, Tx } from '../db';
import { cartDocuments, documents, draftOrderDocuments, draftOrders } from '../db/schema';
import { notFound } from '../lib/errors';
import { documentChange, fileBodyLimit, readDocument } from '../lib/uploaded-files';
import { invalidField } from './messages';
import { findCart } from './carts';
import { orderingScope } from './scope';

const id = z.uuid('validation.invalid');
const warehouseParams = z.object({ idClientAccount: id, idWarehouse: id });

const shown = {
  idCartDocument: cartDocuments.idCartDocument,
  idDocument: cartDocuments.idDocument,
  idCart: cartDocuments.idCart,
  documentDescription: cartDocuments.documentDescription,
  documentName: documents.documentName,
  documentFileName: documents.documentFileName,
  documentSize: documents.documentSize,
  displayPosition: cartDocuments.displayPosition,
  fileType: documents.fileType,
};

const listOf = (tx: Tx, idCart: string) =>
  tx
    .select(shown)
    .from(cartDocuments)
    .innerJoin(documents, eq(documents.idDocument, cartDocuments.idDocument))
    .where(eq(cartDocuments.idCart, idCart))
    .orderBy(asc(cartDocuments.displayPosition), asc(cartDocuments.idCartDocument));

const oneOf = async (tx: Tx, idCartDocument: string) => {
  const [row] = await tx
    .select(shown)
    .from(cartDocuments)
    .innerJoin(documents, eq(documents.idDocument, cartDocuments.idDocument))
    .where(eq(cartDocuments.idCartDocument, idCartDocument));
  return row;
};

export function registerCheckoutDocumentRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];

  async function ownCart(request: FastifyRequest, params: z.infer<typeof warehouseParams>, idCart: string, action: 'View' | 'Edit') {
    const scope = await orderingScope(db, request, params, action, 'CoreGeneralCheckout');
    const cart = await findCart(db, scope, idCart);
    if (!cart) throw notFound();
    return cart;
  }

  /** The document when it is attached to one of the user's carts in this account and warehouse. */
  async function ownDocument(request: FastifyRequest, params: z.infer<typeof warehouseParams>, idCartDocument: string) {
    const [row] = await db.select().from(cartDocuments).where(eq(cartDocuments.idCartDocument, idCartDocument));
    if (!row) throw notFound();
    await ownCart(request, params, row.idCart, 'Edit');
    return row;
  }

  routes.get(routePath(ORDERING_PATHS.checkoutDocumentList), {
    schema: {
      tags,
      params: warehouseParams.extend({ id: id.describe("The cart's id.") }),
      response: { 200: z.object({ documents: z.array(checkoutDocument) }) },
    },
    handler: async (request) => {
      const cart = await ownCart(request, request.params, request.params.id, 'View');
      return { documents: await listOf(db, cart.idCart) };
    },
  });

  routes.post(routePath(ORDERING_PATHS.checkoutDocuments), {
    bodyLimit: fileBodyLimit(),
    schema: { tags, params: warehouseParams, body: checkoutDocumentInput, response: { 201: z.object({ document: checkoutDocument }) } },
    handler: async (request, reply) => {
      const cart = await ownCart(request, request.params, request.body.idCart, 'Edit');
      const { document, documentName, documentFileName, documentDescription, displayPosition, idDocument } = request.body;
      if (!document && idDocument) {
        const [kept] = await db
          .select({ idDocument: draftOrderDocuments.idDocument })
          .from(draftOrderDocuments)
          .innerJoin(draftOrders, eq(draftOrders.idDraft, draftOrderDocuments.idDraft))
          .where(
            and(
              eq(draftOrderDocuments.idDocument, idDocument),
              eq(draftOrders.idUser, cart.idUser),
              eq(draftOrders.idClientAccount, request.params.idClientAccount),
            ),
          )
          .limit(1);
        if (!kept) throw invalidField('idDocument', 'validation.unknownReference');
        const [link] = await db
          .insert(cartDocuments)
          .values({ idCart: cart.idCart, idDocument, documentDescription: documentDescription ?? null, displayPosition })
          .returning({ idCartDocument: cartDocuments.idCartDocument });
        return reply.code(201).send({ document: await oneOf(db, link.idCartDocument) });
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
      return reply.code(201).send({ document: await oneOf(db, idCartDocument) });
    },
  });

  routes.put(routePath(ORDERING_PATHS.checkoutDocument), {
    bodyLimit: fileBodyLimit(),
    schema: {
      tags,
      params: warehouseParams.extend({ id: id.describe("The document's id (idCartDocument).") }),
      body: checkoutDocumentInput,
      response: { 200: z.object({ document: checkoutDocument }) },
    },
    handler: async (request) => {
      const row = await ownDocument(request, request.params, request.params.id);
      // A document stays on its cart: moving it to another cart would bypass that cart's owner check.
      if (request.body.idCart !== row.idCart) throw invalidField('idCart', GENERIC_MESSAGES.invalid);
      const { document, documentName, documentFileName, documentDescription, displayPosition } = request.body;
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
      return { document: await oneOf(db, row.idCartDocument) };
    },
  });

  routes.delete(routePath(ORDERING_PATHS.checkoutDocument), {
    schema: { tags, params: warehouseParams.extend({ id: id.describe("The document's id (idCartDocument).") }), response: { 204: z.null() } },
    handler: async (request, reply) => {
      const row = await ownDocument(request, request.params, request.params.id);
      await db.transaction(async (tx) => {
        await tx.delete(cartDocuments).where(and(eq(cartDocuments.idCartDocument, row.idCartDocument)));
        await tx.delete(documents).where(eq(documents.idDocument, row.idDocument));
      });
      return reply.code(204).send(null);
    },
  });
}
