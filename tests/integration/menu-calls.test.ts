/**
 * The menu never offers a screen that answers 400: for a box user whose active warehouse is a
 * BOX, and for the same user in a WAREHOUSE, every sidebar entry the portal shows (the shared
 * menu rule over the portal's entries, the catalogs' entries) has its data calls made as its
 * screen makes them (a list's first page in its default sort, the lookups the resource serves,
 * the dashboard's summaries, the reports' first page), with the header's cart on every screen;
 * none answers 400. The box's entries show only in the box, the orders and quotas only in the
 * warehouse. An entry shown without declared calls fails the test, so a new entry declares them.
 */
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { ApiError } from '../../shared/api/api-error';
import { createDataProvider } from '../../shared/data-provider';
import { cartClient } from '../../shared/ordering/cart-client';
import { orderingClient } from '../../shared/ordering/client';
import { dashboardClient } from '../../shared/ordering/dashboard-client';
import { draftOrders } from '../../shared/ordering/draft-orders';
import { boxOrdersSummary } from '../../shared/operations/inbound-orders';
import { canAccess, type AccountPermissions, type Subject } from '../../shared/permissions';
import { planningClient } from '../../shared/planning/client';
import { reportsClient } from '../../shared/reports/client';
import { OUTBOUND_REPORT_PATHS } from '../../shared/reports/outbound-report';
import { collectionCalls } from '../../shared/registry/collection';
import { findResource } from '../../shared/resources';
import { cartRequest } from '../../shared/rules/cart';
import { isMenuItemVisible, menuRule, type MenuContext } from '../../shared/rules/menu';
import type { WarehouseType } from '../../shared/rules/warehouse-type';
import { fillPath } from '../../shared/session/scope';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { firstLeaf } from '../../web/ordering/common/category-tree';
import { MENU_ENTRIES, visibleMenuEntries } from '../../web/shell/layout/menu-items';
import { describeEachEngine } from '../support/engines';
import { clientFor } from '../support/api';

type Call = [name: string, run: () => Promise<unknown>];

interface Session {
  api: ApiClient;
  scope: { idClient: string; idClientAccount: string; idWarehouse: string; warehouseType: WarehouseType };
  permissions: AccountPermissions[];
}

const today = () => new Date().toISOString().slice(0, 10);
const may = (session: Session, subject: Subject) => canAccess(session.permissions, { action: 'View', subject, idClientAccount: session.scope.idClientAccount });

/** The calls of the screens that are not a described resource's list, by menu entry. */
const SCREEN_CALLS: Record<string, (session: Session) => Call[]> = {
  dashboard: (session) => {
    const { api, scope } = session;
    return [
      ...(may(session, 'CatalogCatalogProductSearch')
        ? ([
            ['catalogs', () => orderingClient(api).catalogs()],
            ['dashboard products', () => dashboardClient(api).products()],
          ] as Call[])
        : []),
      scope.warehouseType === 'BOX'
        ? ['box orders summary', () => api.request({ path: boxOrdersSummary.path, params: { idBox: scope.idWarehouse } })]
        : ['customer orders summary', () => dashboardClient(api).customerOrders()],
    ];
  },
  orders: ({ api }) => [['customer orders', () => orderingClient(api).listCustomerOrders({})]],
  draftOrders: ({ api, scope }) => [['draft orders', () => collectionCalls(api, draftOrders).list({}, { idWarehouse: scope.idWarehouse ?? undefined })]],
  myQuotas: ({ api, scope }) => [['quotas', () => planningClient(api).userQuotas(scope.idClientAccount)]],
  warehouseStockReport: ({ api, scope }) => [['stock report', () => reportsClient(api).stockLevels({ ...scope, date: today() })]],
  boxStockReport: ({ api, scope }) => [['box stock report', () => reportsClient(api).stockLevels({ ...scope, date: today() })]],
  outboundOrdersReport: ({ api, scope }) => [
    [
      'outbound orders report',
      () =>
        api.request({
          path: OUTBOUND_REPORT_PATHS.orders,
          params: { idClientAccount: scope.idClientAccount },
          query: { idWarehouse: scope.idWarehouse, currentPage: 1, pageSize: 25 },
        }),
    ],
  ],
};

/** A described resource's screen: its list's first page in its default sort, and the lookups (GET actions) its paths fill from the session. */
function resourceCalls(session: Session, name: string): Call[] {
  const description = findResource(name)!;
  const provider = createDataProvider(session.api);
  const { field, direction } = description.list.defaultSort;
  const calls: Call[] = [
    [`${name} list`, () => provider.getList(name, { pagination: { page: 1, perPage: 25 }, sort: { field, order: direction }, filter: {} })],
  ];
  for (const kind of description.kinds ?? []) {
    if (kind.kind !== 'action' || kind.method !== 'GET' || (kind.query && !kind.query.safeParse({}).success)) continue;
    let path: string;
    try {
      path = fillPath(kind.path, session.scope);
    } catch {
      continue; // a record's own call (its id in the path), made from a record's screen
    }
    calls.push([`${name} ${kind.name}`, () => session.api.request({ path })]);
  }
  return calls;
}

async function sessionOf(apiUrl: string, email: string, scope: Session['scope']): Promise<Session> {
  const api = await clientFor(apiUrl, email, scope);
  const { accountPermissions } = await api.request<{ accountPermissions: AccountPermissions[] }>({ path: '/userinfo' });
  return { api, scope, permissions: accountPermissions };
}

/** The entries the sidebar shows in the session, and every call of their screens with the header's cart. */
async function expectNoRefusedInput(session: Session) {
  const context: MenuContext = {
    accountPermissions: session.permissions,
    idClientAccount: session.scope.idClientAccount,
    warehouseType: session.scope.warehouseType,
  };
  const entries = visibleMenuEntries(MENU_ENTRIES, context);
  const calls: Call[] = [];
  for (const entry of entries) {
    const screen = SCREEN_CALLS[entry.id] ?? (findResource(entry.id) ? (s: Session) => resourceCalls(s, entry.id) : undefined);
    expect(screen, `the calls of the menu entry ${entry.id}`).toBeDefined();
    calls.push(...screen!(session).map(([name, run]): Call => [`${entry.id}: ${name}`, run]));
  }
  // The catalogs' entries (shown by the same rule) open their first category.
  if (isMenuItemVisible('CatalogCatalogProductSearch', context)) {
    const catalogs = await orderingClient(session.api).catalogs();
    for (const catalog of catalogs.filter((c) => c.categories.length)) {
      const category = firstLeaf(catalog.categories[0]);
      calls.push([
        `catalog ${catalog.catalogName}`,
        () => orderingClient(session.api).category(catalog.idCatalog, category.idCatalogCategory, { idWarehouse: session.scope.idWarehouse }),
      ]);
    }
  }
  if (may(session, 'CoreGeneralProductCart')) {
    calls.push(['header: cart', () => cartClient(session.api).getCart(cartRequest({ ...session.scope, eventMode: false })!)]);
  }
  const refused: string[] = [];
  for (const [name, run] of calls) {
    // A 400 is what the issue saw (the cart of a box); any other refusal of an offered screen is as wrong.
    await run().catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      refused.push(`${name}: ${error.status} ${JSON.stringify(error.body)}`);
    });
  }
  expect(refused).toEqual([]);
  return { ids: entries.map((e) => e.id), calls: calls.length };
}

const BOX_ENTRIES = MENU_ENTRIES.filter((e) => menuRule(e.subject).warehouseType === 'BOX').map((e) => e.id);
const WAREHOUSE_ENTRIES = MENU_ENTRIES.filter((e) => menuRule(e.subject).warehouseType === 'WAREHOUSE').map((e) => e.id);

describeEachEngine('the menu offers no screen that answers 400', (ctx) => {
  const clientOf = async (idClientAccount: string) =>
    (await ctx().server.database.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.idClientAccount, idClientAccount)))[0].idClient;
  it('in a BOX: the box entries and none of a WAREHOUSE, each with its data calls answered', async () => {
    const { database, apiUrl } = ctx().server;
    const [m12] = await database.db.select().from(t.boxes).where(eq(t.boxes.boxNumber, 'M12'));
    const idClient = await clientOf(m12.idClientAccount);
    const julie = await sessionOf(apiUrl, DEMO_USERS.multiAccount, {
      idClient,
      idClientAccount: m12.idClientAccount,
      idWarehouse: m12.idBox,
      warehouseType: 'BOX',
    });
    const { ids, calls } = await expectNoRefusedInput(julie);
    expect(ids).toEqual(expect.arrayContaining(['dashboard', 'inboundOrders', 'outboundOrders', 'boxStocks', 'stockRegularizations']));
    expect(ids.filter((id) => WAREHOUSE_ENTRIES.includes(id))).toEqual([]);
    expect(calls).toBeGreaterThan(ids.length);
  });

  it('in a WAREHOUSE: none of the box entries, and each entry shown with its data calls answered', async () => {
    const { database, apiUrl } = ctx().server;
    const [m12] = await database.db.select().from(t.boxes).where(eq(t.boxes.boxNumber, 'M12'));
    const [warehouse] = await database.db
      .select({ idWarehouse: t.warehouses.idWarehouse })
      .from(t.clientAccountWarehouses)
      .innerJoin(t.warehouses, eq(t.warehouses.idWarehouse, t.clientAccountWarehouses.idWarehouse))
      .where(and(eq(t.clientAccountWarehouses.idClientAccount, m12.idClientAccount), eq(t.warehouses.warehouseType, 'WAREHOUSE')));
    const julie = await sessionOf(apiUrl, DEMO_USERS.multiAccount, {
      idClient: await clientOf(m12.idClientAccount),
      idClientAccount: m12.idClientAccount,
      idWarehouse: warehouse.idWarehouse,
      warehouseType: 'WAREHOUSE',
    });
    const { ids } = await expectNoRefusedInput(julie);
    expect(ids).toEqual(expect.arrayContaining(['dashboard', 'orders']));
    expect(ids.filter((id) => BOX_ENTRIES.includes(id))).toEqual([]);
  });
});
