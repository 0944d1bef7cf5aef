/**
 * GET /client/account/{a}/reports/warehouse/outboundorders: the account's customer orders
 * shipping from one of its warehouses (a delivery from it), placed between two days (Europe/Paris),
 * optionally of one status: a page of them, newest first (or oldest), and their count per day and
 * status. Needs View on ReportsWarehouseOutboundOrders in the account (403 otherwise, before
 * anything is read); a warehouse the account does not work with answers 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays } from '../../shared/reports/stock-report';
import { OUTBOUND_MAX_DAYS, OUTBOUND_REPORT_PATHS, outboundOrdersAnswer, outboundOrdersQuery } from '../../shared/reports/outbound-report';
import { errorText } from '../../shared/api/error-codes';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { badRequest, notFound } from '../lib/errors';
import { routePath } from '../registry/paths';
import { accountWarehouse } from './stock-report';

const ZONE = sql.raw(`'Europe/Paris'`);

export function registerOutboundReportRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().get(routePath(OUTBOUND_REPORT_PATHS.orders), {
    schema: {
      tags: ['reports'],
      summary: "Outbound orders of an account's warehouse over a period, with their count per day and status",
      params: z.object({ idClientAccount: z.uuid('validation.invalid') }),
      querystring: outboundOrdersQuery,
      response: { 200: outboundOrdersAnswer },
    },
    handler: async (request) => {
      const { idClientAccount } = request.params;
      const q = request.query;
      authorize(request, 'View', 'ReportsWarehouseOutboundOrders', idClientAccount);
      if (q.toDate < q.fromDate || addDays(q.fromDate, OUTBOUND_MAX_DAYS) < q.toDate) {
        throw badRequest(errorText('VALIDATION'), { toDate: 'validation.report.period' }, 'VALIDATION', { toDate: { days: OUTBOUND_MAX_DAYS } });
      }
      if (!(await accountWarehouse(db, idClientAccount, q.idWarehouse))) throw notFound();
      const status = q.statusCode === undefined ? sql`` : sql` and o.status_code = ${q.statusCode}`;
      const matching = sql`from customer_orders o
        where o.id_client_account = ${idClientAccount}
          and o.order_date >= (${q.fromDate}::date)::timestamp at time zone ${ZONE}
          and o.order_date < (${addDays(q.toDate, 1)}::date)::timestamp at time zone ${ZONE}
          and exists (select 1 from customer_order_deliveries d where d.id_customer_order = o.id_customer_order and d.id_warehouse = ${q.idWarehouse})${status}`;
      const direction = sql.raw(q.sortOrder === 'ASC' ? 'asc' : 'desc');
      const [page, days] = await Promise.all([
        db.execute<{
          id_customer_order: string;
          order_number: string;
          order_date: string;
          status_code: number;
          status_name: string;
          order_reference: string | null;
          order_type: string;
          total_count: number;
        }>(
          sql`select o.id_customer_order, o.order_number, to_json(o.order_date) #>> '{}' as order_date, o.status_code, o.status_name,
                o.order_reference, o.order_type, count(*) over ()::int as total_count
              ${matching}
              order by o.order_date ${direction}, o.order_number ${direction}
              limit ${q.pageSize} offset ${(q.currentPage - 1) * q.pageSize}`,
        ),
        db.execute<{ day: string; status_code: number; count: number }>(
          sql`select to_char(o.order_date at time zone ${ZONE}, 'YYYY-MM-DD') as day, o.status_code, count(*)::int as count
              ${matching}
              group by 1, 2 order by 1, 2`,
        ),
      ]);
      const totalCount = days.rows.reduce((sum, d) => sum + d.count, 0);
      return {
        totalCount,
        items: page.rows.map((r) => ({
          idCustomerOrder: r.id_customer_order,
          orderNumber: r.order_number,
          orderDate: r.order_date,
          statusCode: r.status_code,
          statusName: r.status_name,
          orderReference: r.order_reference,
          orderType: r.order_type,
        })),
        byDay: days.rows.map((d) => ({ day: d.day, statusCode: d.status_code, count: d.count })),
      };
    },
  });
}
