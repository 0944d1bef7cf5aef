/**
 * Issues reported on a customer order (spec part 1, section 7): GET list (25 a page, newest
 * first, searchCriteria with the search text) and POST on /customerorders/{id}/issues, GET and PUT
 * on .../issues/{idCustomerOrderIssue}, answering customerOrderIssue. Reading follows the order's
 * reading rule; reporting and updating need CoreOrders Edit on one's own order. An issue that is
 * not the order's answers 404 'Issue not found'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  customerOrderIssue,
  customerOrderIssueInput,
  customerOrderIssueList,
  customerOrderIssueListQuery,
  type CustomerOrderIssue,
} from '../../shared/ordering/schemas';
import { ISSUE_MESSAGES } from '../../shared/rules/orders';
import type { Db } from '../db';
import { customerOrderIssues, users } from '../db/schema';
import { HttpError } from '../lib/errors';
import { english } from '../lib/translate';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { routePath } from '../registry/paths';
import { findOrder } from './order-changes';
import { ownOrderFor, readableOrder } from './order-access';

const id = z.uuid('validation.invalid');
const orderParams = z.object({ idCustomerOrder: id });
const issueParams = orderParams.extend({ idCustomerOrderIssue: id });
const answer = z.object({ customerOrderIssue });

const issueNotFound = () => new HttpError(404, english({ key: ISSUE_MESSAGES.notFound }), 'NOT_FOUND');

const columns = {
  idCustomerOrderIssue: customerOrderIssues.idCustomerOrderIssue,
  idCustomerOrder: customerOrderIssues.idCustomerOrder,
  idUser: customerOrderIssues.idUser,
  userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  subject: customerOrderIssues.subject,
  description: customerOrderIssues.description,
  statusName: customerOrderIssues.statusName,
  creationDate: customerOrderIssues.creationDate,
  updateDate: customerOrderIssues.updateDate,
};

type IssueRow = Omit<CustomerOrderIssue, 'creationDate' | 'updateDate'> & { creationDate: Date; updateDate: Date };
const view = (row: IssueRow): CustomerOrderIssue => ({ ...row, creationDate: row.creationDate.toISOString(), updateDate: row.updateDate.toISOString() });

async function readIssue(db: Db, idCustomerOrder: string, idCustomerOrderIssue: string) {
  const [row] = await db
    .select(columns)
    .from(customerOrderIssues)
    .innerJoin(users, eq(users.idUser, customerOrderIssues.idUser))
    .where(and(eq(customerOrderIssues.idCustomerOrder, idCustomerOrder), eq(customerOrderIssues.idCustomerOrderIssue, idCustomerOrderIssue)));
  if (!row) throw issueNotFound();
  return view(row);
}

export function registerCustomerOrderIssueRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer order issues'];

  routes.get(routePath(ORDERING_PATHS.customerOrderIssues), {
    schema: { tags, params: orderParams, querystring: customerOrderIssueListQuery, response: { 200: customerOrderIssueList } },
    handler: async (request) => {
      const order = readableOrder(request, await findOrder(db, request.params.idCustomerOrder));
      const { currentPage, pageSize, searchText } = request.query;
      const conditions = [eq(customerOrderIssues.idCustomerOrder, order.idCustomerOrder)];
      if (searchText) {
        const pattern = `%${searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(customerOrderIssues.subject, pattern), ilike(customerOrderIssues.description, pattern))!);
      }
      const where = and(...conditions);
      const [{ total }] = await db.select({ total: count() }).from(customerOrderIssues).where(where);
      const rows = await db
        .select(columns)
        .from(customerOrderIssues)
        .innerJoin(users, eq(users.idUser, customerOrderIssues.idUser))
        .where(where)
        .orderBy(desc(customerOrderIssues.creationDate), desc(customerOrderIssues.idCustomerOrderIssue))
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize);
      return { items: rows.map(view), searchCriteria: { totalCount: total, currentPage, pageSize, searchText: searchText ?? null } };
    },
  });

  routes.get(routePath(ORDERING_PATHS.customerOrderIssue), {
    schema: { tags, params: issueParams, response: { 200: answer } },
    handler: async (request) => {
      const order = readableOrder(request, await findOrder(db, request.params.idCustomerOrder));
      return { customerOrderIssue: await readIssue(db, order.idCustomerOrder, request.params.idCustomerOrderIssue) };
    },
  });

  routes.post(routePath(ORDERING_PATHS.customerOrderIssues), {
    schema: { tags, params: orderParams, body: customerOrderIssueInput, response: { 200: answer } },
    handler: async (request) => {
      const order = ownOrderFor(request, await findOrder(db, request.params.idCustomerOrder));
      const [created] = await db
        .insert(customerOrderIssues)
        .values({
          idCustomerOrder: order.idCustomerOrder,
          idUser: order.idUser,
          subject: request.body.subject,
          description: request.body.description ?? null,
          statusName: request.body.statusName ?? 'Open',
        })
        .returning({ id: customerOrderIssues.idCustomerOrderIssue });
      return { customerOrderIssue: await readIssue(db, order.idCustomerOrder, created.id) };
    },
  });

  routes.put(routePath(ORDERING_PATHS.customerOrderIssue), {
    schema: { tags, params: issueParams, body: customerOrderIssueInput, response: { 200: answer } },
    handler: async (request) => {
      const order = ownOrderFor(request, await findOrder(db, request.params.idCustomerOrder));
      const updated = await db
        .update(customerOrderIssues)
        .set({
          subject: request.body.subject,
          description: request.body.description ?? null,
          ...(request.body.statusName ? { statusName: request.body.statusName } : {}),
          updateDate: new Date(),
        })
        .where(
          and(
            eq(customerOrderIssues.idCustomerOrder, order.idCustomerOrder),
            eq(customerOrderIssues.idCustomerOrderIssue, request.params.idCustomerOrderIssue),
          ),
        )
        .returning({ id: customerOrderIssues.idCustomerOrderIssue });
      if (!updated.length) throw issueNotFound();
      return { customerOrderIssue: await readIssue(db, order.idCustomerOrder, request.params.idCustomerOrderIssue) };
    },
  });
}
