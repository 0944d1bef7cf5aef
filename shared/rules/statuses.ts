/**
 * Status codes and their label keys. Unknown codes give undefined: the screen then shows the
 * statusName the server sent, rather than a wrong label.
 */
import type { TranslationKey } from '../i18n/translation-keys';

export const CUSTOMER_ORDER_STATUSES = {
  outOfStock: -10,
  cancelled: 0,
  acknowledged: 1,
  inProgress: 10,
  preparation: 30,
  closed: 40,
  partiallyShipped: 50,
  shipped: 60,
  transit: 63,
  outForDelivery: 64,
  anomaly: 66,
  delivered: 70,
} as const;

export const SUPPLIER_ORDER_STATUSES = {
  cancelled: 0,
  awaitingReceipt: 1,
  receiving: 20,
  partiallyReceived: 30,
  received: 50,
  expired: 60,
} as const;

/** Work orders (the spec gives no codes; these follow the supplier orders'). */
export const WORK_ORDER_STATUSES = { cancelled: 0, open: 1, completed: 40 } as const;

/** Inbound and outbound box orders. */
export const BOX_ORDER_STATUSES = { cancelled: 0, acknowledged: 1, closed: 20 } as const;

export const QUOTA_STATUSES = { active: 1, utilized: 2, expired: 3, inactive: 4 } as const;

/** Status names the server sends for orders and issues (Open, In Progress...). */
export const ORDER_STATUS_NAMES = ['Open', 'In Progress', 'Closed', 'Canceled', 'Rejected', 'Reopened', 'Receipted', 'Waiting', 'Expired'] as const;

/** Code -> `<prefix>.<name>`, typed as the keys it builds: a key missing from locales/en.json fails to compile. */
function labels<Prefix extends string, T extends Record<string, number>>(prefix: Prefix, codes: T): Record<number, `${Prefix}.${keyof T & string}`> {
  return Object.fromEntries(Object.entries(codes).map(([name, code]) => [code, `${prefix}.${name}`]));
}

export const CUSTOMER_ORDER_STATUS_LABELS: Record<number, TranslationKey> = labels('statuses.customerOrder', CUSTOMER_ORDER_STATUSES);
export const SUPPLIER_ORDER_STATUS_LABELS: Record<number, TranslationKey> = labels('statuses.supplierOrder', SUPPLIER_ORDER_STATUSES);
export const WORK_ORDER_STATUS_LABELS: Record<number, TranslationKey> = labels('statuses.workOrder', WORK_ORDER_STATUSES);
export const BOX_ORDER_STATUS_LABELS: Record<number, TranslationKey> = labels('statuses.boxOrder', BOX_ORDER_STATUSES);
export const QUOTA_STATUS_LABELS: Record<number, TranslationKey> = labels('statuses.quota', QUOTA_STATUSES);

export type OrderStatusName = (typeof ORDER_STATUS_NAMES)[number];
export const ORDER_STATUS_NAME_LABELS: Record<OrderStatusName, TranslationKey> = {
  Open: 'statuses.order.open',
  'In Progress': 'statuses.order.inProgress',
  Closed: 'statuses.order.closed',
  Canceled: 'statuses.order.canceled',
  Rejected: 'statuses.order.rejected',
  Reopened: 'statuses.order.reopened',
  Receipted: 'statuses.order.receipted',
  Waiting: 'statuses.order.waiting',
  Expired: 'statuses.order.expired',
};

export const customerOrderStatusLabel = (code: number): TranslationKey | undefined => CUSTOMER_ORDER_STATUS_LABELS[code];
export const supplierOrderStatusLabel = (code: number): TranslationKey | undefined => SUPPLIER_ORDER_STATUS_LABELS[code];
export const boxOrderStatusLabel = (code: number): TranslationKey | undefined => BOX_ORDER_STATUS_LABELS[code];
export const quotaStatusLabel = (code: number): TranslationKey | undefined => QUOTA_STATUS_LABELS[code];
/** Case-insensitive, so a server answering 'IN PROGRESS' still gets its label. */
export const orderStatusNameLabel = (name: string): TranslationKey | undefined =>
  Object.entries(ORDER_STATUS_NAME_LABELS).find(([known]) => known.toLowerCase() === name.trim().toLowerCase())?.[1];

/** Status and reason types offered in lists: only active ones (`activ`, spelled so), by displayOrder. */
export const activeByDisplayOrder = <T extends { activ?: boolean | number | null; displayOrder?: number | null }>(types: readonly T[]) =>
  types.filter((t) => Boolean(t.activ)).sort((a, b) => (a.displayOrder ?? Infinity) - (b.displayOrder ?? Infinity));

/**
 * The transport types a warehouse names on a delivery (free text in the API: the demo data's
 * 'Parcel'), worded in the reader's language; an unknown one shows as the warehouse wrote it.
 */
export const TRANSPORT_TYPE_LABELS: Record<string, TranslationKey> = {
  parcel: 'pages.orders.detail.transportTypes.parcel',
  pallet: 'pages.orders.detail.transportTypes.pallet',
  courier: 'pages.orders.detail.transportTypes.courier',
  freight: 'pages.orders.detail.transportTypes.freight',
};
export const transportTypeLabel = (value: string): TranslationKey | undefined => TRANSPORT_TYPE_LABELS[value.trim().toLowerCase()];
