/**
 * The dashboard's "customer orders by status over time": how many of the user's orders were
 * placed in each of the last DASHBOARD_MONTHS calendar months, per status. Months are those of
 * Europe/Paris, the time zone the spec gives the ordering rules, so an order placed on the 1st
 * at 00:30 in Paris counts in that month. The range is bounded, so the query walks the
 * (account, user, order date) index over one year at most.
 */
import { and, count, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DASHBOARD_MONTHS } from '../../shared/ordering/dashboard-schemas';
import type { Tx } from '../db';
import { customerOrders } from '../db/schema';

const ZONE = 'Europe/Paris';

/** The months shown, oldest first (YYYY-MM), ending with the current month in Paris. */
export function dashboardMonths(now: Date): { months: string[]; from: Date; to: Date } {
  const current = DateTime.fromJSDate(now, { zone: ZONE }).startOf('month');
  const first = current.minus({ months: DASHBOARD_MONTHS - 1 });
  const months = Array.from({ length: DASHBOARD_MONTHS }, (_, i) => first.plus({ months: i }).toFormat('yyyy-MM'));
  return { months, from: first.toJSDate(), to: current.plus({ months: 1 }).toJSDate() };
}

export async function ordersOverTime(db: Tx, own: SQL | undefined, now = new Date()) {
  const { months, from, to } = dashboardMonths(now);
  const month = sql<string>`to_char(${customerOrders.orderDate} at time zone ${sql.raw(`'${ZONE}'`)}, 'YYYY-MM')`;
  const byMonth = await db
    .select({ month, statusCode: customerOrders.statusCode, count: count() })
    .from(customerOrders)
    .where(and(own, gte(customerOrders.orderDate, from), lt(customerOrders.orderDate, to)))
    .groupBy(month, customerOrders.statusCode)
    .orderBy(month, customerOrders.statusCode);
  return { months, byMonth };
}
