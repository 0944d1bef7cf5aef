/**
 * A small typed client of the ordering calls for the web and the CLI: cart, checkout with its
 * documents, order creation and customer orders, and the catalog reads, one part each. Paths are
 * filled from the session scope.
 */
import type { ApiClient } from '../api/api-client';
import { checkoutSavePayload, orderShippingMethods, type CheckoutState } from '../rules/checkout';
import { diffRecords } from '../rules/record-status';
import { sameDocument } from '../rules/file-list';
import { collectionCalls } from '../registry/collection';
import { callAction, sendAction } from '../registry/route-kinds';
import { checkoutCalls } from './checkout';
import { customerOrderCalls as orders } from './customer-orders';
import { checkoutDocuments } from './checkout-documents';
import { ORDERING_PATHS as P } from './paths';
import type {
  Checkout,
  CheckoutDocument,
  CheckoutDocumentInput,
  CompleteAnswer,
  CustomerOrder,
  CustomerOrderTimeline,
  OrderBuyer,
  CustomerOrderUpdate,
  CustomerOrderCreate,
  DeliveryAddress,
  QuickOrderInput,
  ShippingMethod,
  AddressBookSearch,
} from './schemas';
import type { addressBookPage } from './schemas';
import type { z } from 'zod';

type AddressBookPage = z.infer<typeof addressBookPage>;
import { cartClient } from './cart-client';
import { quickOrder as quickOrderCall } from './cart-calls';
import {
  catalogCategoryCall,
  catalogProductCountsCall,
  categoryProductsCall,
  productSearchCall,
  type CatalogOverview,
  type CatalogView,
  type ProductDetail,
  type ProductDocumentFile,
} from './catalog-schemas';

/** A document as the checkout form holds it: saved ones have idCartDocument, new ones carry their base64 content. */
export type CheckoutDocumentDraft = Omit<CheckoutDocumentInput, 'idCart'> & { idCartDocument?: string };

/** The spec's header of a read on behalf of another user of the account. */
const onBehalf = (idUser: string | undefined) => (idUser ? { IdUser: idUser } : undefined);

/** The checkout of a cart: the quick order pad, the checkout read, saved and completed, and its documents. */
function checkoutClient(api: ApiClient) {
  const documents = collectionCalls(api, checkoutDocuments);
  const listDocuments = (idCart: string): Promise<CheckoutDocument[]> => documents.list({ id: idCart }).then((a) => a.documents);

  return {
    /** The quick order pad's lines: those the cart takes are added, the others come back with their reason. */
    quickOrder: (idCart: string, lines: QuickOrderInput['lines']) => sendAction(api, quickOrderCall, { lines }, { idCart }),
    getCheckout: (idCart: string): Promise<Checkout> => callAction(api, checkoutCalls.read, { idCart }).then((a) => a.checkout),
    /** Saves the checkout as the spec sends it: addresses as ids, no empty date, no shipping method object. */
    saveCheckout: (idCart: string, state: CheckoutState): Promise<Checkout> =>
      sendAction(api, checkoutCalls.save, checkoutSavePayload(state), { idCart }).then((a) => a.checkout),
    complete: (idCart: string, type?: string): Promise<CompleteAnswer> => callAction(api, checkoutCalls.complete, { idCart }, { type }),

    listDocuments,
    /** Adds one document: a new file (base64), or a file one of the user's drafts keeps (its idDocument). */
    addCheckoutDocument: (doc: CheckoutDocumentInput): Promise<CheckoutDocument> => documents.create({}, doc).then((a) => a.document),
    /**
     * The spec's save order for checkout documents: removed ones are deleted, changed ones
     * (position, title or name) updated, new ones created, then the list is read again.
     */
    async saveDocuments(idCart: string, wanted: readonly CheckoutDocumentDraft[]): Promise<CheckoutDocument[]> {
      const current = await listDocuments(idCart);
      const diff = diffRecords<CheckoutDocument, CheckoutDocumentDraft, string | object>(current, wanted, {
        key: (d) => d.idCartDocument ?? d,
        equals: (c, w) => sameDocument(c, { ...w, displayPosition: w.displayPosition ?? 0 }),
      });
      for (const doc of diff.toDelete) await documents.remove({ id: doc.idCartDocument });
      for (const { current: doc, wanted: next } of diff.toUpdate) {
        await documents.update({ id: doc.idCartDocument }, { ...next, idCart, idCartDocument: doc.idCartDocument, idDocument: doc.idDocument });
      }
      for (const doc of diff.toCreate) await documents.create({}, { ...doc, idCart });
      return listDocuments(idCart);
    },
  };
}

/** A customer order's calls: shipping methods, orders and buyers, placing, changing and cancelling an order, the address book. */
const customerOrderClient = (api: ApiClient) => ({
  /** The methods the user's groups see (a buyer's, for staff ordering for them), enabled ones only, by displayPosition. */
  shippingMethods: (idClientAccount: string, onBehalfOf?: string): Promise<ShippingMethod[]> =>
    callAction(api, orders.shippingMethods, undefined, { IdClientAccount: idClientAccount }, onBehalf(onBehalfOf)).then((a) =>
      orderShippingMethods(a.shippingMethods),
    ),
  /** The acting user's orders, or (`onBehalfOf`, with the right permission) another user's of the account. */
  listCustomerOrders: (query: CustomerOrderListRequest = {}, onBehalfOf?: string) =>
    callAction(api, orders.list, undefined, { ...query, statusCode: query.statusCode?.length ? query.statusCode : undefined }, onBehalf(onBehalfOf)),
  /** The account's users (every buyer's orders' filter; who an order may be placed for). */
  orderBuyers: (params?: { idClient: string; idClientAccount: string }): Promise<OrderBuyer[]> => callAction(api, orders.buyers, params).then((a) => a.buyers),
  /** POST /customerorders: an order placed whole, for the caller or (staff) for the buyer `idUser` names. */
  createCustomerOrder: (body: CustomerOrderCreate): Promise<CustomerOrder> => sendAction(api, orders.create, body).then((a) => a.customerOrder),
  /** The addresses a user of the account may order to (their own book and the books their groups share). */
  userAddressBook: (idUser: string, query: { idWarehouse?: string; orderType?: string; search?: string } = {}): Promise<DeliveryAddress[]> =>
    callAction(api, orders.addressBook, { idUser }, query).then((a) => a.items),
  /** The spec's search of a user's address book (PUT with currentPage, pageSize, sortOrders, filterGroups). */
  searchUserAddressBook: (
    idUser: string,
    criteria: AddressBookSearch,
    query: { idWarehouse?: string; orderType?: string; addAuthUserAddressBook?: 'true' } = {},
  ): Promise<AddressBookPage> => sendAction(api, orders.searchAddressBook, criteria, { idUser }, query),
  /** The addresses the acting user may ship this checkout to: their user-level address book, in the session's warehouse. */
  checkoutAddresses: (query: { orderType?: string; search?: string } = {}): Promise<DeliveryAddress[]> => {
    const scope = api.scope();
    return callAction(
      api,
      orders.addressBook,
      { idUser: scope.masquerade?.idUser ?? scope.idUser },
      { ...query, idWarehouse: scope.idWarehouse ?? undefined },
    ).then((a) => a.items);
  },
  updateCustomerOrder: (body: CustomerOrderUpdate): Promise<CustomerOrder> =>
    sendAction(api, orders.update, body, { idCustomerOrder: body.idCustomerOrder }).then((a) => a.customerOrder),
  cancelCustomerOrder: (idCustomerOrder: string, data: { orderReason?: string | null } = {}): Promise<CustomerOrder> =>
    sendAction(api, orders.cancel, data, { idCustomerOrder }).then((a) => a.customerOrder),
  /** The order's story in time order: status changes, parcels, issues and documents. */
  customerOrderTimeline: (idCustomerOrder: string): Promise<CustomerOrderTimeline> => callAction(api, orders.timeline, { idCustomerOrder }),
  getCustomerOrder: (idCustomerOrder: string, onBehalfOf?: string): Promise<CustomerOrder> =>
    callAction(api, orders.read, { idCustomerOrder }, undefined, onBehalf(onBehalfOf)).then((a) => a.customerOrder),
});

/** The orderer's catalog reads: catalogs, a category page, a product, a search. */
const catalogClient = (api: ApiClient) => ({
  /** The catalogs the user sees; naming the session's warehouse asks for the orderer's answer, also from an administrator. */
  catalogs: () =>
    api.request<{ catalogs: CatalogView[] }>({ path: P.catalogs, query: { idWarehouse: api.scope().idWarehouse ?? undefined } }).then((a) => a.catalogs),
  category: (idCatalog: string, idCatalogCategory: string, query: { idWarehouse?: string } = {}) =>
    callAction(api, catalogCategoryCall, { idCatalog, id: idCatalogCategory }, query).then((a) => a.category),
  /** A product as the orderer sees it, with the stock of the warehouse given (else the session's). */
  product: (idProduct: string, query: { idWarehouse?: string } = {}) =>
    api
      .request<{ product: ProductDetail }>({
        path: P.product,
        params: { id: idProduct },
        query: { ...query, idWarehouse: query.idWarehouse ?? api.scope().idWarehouse ?? undefined },
      })
      .then((a) => a.product),
  /** A category's products alone, a page at a time (the category page reads them with the category). */
  categoryProducts: (idCatalogCategory: string, query: { idWarehouse?: string; currentPage?: number; pageSize?: number } = {}) =>
    callAction(api, categoryProductsCall, { idCatalogCategory }, query),
  /** A catalog's tree with each category's product count (its landing page). */
  catalogOverview: (idCatalog: string): Promise<CatalogOverview> => callAction(api, catalogProductCountsCall, { idCatalog }),
  /** One of a product's documents with its file (base64). */
  productDocument: (idProduct: string, idDocument: string) =>
    api.request<{ document: ProductDocumentFile }>({ path: P.productDocumentFile, params: { idProduct, idDocument } }).then((a) => a.document),
  searchProducts: (text: string, query: { types?: string; idWarehouse?: string; currentPage?: number; pageSize?: number } = {}) =>
    callAction(api, productSearchCall, { query: text }, query),
});

export function orderingClient(api: ApiClient) {
  return { ...cartClient(api), ...checkoutClient(api), ...customerOrderClient(api), ...catalogClient(api) };
}
/** The list query as the client sends it: status codes as a list (joined with commas on the wire). */
export type CustomerOrderListRequest = {
  /** 'true': every buyer's orders of the account. */
  allBuyers?: 'true';
  currentPage?: number;
  pageSize?: number;
  searchText?: string;
  statusCode?: number[];
  stockFilter?: string;
  labelFilter?: string;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
};
export type OrderingClient = ReturnType<typeof orderingClient>;
