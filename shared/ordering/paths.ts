/**
 * The ordering calls as the spec names them (part 1, section 7). Placeholders are filled from the
 * call's params, then from the session scope (idClient, idClientAccount, idWarehouse).
 */
import { catalogs } from '../administration/catalogs';
import { products } from '../administration/products';
import { cartItems, readCart } from './cart-calls';
import { categoryProductsCall } from './catalog-schemas';

const warehouseBase = '/clients/accounts/{idClientAccount}/warehouse/{idWarehouse}';

export const ORDERING_PATHS = {
  // The cart's calls are declared in cart-calls.ts.
  cart: readCart.path,
  cartItems: cartItems.paths.collection,
  cartItem: cartItems.paths.item,
  checkout: `${warehouseBase}/checkout/{idCart}`,
  // One path template, one parameter name (OpenAPI allows no other): the spec's GET of a cart's
  // documents and PUT and DELETE of one document share .../checkout/documents/{id}, where {id}
  // is the cart for the GET and the document for the others.
  checkoutDocumentList: `${warehouseBase}/checkout/documents/{id}`,
  checkoutDocuments: `${warehouseBase}/checkout/documents`,
  checkoutDocument: `${warehouseBase}/checkout/documents/{id}`,
  // The spec gives the orderer's catalogs and product the administration's list and record paths;
  // one route answers both audiences by the caller's rights (SecondAudience, server/registry/binding.ts):
  // an orderer gets the orderer's answer, and so does an administrator naming the warehouse (?idWarehouse=).
  catalogs: catalogs.paths.list,
  product: products.paths.item,
  // The category's, search's and catalog overview's reads are declared calls (catalog-schemas.ts).
  categoryProducts: categoryProductsCall.path,
  customerOrders: '/clients/{idClient}/accounts/{idClientAccount}/customerorders',
  customerOrder: '/clients/{idClient}/accounts/{idClientAccount}/customerorders/{idCustomerOrder}',
  // The addresses a user may order to (the spec's user-level address book: GET, and PUT with a search body); the checkout's too.
  userAddressBook: '/clients/{idClient}/accounts/{idClientAccount}/users/{idUser}/addressbook',
  customerOrderUpdate: '/customerorders/{idCustomerOrder}',
  // Not in the spec (its GET /documents/{id} says nothing of who may read a file): a document of a
  // product the orderer sees, with its file, read through the product.
  productDocumentFile: '/clients/{idClient}/accounts/{idClientAccount}/products/{idProduct}/documents/{idDocument}/file',
} as const;
