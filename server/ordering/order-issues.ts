/**
 * Storage of an order's issues (shared/ordering/order-issues.ts), reached through their order
 * (order-access.ts). An issue that is not the order's answers 404 'Issue not found'.
 */
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CustomerOrderIssue } from '../../shared/ordering/schemas';
import { customerOrderIssues } from '../../shared/ordering/order-issues';
import { ISSUE_MESSAGES } from '../../shared/rules/orders';
import type { Db } from '../db';
import { customerOrderIssues as issues, users } from '../db/schema';
import { HttpError } from '../lib/errors';
import { english } from '../lib/translate';
import type { CollectionStorage } from '../registry/collection';
import { orderFor } from './order-access';
import type { OrderRow } from './order-changes';

const issueNotFound = () => new HttpError(404, english({ key: ISSUE_MESSAGES.notFound }), 'NOT_FOUND');

const columns = {
  idCustomerOrderIssue: issues.idCustomerOrderIssue,
  idCustomerOrder: issues.idCustomerOrder,
  idUser: issues.idUser,
  userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  subject: issues.subject,
  description: issues.description,
  statusName: issues.statusName,
  creationDate: issues.creationDate,
  updateDate: issues.updateDate,
};

type IssueRow = Omit<CustomerOrderIssue, 'creationDate' | 'updateDate'> & { creationDate: Date; updateDate: Date };
const view = (row: IssueRow): CustomerOrderIssue => ({ ...row, creationDate: row.creationDate.toISOString(), updateDate: row.updateDate.toISOString() });

async function readIssue(db: Db, idCustomerOrder: string, idCustomerOrderIssue: string) {
  const [row] = await db
    .select(columns)
    .from(issues)
    .innerJoin(users, eq(users.idUser, issues.idUser))
    .where(and(eq(issues.idCustomerOrder, idCustomerOrder), eq(issues.idCustomerOrderIssue, idCustomerOrderIssue)));
  if (!row) throw issueNotFound();
  return { customerOrderIssue: view(row) };
}

export const customerOrderIssuesStorage: CollectionStorage<typeof customerOrderIssues, OrderRow> = {
  collection: customerOrderIssues,
  parent: (db, request, params, action) => orderFor(db, request, params.idCustomerOrder, action),
  list: async (db, { parent: order, query }) => {
    const { currentPage, pageSize, searchText } = query;
    const conditions = [eq(issues.idCustomerOrder, order.idCustomerOrder)];
    if (searchText) {
      const pattern = `%${searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(issues.subject, pattern), ilike(issues.description, pattern))!);
    }
    const where = and(...conditions);
    const [{ total }] = await db.select({ total: count() }).from(issues).where(where);
    const rows = await db
      .select(columns)
      .from(issues)
      .innerJoin(users, eq(users.idUser, issues.idUser))
      .where(where)
      .orderBy(desc(issues.creationDate), desc(issues.idCustomerOrderIssue))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize);
    return { items: rows.map(view), searchCriteria: { totalCount: total, currentPage, pageSize, searchText: searchText ?? null } };
  },
  read: (db, { parent: order, params }) => readIssue(db, order.idCustomerOrder, params.idCustomerOrderIssue),
  create: async (db, { parent: order, body }) => {
    const [created] = await db
      .insert(issues)
      .values({
        idCustomerOrder: order.idCustomerOrder,
        idUser: order.idUser,
        subject: body.subject,
        description: body.description ?? null,
        statusName: body.statusName ?? 'Open',
      })
      .returning({ id: issues.idCustomerOrderIssue });
    return readIssue(db, order.idCustomerOrder, created.id);
  },
  update: async (db, { parent: order, params, body }) => {
    const updated = await db
      .update(issues)
      .set({
        subject: body.subject,
        description: body.description ?? null,
        ...(body.statusName ? { statusName: body.statusName } : {}),
        updateDate: new Date(),
      })
      .where(and(eq(issues.idCustomerOrder, order.idCustomerOrder), eq(issues.idCustomerOrderIssue, params.idCustomerOrderIssue)))
      .returning({ id: issues.idCustomerOrderIssue });
    if (!updated.length) throw issueNotFound();
    return readIssue(db, order.idCustomerOrder, params.idCustomerOrderIssue);
  },
};
