/**
 * Documents attached at checkout (spec part 1, section 7): a cart's documents listed at
 * .../checkout/documents/{id} ({id} the cart), one added at .../checkout/documents (the cart named
 * by the body's idCart), changed (name, title, position, or a new file) and removed at
 * .../checkout/documents/{id} ({id} the document), on the acting user's own carts only, in the
 * path's account and warehouse. CoreGeneralCheckout View to list, Edit for the rest.
 *
 * A draft being resumed brings its documents back: an add without a file but with the idDocument
 * of a file kept by one of the user's own drafts in the account links that file to the cart
 * (the spec sends files as base64 only, and a draft's files are not read back through the API).
 */
import { z } from 'zod';
import { defineCollection } from '../registry/collection';
import { ORDERING_PATHS } from './paths';
import { checkoutDocument, checkoutDocumentInput } from './schemas';

const answer = z.object({ document: checkoutDocument });

export const checkoutDocuments = defineCollection({
  name: 'checkoutDocuments',
  // The cart is the parent: the storage checks the permission in the path's account, the
  // warehouse's place in it, and that the cart (or the document's cart) is the user's own.
  access: { subject: 'CoreGeneralCheckout', account: 'parent' },
  paths: { collection: ORDERING_PATHS.checkoutDocuments, item: ORDERING_PATHS.checkoutDocument },
  calls: {
    list: {
      summary: "List the documents of one of the user's carts",
      path: ORDERING_PATHS.checkoutDocumentList,
      answer: z.object({ documents: z.array(checkoutDocument) }),
    },
    create: {
      summary: "Add a document to one of the user's carts (a new file, or one the user's drafts keep)",
      action: 'Edit',
      body: checkoutDocumentInput,
      answer,
      status: 201,
      files: true,
    },
    update: { summary: 'Change a document of the checkout (a new file, or its name, title and place)', body: checkoutDocumentInput, answer, files: true },
    remove: { summary: 'Remove a document from the checkout' },
  },
});
