/**
 * Draft orders (spec part 1, section 7): a user's drafts in an account, at
 * /clients/{c}/accounts/{a}/draftorders[/{idDraft}] (CoreOrdersDraft: View to read, Create to make
 * one from nothing, Edit to change or delete, in the path's account), each answering draftOrder.
 * Drafts belong to their user: another's is "not found", and the portal then goes to /session/404.
 * Saving the cart and its checkout as a draft is the checkout's action (POST .../checkout/{cart}/draft);
 * resuming one is the draft's (POST .../draftorders/{idDraft}/cart).
 */
import { z } from 'zod';
import { defineCollection } from '../registry/collection';
import { actionsOf } from '../registry/route-kinds';
import { cart, draftOrder, draftOrderCreate, draftOrderInput, draftOrderList, draftOrderListQuery } from './schemas';

const answer = z.object({ draftOrder });
const access = { subject: 'CoreOrdersDraft', account: { placeholder: 'idClientAccount' } } as const;
const calls = actionsOf('draftOrders', access);

export const draftOrders = defineCollection({
  name: 'draftOrders',
  access,
  paths: {
    collection: '/clients/{idClient}/accounts/{idClientAccount}/draftorders',
    item: '/clients/{idClient}/accounts/{idClientAccount}/draftorders/{idDraft}',
  },
  calls: {
    list: { summary: "List the user's drafts (optionally one warehouse's), the latest changed first", query: draftOrderListQuery, answer: draftOrderList },
    read: { summary: 'Read one of the user’s drafts with its items, addresses and documents', answer },
    create: {
      summary: 'Make a draft from nothing in a warehouse of the account (resets the user’s checkout there)',
      body: draftOrderCreate,
      answer,
      status: 201,
    },
    update: { summary: 'Change a draft’s fields and, when sent, replace its items', body: draftOrderInput, answer },
    remove: { summary: 'Delete a draft' },
  },
});

/** Saves the user's cart and its checkout as a draft; the cart is then empty and the checkout reset (spec). */
export const draftFromCart = calls.step({
  name: 'createDraftFromCart',
  path: '/clients/accounts/{idClientAccount}/warehouse/{idWarehouse}/checkout/{idCart}/draft',
  action: 'Create',
  answer,
  summary: 'Save the cart and its checkout as a draft (the cart is emptied, the checkout reset)',
});

/**
 * Resumes a draft (the spec shows the button, not the call): its items, checkout and documents go
 * back into the user's cart of the draft's warehouse and the draft is deleted, in one transaction.
 * The path names the warehouse the user works in; a draft of another one is refused with its name.
 */
export const draftToCart = calls.step({
  name: 'resumeDraftOrder',
  path: '/clients/accounts/{idClientAccount}/warehouse/{idWarehouse}/draftorders/{idDraft}/cart',
  action: 'Edit',
  answer: z.object({ cart }),
  summary: 'Resume a draft: its items, checkout and documents back into the cart of its warehouse (the draft is deleted)',
});
