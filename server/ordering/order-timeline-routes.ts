/**
 * An order's story (not in the spec): GET /customerorders/{id}/timeline answers, oldest first, the
 * statuses it took (code and label, recorded by a trigger on customer_orders), the parcels that
 * left, the issues reported and the documents added, so a screen tells one story instead of four
 * cards that disagree. Reading follows the order's reading rule (order-access.ts), which the binding
 * checks itself: the call is open to signed-in users (shared/ordering/customer-orders.ts).
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { CustomerOrderTimelineEvent } from '../../shared/ordering/schemas';
import { customerOrderCalls } from '../../shared/ordering/customer-orders';
import type { Db, Tx } from '../db';
import {
  customerOrderDeliveries,
  customerOrderDocuments,
  customerOrderIssues,
  customerOrderShipments,
  customerOrderStatusChanges,
  documents,
} from '../db/schema';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { findOrder } from './order-changes';
import { readableOrder } from './order-access';
import { pickColumns } from '../db/columns';

const KIND_ORDER: Record<CustomerOrderTimelineEvent['kind'], number> = { status: 0, shipment: 1, issue: 2, document: 3 };

/** The moments of one order, oldest first (ties: status, shipment, issue, document, then as read). */
export async function orderTimeline(db: Tx, idCustomerOrder: string): Promise<CustomerOrderTimelineEvent[]> {
  const [statuses, deliveries, shipments, issues, docs] = await Promise.all([
    db
      .select()
      .from(customerOrderStatusChanges)
      .where(eq(customerOrderStatusChanges.idCustomerOrder, idCustomerOrder))
      .orderBy(asc(customerOrderStatusChanges.changedAt)),
    db
      .select({ id: customerOrderDeliveries.idCustomerOrderDelivery })
      .from(customerOrderDeliveries)
      .where(eq(customerOrderDeliveries.idCustomerOrder, idCustomerOrder))
      .orderBy(asc(customerOrderDeliveries.idCustomerOrderDelivery)),
    db
      .select(pickColumns(customerOrderShipments, 'idCustomerOrderDelivery', 'idTracking', 'trackingURL', 'carrierName', 'shippedDate'))
      .from(customerOrderShipments)
      .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderShipments.idCustomerOrderDelivery))
      .where(eq(customerOrderDeliveries.idCustomerOrder, idCustomerOrder)),
    db.select().from(customerOrderIssues).where(eq(customerOrderIssues.idCustomerOrder, idCustomerOrder)),
    db
      .select({ idCustomerOrderDocument: customerOrderDocuments.idCustomerOrderDocument, documentName: documents.documentName, createdAt: documents.createdAt })
      .from(customerOrderDocuments)
      .innerJoin(documents, eq(documents.idDocument, customerOrderDocuments.idDocument))
      .where(eq(customerOrderDocuments.idCustomerOrder, idCustomerOrder)),
  ]);
  const deliveryNumber = new Map(deliveries.map((d, i) => [d.id, i + 1]));
  const events: CustomerOrderTimelineEvent[] = [
    ...statuses.map((s) => ({ kind: 'status' as const, at: s.changedAt.toISOString(), statusCode: s.statusCode, statusName: s.statusName })),
    ...shipments.map((s) => ({
      kind: 'shipment' as const,
      at: s.shippedDate.toISOString(),
      idTracking: s.idTracking,
      trackingURL: s.trackingURL,
      carrierName: s.carrierName,
      deliveryNumber: deliveryNumber.get(s.idCustomerOrderDelivery) ?? 1,
    })),
    ...issues.map((i) => ({
      kind: 'issue' as const,
      at: i.creationDate.toISOString(),
      idCustomerOrderIssue: i.idCustomerOrderIssue,
      subject: i.subject,
      statusName: i.statusName,
    })),
    ...docs.map((d) => ({
      kind: 'document' as const,
      at: d.createdAt.toISOString(),
      idCustomerOrderDocument: d.idCustomerOrderDocument,
      documentName: d.documentName,
    })),
  ];
  // A stable sort: status changes of one instant keep the order they were recorded in.
  return events.sort((a, b) => a.at.localeCompare(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

/** An order's timeline, for whoever may read the order (anyone else learns nothing of it: 404). */
const timelineBinding: ActionBinding<typeof customerOrderCalls.timeline> = {
  kind: customerOrderCalls.timeline,
  run: async (tx, { request, params }) => {
    const order = readableOrder(request, await findOrder(tx, params.idCustomerOrder));
    return { events: await orderTimeline(tx, order.idCustomerOrder) };
  },
};

export function registerCustomerOrderTimelineRoutes(app: FastifyInstance, db: Db) {
  registerKind(app, db, timelineBinding);
}
