/**
 * `wareport export customer-orders --account A [--user E-MAIL | --all-buyers]`: the signed-in
 * user's customer orders of one account, or one buyer's (--user, the spec's IdUser header) or
 * every buyer's (--all-buyers) for whoever may see the account's orders
 * (shared/rules/account-orders.ts; the server refuses anyone else), newest first (the list's
 * default sort), with the columns and header labels the portal's list export uses
 * (shared/imports/order-export.ts), through the same list call.
 */
import type { ApiClient } from '../../../shared/api/api-client';
import { customerOrderHeaderKeys, customerOrderPages, customerOrderRow } from '../../../shared/imports/order-export';
import { orderingClient } from '../../../shared/ordering/client';
import type { CliContext } from '../../lib/context';
import { CliError } from '../../lib/errors';
import type { ExportSource } from './cells';

export async function customerOrderSource(
  ctx: CliContext,
  api: ApiClient,
  account: { idClient: string; idClientAccount: string },
  options: { user?: string; allBuyers?: boolean } = {},
): Promise<ExportSource> {
  let onBehalfOf: string | undefined;
  if (options.user !== undefined) {
    const email = options.user.trim().toLowerCase();
    const buyers = await orderingClient(api).orderBuyers(account);
    const buyer = buyers.find((b) => b.email.toLowerCase() === email);
    if (!buyer) throw CliError.usage(ctx.t('cli.errors.unknownBuyer', { value: options.user }));
    onBehalfOf = buyer.idUser;
  }
  const wholeAccount = options.allBuyers || onBehalfOf !== undefined;
  const pages = customerOrderPages(api, wholeAccount ? { allBuyers: 'true' } : {}, { params: account, onBehalfOf });
  return {
    name: 'customerOrders',
    headers: customerOrderHeaderKeys().map((key) => ctx.t.optional(key) ?? key),
    pages: (async function* () {
      for await (const page of pages) yield { items: page.items.map((order) => customerOrderRow(order, ctx.t.optional)), total: page.total };
    })(),
  };
}
