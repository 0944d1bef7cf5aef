/**
 * The cart calls (spec part 1, section 7), on the path's account and warehouse:
 * CoreGeneralProductCart View to read the cart (created on first read), Create to add items or
 * quick order lines, Edit to change or remove an item. Each only ever touches the acting user's
 * own cart: another's cart or item answers 404.
 */
import { z } from 'zod';
import { defineCollection } from '../registry/collection';
import { actionsOf, type RouteAccess } from '../registry/route-kinds';
import { cart, cartItem, cartItemInput, cartItemUpdate, cartQuery, quickOrderAnswer, quickOrderInput } from './schemas';

const warehouseBase = '/clients/accounts/{idClientAccount}/warehouse/{idWarehouse}';
const access = { subject: 'CoreGeneralProductCart', account: { placeholder: 'idClientAccount' } } as const satisfies RouteAccess;
const calls = actionsOf('cart', access);

/** The user's cart of the type asked for (an event cart names its event), created on first read. */
export const readCart = calls.read({
  name: 'readCart',
  path: `${warehouseBase}/cart`,
  query: cartQuery,
  answer: cart,
  summary: 'The acting user’s cart in the warehouse, created on first read',
});

/** Not in the spec: the quick order pad's lines ("SKU quantity") checked and the lines taken added to the cart at once. */
export const quickOrder = calls.action({
  name: 'quickOrder',
  method: 'POST',
  action: 'Create',
  path: `${warehouseBase}/cart/{idCart}/quick-order`,
  body: quickOrderInput,
  answer: quickOrderAnswer,
  status: 200,
  summary: 'Check quick order lines and add those taken to the cart',
});

const itemAnswer = z.object({ item: cartItem });

/** A cart's items: added under the cart, changed and removed by their own id. */
export const cartItems = defineCollection({
  name: 'cart',
  access,
  paths: { collection: `${warehouseBase}/cart/{idCart}/items`, item: `${warehouseBase}/cart/items/{idCartItem}` },
  calls: {
    create: { summary: 'Add a product to the cart', body: cartItemInput, answer: itemAnswer, status: 201 },
    // The item keeps its product: a different product is refused (it is a new item).
    update: { summary: 'Change a cart item’s quantity', body: cartItemUpdate, answer: itemAnswer },
    remove: { summary: 'Remove an item from the cart' },
  },
});
