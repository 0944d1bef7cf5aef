/**
 * `wareport export customer-orders --account A`: the signed-in user's customer orders of one
 * account, newest first (the list's default sort), with the columns and header labels the
 * portal's list export uses (shared/ordering/order-export.ts), through the same list call.
 */
import type { ApiClient } from '../../../shared/api/api-client';
import { customerOrderHeaderKeys, customerOrderPages, customerOrderRow } from '../../../shared/imports/order-export';
import type { CliContext } from '../../lib/context';
import type { ExportSource } from './cells';

export function customerOrderSource(ctx: CliContext, api: ApiClient, account: { idClient: string; idClientAccount: string }): ExportSource {
  const pages = customerOrderPages(api, {}, { params: account });
  return {
    name: 'customerOrders',
    headers: customerOrderHeaderKeys().map((key) => ctx.t.optional(key) ?? key),
    pages: (async function* () {
      for await (const page of pages) yield { items: page.items.map((order) => customerOrderRow(order, ctx.t.optional)), total: page.total };
    })(),
  };
}
