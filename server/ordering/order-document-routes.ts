/**
 * Documents of a placed order (spec part 1, section 7): GET and POST /customerorders/{id}/documents,
 * PUT and DELETE .../documents/{idCustomerOrderDocument}. The spec's GET /documents/{id} is not
 * served: a bare document id says nothing about who may read it, so the file is read through its
 * order, GET .../documents/{idCustomerOrderDocument}, with the content base64-encoded as the
 * checkout sends it.
 *
 * Reading follows the order's reading rule. Adding, changing and removing need CoreOrders Edit
 * on one's own order, and only while the order can still be changed (out of stock, acknowledged,
 * in progress): from preparation on, the warehouse works from the papers it has.
 *
 * The orders one checkout creates (one per address) share its files: a change or a removal on
 * one order never touches its siblings' copy (a shared file is copied before it is changed, and
 * deleted only when nothing refers to it any more).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { customerOrderDocument, customerOrderDocumentFile, customerOrderDocumentInput } from '../../shared/ordering/schemas';
import { canChangeOrder, ORDER_CHANGE_MESSAGES } from '../../shared/rules/orders';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import type { Db, Tx } from '../db';
import { cartDocuments, customerOrderDocuments, documents, draftOrderDocuments } from '../db/schema';
import { HttpError, notFound } from '../lib/errors';
import { english } from '../lib/translate';
import { asDownload, documentChange, fileBodyLimit, readDocument, servedDocumentType } from '../lib/uploaded-files';
import { invalidField } from './messages';
import { findOrder, type OrderRow } from './order-changes';
import { ORDER_DOCUMENT_COLUMNS } from './orders';
import { ownOrderFor, readableOrder } from './order-access';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { routePath } from '../registry/paths';

const id = z.uuid('validation.invalid');
const orderParams = z.object({ idCustomerOrder: id });
const documentParams = orderParams.extend({ idCustomerOrderDocument: id });

const listOf = (db: Db | Tx, idCustomerOrder: string) =>
  db
    .select(ORDER_DOCUMENT_COLUMNS)
    .from(customerOrderDocuments)
    .innerJoin(documents, eq(documents.idDocument, customerOrderDocuments.idDocument))
    .where(eq(customerOrderDocuments.idCustomerOrder, idCustomerOrder))
    .orderBy(asc(customerOrderDocuments.displayPosition), asc(customerOrderDocuments.idCustomerOrderDocument));

async function oneOf(db: Db | Tx, idCustomerOrder: string, idCustomerOrderDocument: string) {
  const [row] = await db
    .select({ ...ORDER_DOCUMENT_COLUMNS, content: documents.content })
    .from(customerOrderDocuments)
    .innerJoin(documents, eq(documents.idDocument, customerOrderDocuments.idDocument))
    .where(and(eq(customerOrderDocuments.idCustomerOrder, idCustomerOrder), eq(customerOrderDocuments.idCustomerOrderDocument, idCustomerOrderDocument)));
  if (!row) throw notFound();
  return row;
}

/** How many links (orders, carts, drafts) point at a file. */
async function references(tx: Tx, idDocument: string) {
  const counts = await Promise.all(
    [customerOrderDocuments, cartDocuments, draftOrderDocuments].map((table) => tx.select({ n: count() }).from(table).where(eq(table.idDocument, idDocument))),
  );
  return counts.reduce((sum, [row]) => sum + row.n, 0);
}

export function registerCustomerOrderDocumentRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer orders'];

  /** One's own order, still changeable. */
  async function changeableOrder(request: FastifyRequest, idCustomerOrder: string): Promise<OrderRow> {
    const order = ownOrderFor(request, await findOrder(db, idCustomerOrder));
    if (!canChangeOrder(order.statusCode)) throw new HttpError(409, english({ key: ORDER_CHANGE_MESSAGES.notEditable }), 'ORDER_NOT_CHANGEABLE');
    return order;
  }

  routes.get(routePath(ORDERING_PATHS.customerOrderDocuments), {
    schema: { tags, params: orderParams, response: { 200: z.object({ documents: z.array(customerOrderDocument) }) } },
    handler: async (request) => {
      const order = readableOrder(request, await findOrder(db, request.params.idCustomerOrder));
      return { documents: await listOf(db, order.idCustomerOrder) };
    },
  });

  routes.get(routePath(ORDERING_PATHS.customerOrderDocument), {
    schema: { tags, params: documentParams, response: { 200: z.object({ document: customerOrderDocumentFile }) } },
    handler: async (request, reply) => {
      const order = readableOrder(request, await findOrder(db, request.params.idCustomerOrder));
      const { content: bytes, ...row } = await oneOf(db, order.idCustomerOrder, request.params.idCustomerOrderDocument);
      asDownload(reply);
      // The type its bytes are, whatever was declared when it was stored (before content checks, any).
      return { document: { ...row, fileType: servedDocumentType(row.documentFileName, bytes), document: Buffer.from(bytes).toString('base64') } };
    },
  });

  routes.post(routePath(ORDERING_PATHS.customerOrderDocuments), {
    bodyLimit: fileBodyLimit(),
    schema: { tags, params: orderParams, body: customerOrderDocumentInput, response: { 201: z.object({ document: customerOrderDocument }) } },
    handler: async (request, reply) => {
      const order = await changeableOrder(request, request.params.idCustomerOrder);
      const { document, documentName, documentFileName, documentDescription, displayPosition } = request.body;
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
      const { content: _bytes, ...created } = await oneOf(db, order.idCustomerOrder, idCustomerOrderDocument);
      return reply.code(201).send({ document: created });
    },
  });

  routes.put(routePath(ORDERING_PATHS.customerOrderDocument), {
    bodyLimit: fileBodyLimit(),
    schema: { tags, params: documentParams, body: customerOrderDocumentInput, response: { 200: z.object({ document: customerOrderDocument }) } },
    handler: async (request) => {
      const order = await changeableOrder(request, request.params.idCustomerOrder);
      const { idCustomerOrderDocument } = request.params;
      const { document, documentName, documentFileName, documentDescription, displayPosition } = request.body;
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
      const { content: _bytes, ...updated } = await oneOf(db, order.idCustomerOrder, idCustomerOrderDocument);
      return { document: updated };
    },
  });

  routes.delete(routePath(ORDERING_PATHS.customerOrderDocument), {
    schema: { tags, params: documentParams, response: { 204: z.null() } },
    handler: async (request, reply) => {
      const order = await changeableOrder(request, request.params.idCustomerOrder);
      await db.transaction(async (tx) => {
        const current = await oneOf(tx, order.idCustomerOrder, request.params.idCustomerOrderDocument);
        await tx.delete(customerOrderDocuments).where(eq(customerOrderDocuments.idCustomerOrderDocument, current.idCustomerOrderDocument));
        if ((await references(tx, current.idDocument)) === 0) await tx.delete(documents).where(eq(documents.idDocument, current.idDocument));
      });
      return reply.code(204).send(null);
    },
  });
}
