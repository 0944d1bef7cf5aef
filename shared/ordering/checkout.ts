/**
 * The checkout calls (spec part 1, section 7): read and save the checkout of the user's cart and
 * complete it into customer orders. Reading needs CoreGeneralCheckout View, saving Edit, each in
 * the path's account; completing needs CoreOrders Create there (checked first) and then
 * CoreGeneralCheckout Create. The addresses a checkout may ship to are the user-level address
 * book's (customerOrderCalls.addressBook).
 */
import { z } from 'zod';
import { actionsOf } from '../registry/route-kinds';
import { ORDERING_PATHS } from './paths';
import { checkout, checkoutInput, completeAnswer, completeQuery } from './schemas';

const answer = z.object({ checkout });
const calls = actionsOf('checkout', { subject: 'CoreGeneralCheckout', account: { placeholder: 'idClientAccount' } });

export const checkoutCalls = {
  /** The checkout of the user's cart (opened with its defaults on first read). */
  read: calls.read({ name: 'readCheckout', path: ORDERING_PATHS.checkout, answer, summary: 'The checkout of the user’s cart' }),
  /** Saves the fields sent (those left out keep their value, null empties them); answers the checkout. */
  save: calls.action({
    name: 'saveCheckout',
    method: 'PUT',
    action: 'Edit',
    path: ORDERING_PATHS.checkout,
    body: checkoutInput,
    answer,
    status: 200,
    summary: 'Save the checkout of the user’s cart',
  }),
  /** Places one order per selected address (each the whole cart): 201 with the orders placed and the addresses that failed. */
  complete: calls.action({
    name: 'completeCheckout',
    method: 'POST',
    action: 'Create',
    access: { subject: 'CoreOrders', account: { placeholder: 'idClientAccount' } },
    path: '/clients/accounts/{idClientAccount}/warehouse/{idWarehouse}/checkout/{idCart}/complete',
    body: z.object({}),
    query: completeQuery,
    answer: completeAnswer,
    status: 201,
    summary: 'Complete the checkout: one order per selected address',
  }),
};
