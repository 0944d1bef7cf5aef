/**
 * Orders placed through the API rather than a cart: POST /customerorders with the full order
 * structure (spec part 1, section 7), for the caller or, by staff, for a buyer of the account
 * (shared/rules/account-orders.ts says who may). Everything is checked as at checkout, as the
 * buyer: the warehouse of the account, the shipping method and the address the buyer's groups
 * see, the products the buyer may order (bundles expanded), whole positive quantities, the
 * account's delivery-date rule, the stock (409 'Insufficient quantity'), the buyer's quotas
 * (409 QUOTA_EXCEEDED), then the confirmation e-mail to the buyer after the commit. The order's
 * user is the buyer; staff are recorded as who placed it (customer_orders.id_placed_by).
 *
 * The buyer's delivery addresses for an order (the spec's GET .../users/{idUser}/addressbook)
 * and the IdUser header on the shipping methods let a screen offer exactly what the call accepts.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { canAccess } from '../../shared/permissions';
import { canOrderForOthers, canSeeAccountOrders, mayOrderIn } from '../../shared/rules/account-orders';
import { ownOrderFor } from './order-access';
import type { OrderRow } from './order-changes';
import type { AddressTypeFilter } from '../../shared/rules/search';
import type { CustomerOrderCreateBody } from '../../shared/ordering/schemas';
import { authOf, authorize } from '../auth/context';
import { loadAccountPermissions } from '../auth/permissions';
import type { Db, Tx } from '../db';
import { clientAccounts, documents, users } from '../db/schema';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { english } from '../lib/translate';
import { readDocument } from '../lib/uploaded-files';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { CART_MESSAGES } from '../../shared/rules/cart';
import { accountDeliverySettings, pickAddresses, visibleShippingMethod } from './checkouts';
import { deliveryDateError } from './complete';
import { invalidField as invalid, ORDERING_MESSAGES as M } from './messages';
import { createOrder } from './orders';
import { orderableProducts, placedLines } from './order-lines';
import { scopeUser, type OrderingScope } from './scope';
import { sendOrderConfirmations } from './confirmation-mail';
import { accountWarehouse } from '../administration/warehouses';
import { accountMember } from '../administration/users';

/** Refusal of a buyer who is no user of the account or may not order there. */
export const BUYER_MESSAGES = { mayNotOrder: 'validation.order.buyerMayNotOrder' } as const;

/**
 * The ordering scope of the buyer an order is for, and who places it when that is someone else.
 * Ordering for oneself needs what the checkout needs (CoreGeneralCheckout Create and CoreOrders
 * Create); for someone else, the staff permission (403 without it). The buyer must be a user of
 * the account (not deleted, enabled) who may order there: anyone else is refused on `idUser`, so
 * the call says nothing of other clients' users. An unknown or foreign warehouse is "not found".
 */
export async function buyerScope(
  db: Tx,
  request: FastifyRequest,
  target: { idClientAccount: string; idWarehouse?: string; idUser?: string },
  action: 'Create' | 'View' = 'Create',
): Promise<{ scope: OrderingScope; placedBy: string | null }> {
  const auth = authOf(request);
  const { idClientAccount } = target;
  const forOther = target.idUser !== undefined && target.idUser !== auth.actingUser.idUser;
  if (!forOther) {
    authorize(request, action, 'CoreGeneralCheckout', idClientAccount);
    authorize(request, action, 'CoreOrders', idClientAccount);
  } else if (!canOrderForOthers(auth.accountPermissions, idClientAccount)) {
    // Without View on the account's orders at all the account is not the caller's: as the other ordering calls.
    authorize(request, 'View', 'CoreOrders', idClientAccount);
    throw forbidden();
  }
  const member = forOther ? await accountMember(db, idClientAccount, target.idUser!) : null;
  // Ordering for a disabled member is refused like ordering for a stranger.
  const buyer = forOther ? (member?.enabled ? { user: member } : undefined) : { user: auth.actingUser };
  const permissions = forOther ? (buyer ? await loadAccountPermissions(db, buyer.user.idUser) : []) : auth.accountPermissions;
  if (!buyer || !mayOrderIn(permissions, idClientAccount)) throw invalid('idUser', BUYER_MESSAGES.mayNotOrder);
  let warehouseType: 'WAREHOUSE' | 'BOX' = 'WAREHOUSE';
  if (target.idWarehouse) {
    const warehouse = await accountWarehouse(db, idClientAccount, target.idWarehouse);
    if (!warehouse) throw notFound();
    warehouseType = warehouse.warehouseType === 'BOX' ? 'BOX' : 'WAREHOUSE';
  }
  const u = buyer.user;
  return {
    placedBy: forOther ? auth.actingUser.idUser : null,
    scope: {
      idClientAccount,
      idWarehouse: target.idWarehouse ?? '',
      warehouseType,
      idUser: u.idUser,
      // The buyer's own view of the catalog, methods and addresses, never the staff member's.
      seesAllGroups: canAccess(permissions, { action: 'Edit', subject: 'AdminShippingMethods', idClientAccount }),
      user: scopeUser(u),
    },
  };
}

/** The scope of an order's own user (their catalog, methods and addresses), whoever changes the order. */
export async function orderUserScope(db: Db, order: { idClientAccount: string; idUser: string }): Promise<OrderingScope> {
  const [u] = await db.select().from(users).where(eq(users.idUser, order.idUser));
  const permissions = await loadAccountPermissions(db, order.idUser);
  return {
    idClientAccount: order.idClientAccount,
    idWarehouse: '',
    warehouseType: 'WAREHOUSE',
    idUser: u.idUser,
    seesAllGroups: canAccess(permissions, { action: 'Edit', subject: 'AdminShippingMethods', idClientAccount: order.idClientAccount }),
    user: scopeUser(u),
  };
}

/**
 * The order a caller may change: their own (CoreOrders Edit, as before), or, for staff who may
 * change the account's orders for its users (shared/rules/account-orders.ts), a buyer's. Someone
 * who may not even see the account's orders gets "not found"; one who sees them but may not act
 * for others, 403.
 */
export function changeableOrderFor(request: FastifyRequest, order: OrderRow | null, action: 'Edit' = 'Edit'): OrderRow {
  const auth = authOf(request);
  if (!order || order.idUser === auth.actingUser.idUser) return ownOrderFor(request, order, action);
  if (!canSeeAccountOrders(auth.accountPermissions, order.idClientAccount)) throw notFound();
  if (!canOrderForOthers(auth.accountPermissions, order.idClientAccount, action)) throw forbidden();
  return order;
}

/** Places one order as the checkout would (see the module's comment); answers its id. */
export async function placeOrder(
  db: Db,
  request: FastifyRequest,
  body: CustomerOrderCreateBody,
  deps: { log: FastifyBaseLogger; mailFrom: string; now?: Date },
): Promise<{ idCustomerOrder: string; idClientAccount: string; idUser: string }> {
  const { scope, placedBy } = await buyerScope(db, request, body);
  const orderType = (body.orderType ?? 'DELIVERY') as AddressTypeFilter;
  const method = await visibleShippingMethod(db, scope, body.idShippingMethod);
  if (!method) throw invalid('idShippingMethod', 'validation.unknownReference');
  const [address] = (await pickAddresses(db, scope, orderType, [body.idAddressBookAddress])) ?? [];
  if (!address) throw invalid('idAddressBookAddress', M.addressNotAllowed);
  const dateError = deliveryDateError(body.requestedDeliveryDate ?? null, await accountDeliverySettings(db, scope.idClientAccount), deps.now ?? new Date());
  if (dateError) throw dateError;
  if (body.idBoxUser) {
    if (!(await accountMember(db, scope.idClientAccount, body.idBoxUser))) throw invalid('idBoxUser', 'validation.unknownReference');
  }

  // One line per product: the same product twice adds up, as the cart does.
  const quantities = new Map<string, number>();
  for (const line of body.products) quantities.set(line.idProduct, (quantities.get(line.idProduct) ?? 0) + line.quantity);
  const orderable = await orderableProducts(db, scope, { idProducts: [...quantities.keys()] });
  const byId = new Map(orderable.map((p) => [p.idProduct, p]));
  const missing = [...quantities.keys()].find((idProduct) => !byId.has(idProduct));
  if (missing) throw new HttpError(409, english({ key: CART_MESSAGES.notAvailable }), 'NOT_AVAILABLE', { [missing]: CART_MESSAGES.notAvailable });
  const [lines] = await placedLines(db, [[...quantities].map(([idProduct, quantity]) => ({ product: byId.get(idProduct)!, quantity }))]);

  // Files are read (size and real type checked) before anything is written.
  const files = body.documents.map((doc, i) => {
    if (!doc.document) throw invalid(`documents.${i}.document`, GENERIC_MESSAGES.required);
    return { ...doc, ...readDocument({ document: doc.document, documentName: doc.documentName, documentFileName: doc.documentFileName }) };
  });
  const [account] = await db
    .select({ accountCode: clientAccounts.accountCode })
    .from(clientAccounts)
    .where(eq(clientAccounts.idClientAccount, scope.idClientAccount));
  const placed = await createOrder(
    db,
    scope,
    {
      accountCode: account.accountCode,
      idShippingMethod: method.idShippingMethod,
      orderType,
      requestedDeliveryDate: body.requestedDeliveryDate ?? null,
      idEvent: null,
      checkout: {
        orderComment: body.orderComment ?? null,
        orderReference: body.orderReference ?? null,
        poNumber: body.poNumber ?? null,
        addressComment: body.addressComment ?? null,
        boxUserFirstName: body.boxUserFirstName ?? null,
        boxUserLastName: body.boxUserLastName ?? null,
        boxUserEmail: body.boxUserEmail ?? null,
        boxUserMobile: body.boxUserMobile ?? null,
        boxUserPhone: body.boxUserPhone ?? null,
      },
      lines,
      documents: [],
      idPlacedBy: placedBy,
    },
    address,
    undefined,
    files.length
      ? async (tx) => {
          // The files are stored in the order's transaction; writeOrders links them.
          const stored = await tx
            .insert(documents)
            .values(
              files.map((f) => ({
                documentName: f.documentName,
                documentFileName: f.documentFileName,
                fileType: f.fileType,
                documentSize: f.bytes.length,
                content: f.bytes,
              })),
            )
            .returning({ idDocument: documents.idDocument });
          return stored.map((d, i) => ({
            idDocument: d.idDocument,
            documentDescription: files[i].documentDescription ?? null,
            displayPosition: files[i].displayPosition,
          }));
        }
      : undefined,
  );
  void sendOrderConfirmations(db, deps.log, scope.idClientAccount, scope.user, [placed.idCustomerOrder], deps.mailFrom).catch((err: unknown) =>
    deps.log.error({ err }, 'order confirmation e-mail not sent'),
  );
  return { idCustomerOrder: placed.idCustomerOrder, idClientAccount: scope.idClientAccount, idUser: scope.user.idUser };
}
