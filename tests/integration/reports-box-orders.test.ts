/**
 * The order reports of a box against a hand count: inbound and outbound orders written here at
 * known instants in Box Marseille 12 (Boutiques France), then read back through the reports (the
 * period, status, search, sort and pages; per day and status; the lines with their receipts and
 * reservations), by the command as by the API. Only holders of the report's permission in the
 * box's account read them, and only the account's own boxes; the boxes are listed by number.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import type { Db } from '../../server/db';
import { DEMO_USERS } from '../../server/db/seed';
import { boxOrdersReportClient, reportsClient } from '../../shared/reports/client';
import type { BoxOrdersQuery } from '../../shared/reports/box-orders-report';
import { addDays, todayInReportZone } from '../../shared/reports/stock-report';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure, signIn } from '../support/api';
import { createUserWithPermissions } from '../support/users';
import { runCli } from '../unit/cli/harness';

describeEachEngine('box order reports', (ctx) => {
  let db: Db;
  let claire: ReturnType<typeof boxOrdersReportClient>;
  let m12: { idBox: string; idClientAccount: string; boxName: string };
  let lille3: { idBox: string };
  let idClient: string;
  let tag: string;
  const today = todayInReportZone();
  // An hour in Paris, n days ago: the day a report counts it in whatever the season.
  const noon = (days: number, hour = 12) => sql`((${addDays(today, -days)}::date + ${`${hour}:00`}::time) at time zone 'Europe/Paris')`;

  beforeAll(async () => {
    db = ctx().server.database.db;
    const boxes = await db.select().from(t.boxes);
    m12 = boxes.find((b) => b.boxNumber === 'M12')!;
    lille3 = boxes.find((b) => b.boxName === 'Box Lille 3')!;
    const [account] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.idClientAccount, m12.idClientAccount));
    idClient = account.idClient;
    claire = boxOrdersReportClient(await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin));
    const [p, q] = await db
      .select()
      .from(t.products)
      .where(and(eq(t.products.idClientAccount, m12.idClientAccount), eq(t.products.type, 'SIMPLE')))
      .orderBy(t.products.sku)
      .limit(2);
    tag = `R${Date.now().toString(36)}`.toUpperCase();
    const inbound = async (
      reference: string,
      [days, hour]: [number, number],
      status: number,
      lines: { idProduct: string; quantity: number; accepted: boolean | null }[],
    ) => {
      const { rows } = await db.execute<{ id: string }>(
        sql`insert into inbound_orders (id_box, id_client_account, order_reference, sender_name, status, created_at)
            values (${m12.idBox}, ${m12.idClientAccount}, ${reference}, 'Atelier Lumière', ${status}, ${noon(days, hour)}) returning id_inbound_order as id`,
      );
      for (const [i, l] of lines.entries())
        await db.insert(t.inboundOrderProducts).values({
          idInboundOrder: rows[0].id,
          idClientAccount: m12.idClientAccount,
          idProduct: l.idProduct,
          quantity: l.quantity,
          receiptAccepted: l.accepted,
          displayPosition: i + 1,
          lotNumber: `LOT-${i + 1}`,
        });
    };
    // Today at 10 one waiting (7 + 3 units), at 11 one closed (5 accepted, 2 refused); 3 days ago one waiting; 40 days ago one closed.
    await inbound(`${tag}-A`, [0, 10], 1, [
      { idProduct: p.idProduct, quantity: 7, accepted: null },
      { idProduct: q.idProduct, quantity: 3, accepted: null },
    ]);
    await inbound(`${tag}-B`, [0, 11], 20, [
      { idProduct: p.idProduct, quantity: 5, accepted: true },
      { idProduct: q.idProduct, quantity: 2, accepted: false },
    ]);
    await inbound(`${tag}-C`, [3, 12], 1, [{ idProduct: q.idProduct, quantity: 4, accepted: null }]);
    await inbound(`${tag}-D`, [40, 12], 20, [{ idProduct: p.idProduct, quantity: 1, accepted: true }]);
    // An outbound order of 6 units (4 reserved) yesterday, one cancelled today.
    for (const [reference, days, status, reserved] of [
      [`${tag}-X`, 1, 1, 4],
      [`${tag}-Y`, 0, 0, 0],
    ] as const) {
      const { rows } = await db.execute<{ id: string }>(
        sql`insert into outbound_orders (id_box, id_client_account, order_type, order_reference, delivery_name, status, created_at)
            values (${m12.idBox}, ${m12.idClientAccount}, 'DELIVERY', ${reference}, 'Boutique Lyon', ${status}, ${noon(days)}) returning id_outbound_order as id`,
      );
      await db.insert(t.outboundOrderProducts).values({
        idOutboundOrder: rows[0].id,
        idClientAccount: m12.idClientAccount,
        idProduct: p.idProduct,
        orderedQuantity: 6,
        reservedQuantity: reserved,
      });
    }
  });

  const week = (): BoxOrdersQuery => ({ idBox: m12.idBox, fromDate: addDays(today, -7), toDate: today, search: tag, pageSize: 100 });

  it("counts a box's inbound orders of the period by day and status, filters, sorts and pages them", async () => {
    const all = await claire.orders('inbound', m12.idClientAccount, week());
    expect(all.boxName).toBe(m12.boxName);
    expect(all.items.map((o) => [o.orderReference, o.statusCode, o.lineCount, o.quantity])).toEqual([
      [`${tag}-B`, 20, 2, 7],
      [`${tag}-A`, 1, 2, 10],
      [`${tag}-C`, 1, 1, 4],
    ]);
    expect(all.totalCount).toBe(3);
    expect(all.totals).toEqual({ lineCount: 5, quantity: 21 });
    expect(all.byDay).toEqual([
      { day: addDays(today, -3), statusCode: 1, count: 1 },
      { day: today, statusCode: 1, count: 1 },
      { day: today, statusCode: 20, count: 1 },
    ]);
    expect(all.items[0].senderName).toBe('Atelier Lumière');
    // A status, a sort by reference, a page of one.
    const waiting = await claire.orders('inbound', m12.idClientAccount, { ...week(), statusCode: 1 });
    expect(waiting.items.map((o) => o.orderReference)).toEqual([`${tag}-A`, `${tag}-C`]);
    const sorted = await claire.orders('inbound', m12.idClientAccount, {
      ...week(),
      sortField: 'orderReference',
      sortOrder: 'ASC',
      pageSize: 1,
      currentPage: 2,
    });
    expect(sorted.items.map((o) => o.orderReference)).toEqual([`${tag}-B`]);
    expect(sorted.totalCount).toBe(3);
    // The order of 40 days ago is in a longer period only.
    const longer = await claire.orders('inbound', m12.idClientAccount, { ...week(), fromDate: addDays(today, -60) });
    expect(longer.items.map((o) => o.orderReference)).toContain(`${tag}-D`);
  });

  it('lists the lines of those orders with their receipts, and outbound orders with what they hold reserved', async () => {
    const lines = await claire.details('inbound', m12.idClientAccount, { ...week(), sortField: 'orderReference', sortOrder: 'ASC' });
    expect(lines.items.map((l) => [l.orderReference, l.quantity, l.receipt, l.lotNumber])).toEqual([
      [`${tag}-A`, 7, 'pending', 'LOT-1'],
      [`${tag}-A`, 3, 'pending', 'LOT-2'],
      [`${tag}-B`, 5, 'accepted', 'LOT-1'],
      [`${tag}-B`, 2, 'refused', 'LOT-2'],
      [`${tag}-C`, 4, 'pending', 'LOT-1'],
    ]);
    expect(lines.totals).toEqual({ quantity: 21, acceptedQuantity: 5, reservedQuantity: 0 });
    const outbound = await claire.orders('outbound', m12.idClientAccount, week());
    expect(outbound.items.map((o) => [o.orderReference, o.statusCode, o.orderType, o.deliveryName, o.quantity])).toEqual([
      [`${tag}-Y`, 0, 'DELIVERY', 'Boutique Lyon', 6],
      [`${tag}-X`, 1, 'DELIVERY', 'Boutique Lyon', 6],
    ]);
    const outLines = await claire.details('outbound', m12.idClientAccount, week());
    expect(outLines.totals).toEqual({ quantity: 12, acceptedQuantity: 0, reservedQuantity: 4 });
  });

  it('wareport report box-inbound-orders[-details] writes the same orders and lines', async () => {
    const { apiUrl } = ctx().server;
    const { accessToken } = await signIn(apiUrl, DEMO_USERS.clientAdmin);
    const forward = ({ method, url, headers }: { method: string; url: URL; headers: Record<string, string> }) => fetch(url, { method, headers });
    const run = (...args: string[]) =>
      runCli(['report', ...args, '--account', 'MLS', '--box', m12.boxName, '--from', addDays(today, -7), '--date', today, '--search', tag, '--format', 'csv'], {
        api: forward,
        env: { WAREPORT_API_URL: apiUrl, WAREPORT_TOKEN: accessToken },
      });
    const orders = await run('box-inbound-orders', '--status', 'acknowledged');
    expect(orders.stderr.toString()).not.toMatch(/error/i);
    expect(orders.code).toBe(0);
    const rows = orders.stdout.toString('utf8').trim().split(/\r?\n/);
    expect(rows[0]).toBe('Reference,Created,Status,Sender,Expected,Lines,Quantity');
    expect(rows.slice(1).map((r) => r.split(','))).toEqual([
      [`${tag}-C`, `${addDays(today, -3)} 12:00:00`, 'Acknowledged', 'Atelier Lumière', '', '1', '4'],
      [`${tag}-A`, `${today} 10:00:00`, 'Acknowledged', 'Atelier Lumière', '', '2', '10'],
    ]);
    const details = await run('box-inbound-orders-details');
    const lines = details.stdout.toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(6);
    expect(lines.filter((l) => l.includes(',Refused,'))).toHaveLength(1);
    const outbound = await run('box-outbound-orders-details', '--lang', 'fr');
    expect(outbound.code).toBe(0);
    expect(outbound.stdout.toString('utf8')).toContain('Livraison');
    expect((await run('box-inbound-orders', '--status', 'shipped')).code).toBe(2);
  });

  it("answers a box's stock at the spec's box paths as at the warehouse ones, and no WAREHOUSE warehouse there", async () => {
    const { apiUrl } = ctx().server;
    const api = await clientFor(apiUrl, DEMO_USERS.clientAdmin);
    const target = { idClientAccount: m12.idClientAccount, idWarehouse: m12.idBox, date: today };
    const [byBox, byWarehouse] = await Promise.all([reportsClient(api, 'box').stockLevels(target), reportsClient(api).stockLevels(target)]);
    expect(byBox).toEqual(byWarehouse);
    expect(byBox.totalCount).toBeGreaterThan(0);
    const details = await reportsClient(api, 'box').stockDetails(target);
    expect(details.items.map((i) => i.physicalQuantity)).toEqual(byBox.items.map((i) => i.physicalQuantity));
    const [paris] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Paris Nord Warehouse'));
    // Paris Nord is the account's WAREHOUSE: read at the warehouse paths, not at the box ones.
    expect((await reportsClient(api).stockLevels({ ...target, idWarehouse: paris.idWarehouse })).warehouseType).toBe('WAREHOUSE');
    await expect(failure(reportsClient(api, 'box').stockLevels({ ...target, idWarehouse: paris.idWarehouse }))).resolves.toMatchObject({ status: 404 });
    const tom = reportsClient(await clientFor(apiUrl, DEMO_USERS.orderer), 'box');
    await expect(failure(tom.stockLevels(target))).resolves.toMatchObject({ status: 403 });
  });

  it("refuses users without the report's permission, another client's users, another account's box and a bad period", async () => {
    const { apiUrl } = ctx().server;
    const tom = boxOrdersReportClient(await clientFor(apiUrl, DEMO_USERS.orderer));
    // Northwind's orderer, in Boutiques France's account: no permission there.
    await expect(failure(tom.orders('inbound', m12.idClientAccount, week()))).resolves.toMatchObject({ status: 403 });
    await expect(failure(tom.boxes(m12.idClientAccount))).resolves.toMatchObject({ status: 403 });
    // Claire in her own account naming Northwind's box: not one of the account's boxes.
    await expect(failure(claire.orders('inbound', m12.idClientAccount, { ...week(), idBox: lille3.idBox }))).resolves.toMatchObject({ status: 404 });
    await expect(failure(claire.details('outbound', m12.idClientAccount, { ...week(), idBox: lille3.idBox }))).resolves.toMatchObject({ status: 404 });
    // Inbound reports only: the outbound ones are refused.
    const inboundOnly = await createUserWithPermissions(db, {
      idClient,
      grants: [{ idClientAccount: m12.idClientAccount, permissions: [{ action: 'View', subject: 'ReportsBoxInboundOrders' }] }],
    });
    const reader = boxOrdersReportClient(await clientFor(apiUrl, inboundOnly.email));
    expect((await reader.orders('inbound', m12.idClientAccount, week())).totalCount).toBe(3);
    await expect(failure(reader.orders('outbound', m12.idClientAccount, week()))).resolves.toMatchObject({ status: 403 });
    await expect(failure(reader.details('outbound', m12.idClientAccount, week()))).resolves.toMatchObject({ status: 403 });
    // The boxes, page 1 by number.
    const boxes = await reader.boxes(m12.idClientAccount);
    expect(boxes.map((b) => b.boxNumber)).toEqual([...boxes.map((b) => b.boxNumber)].sort());
    expect(boxes.map((b) => b.idBox)).toContain(m12.idBox);
    expect(boxes.map((b) => b.idBox)).not.toContain(lille3.idBox);
    await expect(failure(claire.orders('inbound', m12.idClientAccount, { ...week(), fromDate: addDays(today, 1) }))).resolves.toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    await expect(failure(claire.orders('inbound', m12.idClientAccount, { ...week(), statusCode: 60 }))).resolves.toMatchObject({ status: 400 });
  });
});
