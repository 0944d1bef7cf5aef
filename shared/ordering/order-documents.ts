/**
 * Documents of a placed order (spec part 1, section 7): listed and added at
 * /customerorders/{id}/documents, read with its file (base64), changed and removed at
 * .../documents/{idCustomerOrderDocument}. The spec's GET /documents/{id} is not served: a bare
 * document id says nothing about who may read it, so a file is read through its order. Reading
 * follows the order's reading rule; adding, changing and removing need CoreOrders Edit on one's
 * own order while it can still be changed (out of stock, acknowledged, in progress).
 */
import { z } from 'zod';
import { defineCollection } from '../registry/collection';
import { customerOrderDocument, customerOrderDocumentFile, customerOrderDocumentInput } from './schemas';

const answer = z.object({ document: customerOrderDocument });

export const customerOrderDocuments = defineCollection({
  name: 'customerOrderDocuments',
  access: { subject: 'CoreOrders', account: 'parent' },
  paths: {
    collection: '/customerorders/{idCustomerOrder}/documents',
    item: '/customerorders/{idCustomerOrder}/documents/{idCustomerOrderDocument}',
  },
  calls: {
    list: { summary: "List an order's documents", answer: z.object({ documents: z.array(customerOrderDocument) }) },
    read: { summary: 'Read a document of an order with its file (base64)', answer: z.object({ document: customerOrderDocumentFile }), files: true },
    create: { summary: 'Add a document to one’s own order', action: 'Edit', body: customerOrderDocumentInput, answer, status: 201, files: true },
    update: {
      summary: 'Change a document of one’s own order (a new file, or its name, title and place)',
      body: customerOrderDocumentInput,
      answer,
      files: true,
    },
    remove: { summary: 'Remove a document from one’s own order' },
  },
});
