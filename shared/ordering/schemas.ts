/**
 * What the ordering calls send and answer. The server validates with these schemas and the web and
 * CLI type their calls with them, so both sides read one contract.
 */
import { z } from 'zod';
import { searchCriteriaSchema } from '../api/search-criteria';
import { MAX_CHECKOUT_ADDRESSES, CHECKOUT_MESSAGES } from '../rules/checkout';
import { quantitySchema } from '../rules/quantities';
import { ADDRESS_TYPE_FILTERS, ISSUE_LIST_PAGE_SIZE } from '../rules/search';
import { isStrictBase64 } from '../rules/base64';
import { FIELD_LIMITS, maxText } from '../rules/field-limits';
import { GENERIC_MESSAGES } from '../rules/message';
import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES } from '../rules/quick-order';
import { ORDER_LIST_DEFAULTS, ORDER_SORT_FIELDS, ORDER_STOCK_FILTERS } from '../rules/orders';
import { CUSTOMER_ORDER_STATUSES, ORDER_STATUS_NAMES } from '../rules/statuses';
import { shippingMethodRecord } from '../administration/shipping-methods';

const id = z.uuid({ error: GENERIC_MESSAGES.invalid });
const optional = (max: number) => maxText(max).nullish();
const isoDate = z.iso.date({ error: GENERIC_MESSAGES.invalid });
/** A list's page: its number from 1 and its size (up to 200), defaulting to the list's own. */
const pageQuery = (defaultSize: number) =>
  z.object({
    currentPage: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(defaultSize),
  });
const searchText = z.string().trim().max(100, { error: GENERIC_MESSAGES.tooLong }).optional();
const pageCriteria = z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() });

export const CART_TYPES = ['WAREHOUSE', 'BOX', 'EVENT'] as const;

export const cartQuery = z.object({ type: z.enum(CART_TYPES, { error: GENERIC_MESSAGES.invalid }), idEvent: id.optional() });

export const cartItemInput = z.object({ idProduct: id, quantity: quantitySchema });
/** The quick order pad's lines as read (shared/rules/quick-order.ts); the server decides each one. */
export const quickOrderInput = z.object({
  lines: z
    .array(z.object({ line: z.number().int().min(1).max(1_000_000), sku: z.string().max(100), quantity: z.string().max(20) }))
    .min(1, GENERIC_MESSAGES.required)
    .max(QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES.tooManyLines),
});
export type QuickOrderInput = z.infer<typeof quickOrderInput>;
const messageSchema = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export const quickOrderAnswer = z.object({
  taken: z.array(z.object({ line: z.number(), sku: z.string(), idProduct: z.string(), productName: z.string(), quantity: z.number() })),
  refused: z.array(z.object({ line: z.number(), sku: z.string(), quantity: z.string(), reason: messageSchema })),
});
export type QuickOrderAnswer = z.infer<typeof quickOrderAnswer>;
export const cartItemUpdate = z.object({ quantity: quantitySchema, idProduct: id.optional(), idCartItem: id.optional() });

export const cartItem = z.object({
  idCartItem: z.uuid(),
  idCart: z.uuid(),
  idProduct: z.uuid(),
  quantity: z.number(),
  productName: z.string(),
  sku: z.string(),
  skuClient: z.string().nullable(),
  type: z.string(),
  priceSell: z.number(),
  idImage: z.uuid().nullable(),
  availableQuantity: z.number().nullable(),
});
export type CartItem = z.infer<typeof cartItem>;

/** A product whose requested quantity is not there: diff = available - requested (null: product gone). */
export const cartError = z.object({ idProduct: z.uuid(), diff: z.number().nullable(), error: z.string(), message: z.string() });
export type CartError = z.infer<typeof cartError>;

export const cartSuggestion = z.object({ idProduct: z.uuid(), productName: z.string(), sku: z.string(), priceSell: z.number(), idImage: z.uuid().nullable() });

export const cart = z.object({
  idCart: z.uuid(),
  type: z.enum(CART_TYPES),
  idEvent: z.uuid().nullable(),
  items: z.array(cartItem),
  totalQuantity: z.number(),
  subtotalPrice: z.number(),
  productsSuggestions: z.array(cartSuggestion),
  errors: z.array(cartError),
});
export type Cart = z.infer<typeof cart>;

export const ORDER_TYPES = ADDRESS_TYPE_FILTERS;

/**
 * The fields a checkout, a draft and an order share, as they are sent (each limit and message
 * written once) and as they are answered.
 */
const orderFieldsInput = z.object({
  idShippingMethod: id.nullish(),
  orderType: z.enum(ORDER_TYPES, { error: GENERIC_MESSAGES.invalid }).nullish(),
  deliveryDate: isoDate.nullish(),
  shipToMultiple: z.boolean().nullish(),
  addressComment: optional(FIELD_LIMITS.comment),
  orderComment: optional(FIELD_LIMITS.comment),
  orderReference: optional(FIELD_LIMITS.reference),
  poNumber: optional(FIELD_LIMITS.reference),
});
const orderFields = z.object({
  idShippingMethod: z.uuid().nullable(),
  orderType: z.enum(ORDER_TYPES),
  deliveryDate: z.string().nullable(),
  shipToMultiple: z.boolean(),
  addressComment: z.string().nullable(),
  orderComment: z.string().nullable(),
  orderReference: z.string().nullable(),
  poNumber: z.string().nullable(),
});
/** What the order to a BOX warehouse says of the box's user. */
const boxUserFieldsInput = z.object({
  idBoxUser: id.nullish(),
  boxUserFirstName: optional(FIELD_LIMITS.personName.max),
  boxUserLastName: optional(FIELD_LIMITS.personName.max),
  boxUserEmail: optional(FIELD_LIMITS.email),
  boxUserMobile: optional(FIELD_LIMITS.mobile),
  boxUserPhone: optional(FIELD_LIMITS.contactPhone),
});
const boxUserFields = z.object({
  idBoxUser: z.uuid().nullable(),
  boxUserFirstName: z.string().nullable(),
  boxUserLastName: z.string().nullable(),
  boxUserEmail: z.string().nullable(),
  boxUserMobile: z.string().nullable(),
  boxUserPhone: z.string().nullable(),
});

/** The checkout save: selected addresses as ids, an empty date as null (see checkoutSavePayload). */
export const checkoutInput = orderFieldsInput.extend({
  ...boxUserFieldsInput.shape,
  selectedAddresses: z.array(id).max(MAX_CHECKOUT_ADDRESSES, { error: CHECKOUT_MESSAGES.tooManyAddresses }).nullish(),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

export const deliveryAddress = z.object({
  idAddressBookAddress: z.uuid(),
  addressType: z.string().nullable(),
  addressName: z.string(),
  reference: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  companyName: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  countryISO2: z.string(),
  deliveryInstruction: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  idWarehouse: z.uuid().nullable(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

/** The spec's default page of an address list (part 1, section 9: page 1, size 50). */
export const ADDRESS_BOOK_PAGE_SIZE = 50;
/**
 * PUT .../users/{idUser}/addressbook: the spec's search body. A `like` filter's value is the
 * search text (name, city, post code); the addresses come by name.
 */
export const addressBookSearch = z.object({
  currentPage: searchCriteriaSchema.shape.currentPage.unwrap().optional(),
  pageSize: searchCriteriaSchema.shape.pageSize.unwrap().optional(),
  sortOrders: searchCriteriaSchema.shape.sortOrders.unwrap().optional(),
  filterGroups: searchCriteriaSchema.shape.filterGroups.unwrap().optional(),
});
export const addressBookPage = z.object({
  items: z.array(deliveryAddress),
  searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }),
});
export type AddressBookSearch = z.input<typeof addressBookSearch>;

export const deliverySettingsAnswer = z.object({
  deliveryDelayInDay: z.number(),
  deliveryMaxDelayInDay: z.number(),
  deliveryDayOfWeekOrderBeforeHour: z.number().nullable(),
  deliveryWeekEndEnabled: z.boolean(),
  deliveryDayOfWeek: z.number().nullable(),
  deliveryDayOfWeekWeekIncrement: z.number().nullable(),
});

/** A shipping method as the checkout offers it: the administration's record, without its account. */
export const shippingMethod = shippingMethodRecord.omit({ idClientAccount: true });
export type ShippingMethod = z.infer<typeof shippingMethod>;

export const checkout = orderFields.extend({
  ...boxUserFields.shape,
  idCart: z.uuid(),
  shippingMethod: shippingMethod.nullable(),
  selectedAddresses: z.array(deliveryAddress),
  deliverySettings: deliverySettingsAnswer,
});
export type Checkout = z.infer<typeof checkout>;

export const MAX_DOCUMENT_BYTES = 5_242_880;

export const checkoutDocumentInput = z.object({
  idCart: id,
  /**
   * The file, base64-encoded; optional on update (the content stays). Checked in one pass, not by
   * z.base64(), whose regular expression overflows the stack on files of 3.5 MB and more.
   */
  document: z
    .string()
    .refine((text) => text === '' || isStrictBase64(text), { error: GENERIC_MESSAGES.invalid })
    .optional(),
  documentDescription: optional(FIELD_LIMITS.comment),
  documentName: maxText(50).trim().min(1, { error: GENERIC_MESSAGES.required }),
  documentFileName: maxText(255).trim().min(1, { error: GENERIC_MESSAGES.required }),
  documentSize: z.number().int().min(0).max(MAX_DOCUMENT_BYTES, { error: GENERIC_MESSAGES.tooBig }).optional(),
  displayPosition: z.number().int().min(0).default(0),
  fileType: maxText(100).trim().min(1, { error: GENERIC_MESSAGES.required }),
  idCartDocument: id.optional(),
  idDocument: id.optional(),
});
export type CheckoutDocumentInput = z.input<typeof checkoutDocumentInput>;

/** A document as a checkout, a draft and an order answer it (each adds its own id). */
const documentFields = z.object({
  idDocument: z.uuid(),
  documentName: z.string(),
  documentFileName: z.string(),
  documentDescription: z.string().nullable(),
  documentSize: z.number(),
  displayPosition: z.number(),
  fileType: z.string(),
});

export const checkoutDocument = documentFields.extend({ idCartDocument: z.uuid(), idCart: z.uuid() });
export type CheckoutDocument = z.infer<typeof checkoutDocument>;

export const completeQuery = z.object({ type: z.enum(CART_TYPES).optional() });

export const placedOrder = z.object({ idCustomerOrder: z.uuid(), orderNumber: z.string(), idAddressBookAddress: z.uuid(), addressName: z.string() });
/** `message` is the whole English sentence; `errorMessage` the order's own error, for a reader's language. */
export const orderFailure = z.object({ idAddressBookAddress: z.uuid(), addressName: z.string(), message: z.string(), errorMessage: z.string() });
export const completeAnswer = z.object({ idOrder: z.uuid(), orders: z.array(placedOrder), failures: z.array(orderFailure) });
export type CompleteAnswer = z.infer<typeof completeAnswer>;

export const deliveryProduct = z.object({
  idCustomerOrderDeliveryProduct: z.uuid(),
  lineNumber: z.number(),
  idProduct: z.uuid().nullable(),
  idBundle: z.uuid().nullable(),
  orderedQuantity: z.number(),
  productName: z.string(),
  sku: z.string(),
  skuClient: z.string().nullable(),
  priceSell: z.number(),
  deliveredQuantity: z.number(),
  currentProduct: z.object({ idProduct: z.uuid(), productName: z.string(), sku: z.string(), enabled: z.boolean() }).nullable(),
  /** The bundle this line is a child of (its quantity already multiplied), as it is today. */
  bundle: z.object({ idProduct: z.uuid(), productName: z.string(), sku: z.string() }).nullable(),
  /** The product's stock in the delivery's warehouse today; null when it has none there. */
  stock: z.object({ physicalQuantity: z.number(), reservedQuantity: z.number(), availableQuantity: z.number() }).nullable(),
});

export const shipment = z.object({
  idCustomerOrderShipment: z.uuid(),
  idTracking: z.string(),
  trackingURL: z.string(),
  carrierName: z.string().nullable(),
  shippedDate: z.string(),
});
export type Shipment = z.infer<typeof shipment>;

export const delivery = z.object({
  idCustomerOrderDelivery: z.uuid(),
  idWarehouse: z.uuid(),
  idShippingMethod: z.uuid().nullable(),
  shippingMethodName: z.string().nullable(),
  warehouseName: z.string().nullable(),
  idAddressBookAddress: z.uuid().nullable(),
  requestedDeliveryDate: z.string().nullable(),
  addressName: z.string().nullable(),
  addressType: z.string().nullable(),
  deliveryCompanyName: z.string().nullable(),
  deliveryFirstname: z.string().nullable(),
  deliveryLastname: z.string().nullable(),
  deliveryAddress1: z.string(),
  deliveryAddress2: z.string().nullable(),
  deliveryAddressZipCode: z.string(),
  deliveryAddressCity: z.string(),
  deliveryAddressCountryISO2: z.string(),
  deliveryInstruction: z.string().nullable(),
  transportRequired: z.boolean(),
  transportType: z.string().nullable(),
  appointmentDate: z.string().nullable(),
  idRelayPointAddress: z.uuid().nullable(),
  inboundName: z.string().nullable(),
  outboundName: z.string().nullable(),
  addressComment: z.string().nullable(),
  appointmentComment: z.string().nullable(),
  shipments: z.array(shipment),
  products: z.array(deliveryProduct),
});

export const customerOrderDocument = documentFields.extend({ idCustomerOrderDocument: z.uuid() });

/** A document added to a placed order: the checkout document's fields, on the order (PUT may leave the file out). */
export const customerOrderDocumentInput = checkoutDocumentInput.omit({ idCart: true, idCartDocument: true }).extend({
  idCustomerOrderDocument: id.optional(),
});
export type CustomerOrderDocumentInput = z.input<typeof customerOrderDocumentInput>;

/** One document with its file, base64-encoded (GET .../documents/{idCustomerOrderDocument}). */
export const customerOrderDocumentFile = customerOrderDocument.extend({ document: z.string() });
export type CustomerOrderDocumentFile = z.infer<typeof customerOrderDocumentFile>;
export type CustomerOrderDocument = z.infer<typeof customerOrderDocument>;

export const customerOrder = z.object({
  idCustomerOrder: z.uuid(),
  idClientAccount: z.uuid(),
  idUser: z.uuid(),
  orderNumber: z.string(),
  orderDate: z.string(),
  statusCode: z.number(),
  statusName: z.string(),
  orderType: z.string(),
  orderReason: z.string().nullable(),
  ...orderFields.pick({ orderReference: true, poNumber: true, orderComment: true }).shape,
  buyerReference: z.string().nullable(),
  buyerLastname: z.string().nullable(),
  buyerFirstname: z.string().nullable(),
  buyerPhone: z.string().nullable(),
  buyerMobile: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  requesterReference: z.string().nullable(),
  requesterLastname: z.string().nullable(),
  requesterFirstname: z.string().nullable(),
  requesterPhone: z.string().nullable(),
  requesterMobile: z.string().nullable(),
  requesterEmail: z.string().nullable(),
  /** The staff member who placed the order for its user (POST /customerorders for a buyer); null when the user placed it. */
  idPlacedBy: z.uuid().nullable().default(null),
  documents: z.array(customerOrderDocument),
  deliveries: z.array(delivery),
  /** The account's delivery-date settings, sent with an order that can still be changed: its date is checked by the same rule as at checkout. */
  deliverySettings: deliverySettingsAnswer.optional(),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

export const customerOrderSummary = customerOrder.omit({ documents: true, deliveries: true, deliverySettings: true });
export const customerOrderList = z.object({ items: z.array(customerOrderSummary), searchCriteria: pageCriteria });
export type DeliveryProduct = z.infer<typeof deliveryProduct>;
export type Delivery = z.infer<typeof delivery>;

const knownStatusCodes = Object.values(CUSTOMER_ORDER_STATUSES) as number[];

/**
 * The list's query: search (order number, reference, PO number, from 3 characters), status codes
 * (comma-separated), the stock filter (out-of-stock orders or the others), the label filter (a
 * status name), a sort and a page; `allBuyers` for the account's orders.
 */
export const customerOrderListQuery = pageQuery(ORDER_LIST_DEFAULTS.pageSize).extend({
  searchText,
  statusCode: z
    .string()
    .regex(/^-?\d+(,-?\d+)*$/, { error: GENERIC_MESSAGES.invalid })
    .transform((text) => text.split(',').map(Number))
    .refine((codes) => codes.every((code) => knownStatusCodes.includes(code)), { error: GENERIC_MESSAGES.invalid })
    .optional(),
  stockFilter: z.enum(ORDER_STOCK_FILTERS, { error: GENERIC_MESSAGES.invalid }).optional(),
  labelFilter: z.enum(ORDER_STATUS_NAMES, { error: GENERIC_MESSAGES.invalid }).optional(),
  sortField: z.enum(ORDER_SORT_FIELDS, { error: GENERIC_MESSAGES.unknownField }).default(ORDER_LIST_DEFAULTS.sortField),
  sortOrder: z.enum(['asc', 'desc'], { error: GENERIC_MESSAGES.invalid }).default(ORDER_LIST_DEFAULTS.sortOrder),
  /** 'true': every buyer's orders of the account (shared/rules/account-orders.ts); an IdUser header still narrows to one buyer. */
  allBuyers: z.enum(['true', 'false'], { error: GENERIC_MESSAGES.invalid }).optional(),
});
/** A user of the account as the account orders' buyer filter and the order-for-someone screen list them. */
export const orderBuyer = z.object({
  idUser: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** May order in the account (CoreGeneralCheckout Create): an order may be placed for them. */
  mayOrder: z.boolean(),
});
export type OrderBuyer = z.infer<typeof orderBuyer>;
export type CustomerOrderListQuery = z.input<typeof customerOrderListQuery>;
export type CustomerOrderSummary = z.infer<typeof customerOrderSummary>;

/**
 * PUT /customerorders/{id}: the spec's body. A line of `products` is an existing line with its
 * new quantity (idCustomerOrderDeliveryProduct, orderedQuantity), an existing line to take out
 * (removed: true), or a new line (idProduct, orderedQuantity). The shipping method, the address
 * (from the order user's books, copied into the delivery), the warehouse (the delivery's own: an
 * order does not move between warehouses), the box user fields and the address comment change
 * the delivery.
 */
export const customerOrderUpdate = orderFieldsInput.pick({ orderReference: true, orderComment: true, poNumber: true, addressComment: true }).extend({
  ...boxUserFieldsInput.shape,
  idCustomerOrder: id,
  idClientAccount: id.optional(),
  idUser: id.optional(),
  idCustomerOrderDelivery: id.optional(),
  idShippingMethod: id.optional(),
  idAddressBookAddress: id.optional(),
  idWarehouse: id.optional(),
  requestedDeliveryDate: orderFieldsInput.shape.deliveryDate,
  products: z
    .array(
      z.object({
        idCustomerOrderDeliveryProduct: id.optional(),
        idProduct: id.optional(),
        orderedQuantity: z.number({ error: GENERIC_MESSAGES.notANumber }).optional(),
        removed: z.boolean().optional(),
      }),
    )
    .max(1000)
    .default([]),
});
export type CustomerOrderUpdate = z.input<typeof customerOrderUpdate>;
export type CustomerOrderUpdateBody = z.output<typeof customerOrderUpdate>;

/** The most lines and documents one order placed through POST /customerorders carries. */
export const MAX_ORDER_LINES = 1000;
export const MAX_ORDER_DOCUMENTS = 20;

/**
 * POST /customerorders: the full order structure, placed under the checkout's rules. `idUser` is
 * the buyer the order is for (the caller when left out); ordering for someone else needs the
 * permission shared/rules/account-orders.ts names, and the caller is recorded as who placed it.
 */
export const customerOrderCreate = orderFieldsInput
  .pick({ orderType: true, addressComment: true, orderComment: true, orderReference: true, poNumber: true })
  .extend({
    ...boxUserFieldsInput.shape,
    idClientAccount: id,
    idWarehouse: id,
    idUser: id.optional(),
    idShippingMethod: z.uuid({ error: 'validation.checkout.shippingMethodRequired' }),
    idAddressBookAddress: z.uuid({ error: 'validation.checkout.addressRequired' }),
    requestedDeliveryDate: isoDate.nullish(),
    products: z
      .array(z.object({ idProduct: id, quantity: quantitySchema }))
      .min(1, { error: 'validation.checkout.emptyCart' })
      .max(MAX_ORDER_LINES, { error: GENERIC_MESSAGES.tooBig }),
    documents: z
      .array(customerOrderDocumentInput.omit({ idCustomerOrderDocument: true }))
      .max(MAX_ORDER_DOCUMENTS, { error: GENERIC_MESSAGES.tooBig })
      .default([]),
  });
export type CustomerOrderCreate = z.input<typeof customerOrderCreate>;
export type CustomerOrderCreateBody = z.output<typeof customerOrderCreate>;

/** POST /customerorders/{id}/cancel: the spec does not show its data; a reason may travel with it (the body itself is required). */
export const customerOrderCancel = z.object({ orderReason: optional(50) });

export const customerOrderIssue = z.object({
  idCustomerOrderIssue: z.uuid(),
  idCustomerOrder: z.uuid(),
  idUser: z.uuid(),
  userName: z.string(),
  subject: z.string(),
  description: z.string().nullable(),
  statusName: z.enum(ORDER_STATUS_NAMES),
  creationDate: z.string(),
  updateDate: z.string(),
});
export type CustomerOrderIssue = z.infer<typeof customerOrderIssue>;

/** Who reports an issue writes its subject and description; its status is one of the spec's names (Open unless told). */
export const customerOrderIssueInput = z.object({
  subject: maxText(100).trim().min(1, { error: GENERIC_MESSAGES.required }),
  description: optional(2000),
  statusName: z.enum(ORDER_STATUS_NAMES, { error: GENERIC_MESSAGES.invalid }).optional(),
});
export type CustomerOrderIssueInput = z.input<typeof customerOrderIssueInput>;

export const customerOrderIssueListQuery = pageQuery(ISSUE_LIST_PAGE_SIZE).extend({ searchText });
export const customerOrderIssueList = z.object({
  items: z.array(customerOrderIssue),
  searchCriteria: pageCriteria.extend({ searchText: z.string().nullable() }),
});
export type CustomerOrderIssueList = z.infer<typeof customerOrderIssueList>;

/**
 * One moment of an order's story (GET /customerorders/{id}/timeline): a status taken (its code and
 * label), a parcel shipped, an issue reported, a document added. `at` is an ISO date and time.
 */
export const customerOrderTimelineEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), at: z.string(), statusCode: z.number(), statusName: z.string() }),
  z.object({
    kind: z.literal('shipment'),
    at: z.string(),
    idTracking: z.string(),
    trackingURL: z.string(),
    carrierName: z.string().nullable(),
    /** Which delivery of the order (1, 2...), for an order sent to several addresses. */
    deliveryNumber: z.number(),
  }),
  z.object({ kind: z.literal('issue'), at: z.string(), idCustomerOrderIssue: z.uuid(), subject: z.string(), statusName: z.string() }),
  z.object({ kind: z.literal('document'), at: z.string(), idCustomerOrderDocument: z.uuid(), documentName: z.string() }),
]);
export type CustomerOrderTimelineEvent = z.infer<typeof customerOrderTimelineEvent>;
/** Oldest first; moments of the same time in the order status, shipment, issue, document. */
export const customerOrderTimeline = z.object({ events: z.array(customerOrderTimelineEvent) });
export type CustomerOrderTimeline = z.infer<typeof customerOrderTimeline>;

export const draftOrderItem = z.object({
  idProduct: z.uuid(),
  productName: z.string(),
  sku: z.string(),
  skuClient: z.string().nullable(),
  type: z.string(),
  enabled: z.boolean(),
  quantity: z.number(),
});

export const draftOrderSummary = orderFields.extend({
  idDraft: z.uuid(),
  idClientAccount: z.uuid(),
  idWarehouse: z.uuid(),
  warehouseName: z.string(),
  idUser: z.uuid(),
  shippingMethodName: z.string().nullable(),
  creationDate: z.string(),
  updateDate: z.string(),
  itemCount: z.number(),
  totalQuantity: z.number(),
});
export type DraftOrderSummary = z.infer<typeof draftOrderSummary>;

/** The spec's draft: idDraft, documents, addresses, idUser, idShippingMethod, with the items and checkout fields it keeps. */
export const draftOrder = draftOrderSummary.extend({
  items: z.array(draftOrderItem),
  addresses: z.array(deliveryAddress),
  documents: z.array(documentFields.extend({ idDraftOrderDocument: z.uuid() })),
});
export type DraftOrder = z.infer<typeof draftOrder>;

export const draftOrderListQuery = pageQuery(ORDER_LIST_DEFAULTS.pageSize).extend({ idWarehouse: id.optional() });
export const draftOrderList = z.object({ items: z.array(draftOrderSummary), searchCriteria: pageCriteria });

/** PUT .../draftorders/{id}: the checkout fields a draft keeps, and its items (the whole list, when sent). */
export const draftOrderInput = orderFieldsInput.omit({ orderType: true, shipToMultiple: true }).extend({
  items: z
    .array(z.object({ idProduct: id, quantity: quantitySchema }))
    .max(1000)
    .optional(),
});
export type DraftOrderInput = z.input<typeof draftOrderInput>;
/** POST .../draftorders: a draft made from nothing, in one of the account's warehouses (its type: a delivery by default). */
export const draftOrderCreate = draftOrderInput.extend({
  idWarehouse: id,
  orderType: z.enum(ORDER_TYPES, { error: GENERIC_MESSAGES.invalid }).optional(),
  /** Delivery addresses (idAddressBookAddress), each one the user may order to with the draft's order type. */
  addresses: z.array(id).max(100).optional(),
});
export type DraftOrderCreate = z.input<typeof draftOrderCreate>;
