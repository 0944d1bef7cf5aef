/**
 * The box lists' exports against the real API. `wareport export` (run in-process, its calls sent to
 * the server) of the box administration's lists (providers, provider sites and their contacts,
 * boxes, box users, box pictures) and of a box's own lists (inventory, inbound and outbound orders,
 * regulations, images), and the inventory screen's export button (the data provider's getList as
 * react-admin's ExportButton asks it, then the csv the button saves): each writes exactly the rows
 * the API lists, one box's only with `--box` or the screen's search; a user without the list's
 * permission is refused, in one line, with nothing written.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import type { ResourceDescription } from '../../shared/resources';
import { boxes, boxPictures, boxUsers } from '../../shared/administration/boxes';
import { providers } from '../../shared/administration/providers';
import { providerSiteContacts, providerSites } from '../../shared/administration/provider-sites';
import { boxStocks } from '../../shared/operations/box-stocks';
import { boxImages } from '../../shared/operations/box-images';
import { inboundOrders } from '../../shared/operations/inbound-orders';
import { outboundOrders } from '../../shared/operations/outbound-orders';
import { stockRegularizations } from '../../shared/operations/stock-regularizations';
import { listExportCsv } from '../../web/components/list/use-list-exporter';
import { DEMO_USERS } from '../../server/db/seed';
import * as t from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure, signIn } from '../support/api';
import { createUserWithPermissions } from '../support/users';
import { runCli, type Route } from '../unit/cli/harness';
import { en, lookup } from '../unit/shared/rules/locale-helpers';

type Item = Record<string, unknown>;
type Box = { idBox: string; boxNumber: string; boxName: string; idClientAccount: string };

/** The calls the command makes, sent to the real API. */
const realApi: Route = (r) => fetch(r.url, { method: r.method, headers: r.headers, body: r.body === undefined ? undefined : JSON.stringify(r.body) });
/** English labels and names of codes, as the command (LANG=C) and an English user's button write them. */
const named = (key: string) => {
  const text = lookup(en, key);
  return typeof text === 'string' ? text : undefined;
};
/** A csv's header and its rows, the rows in one order (an export reads by id, a screen by its sort). */
const table = (csv: Uint8Array | Buffer) => {
  const [header, ...rows] = parse(Buffer.from(csv), { bom: true }) as string[][];
  return { header, rows: rows.map((row) => JSON.stringify(row)).sort() };
};
/** The csv the API's records make: what an export of exactly those rows writes. */
const tableOf = async (resource: ResourceDescription, records: Item[]) => table((await listExportCsv(resource, records, 'en', named)) as Uint8Array);

describeEachEngine("box lists' exports", (ctx) => {
  let admin: ApiClient, claire: ApiClient;
  let mine: Box[];
  const box = (name: string) => mine.find((b) => b.boxName === name)!;

  beforeAll(async () => {
    [admin, claire] = await Promise.all([DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin].map((email) => clientFor(ctx().server.apiUrl, email)));
    mine = (await claire.request<{ items: Box[] }>({ path: boxes.paths.list, query: { pageSize: '-1' } })).items;
  });

  /** Every record a list path answers (one page of all). */
  const listed = async (api: ApiClient, path: string, params: Record<string, string> = {}) =>
    (await api.request<{ items: Item[] }>({ path, params, query: { pageSize: '-1' } })).items;
  /** The records of a box's list in each of the boxes given. */
  const inBoxes = async (api: ApiClient, resource: ResourceDescription, of: Box[]) =>
    (await Promise.all(of.map((b) => listed(api, resource.paths.list, { idBox: b.idBox })))).flat();
  const cli = async (email: string, args: string[]) => {
    const { accessToken } = await signIn(ctx().server.apiUrl, email);
    const env = { WAREPORT_API_URL: ctx().server.apiUrl, WAREPORT_TOKEN: accessToken };
    return runCli(['export', ...args, '--format', 'csv', '--quiet'], { env, api: realApi });
  };
  const exported = async (email: string, args: string[]) => {
    const run = await cli(email, args);
    expect([run.code, run.stderr], args.join(' ')).toEqual([0, '']);
    return table(run.stdout);
  };
  const expectRefused = async (email: string, args: string[]) => {
    const run = await cli(email, args);
    expect(run.code, args.join(' ')).not.toBe(0);
    expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    expect(run.stdout.length, args.join(' ')).toBe(0);
  };

  describe('the box administration', () => {
    it("writes a client administrator's boxes, their users and their pictures as the API lists them to her", async () => {
      expect(mine.map((b) => b.boxNumber).sort()).toEqual(['L05', 'M12', 'M14']);
      const cases: [string, ResourceDescription, Item[]][] = [
        ['boxes', boxes, mine],
        ['box-users', boxUsers, await inBoxes(claire, boxUsers, mine)],
        ['box-pictures', boxPictures, await inBoxes(claire, boxPictures, mine)],
      ];
      for (const [name, resource, records] of cases) {
        expect(records.length, name).toBeGreaterThanOrEqual(3);
        expect(await exported(DEMO_USERS.clientAdmin, [name]), name).toEqual(await tableOf(resource, records));
      }
      // Northwind's box is the system administrator's to export, not hers.
      const every = await listed(admin, boxes.paths.list);
      expect(every.length).toBe(mine.length + 1);
      expect(await exported(DEMO_USERS.systemAdmin, ['boxes'])).toEqual(await tableOf(boxes, every));
    });

    it('writes one box’s users and pictures with --box', async () => {
      const lille = box('Box Lille 5');
      for (const [name, resource] of [
        ['box-users', boxUsers],
        ['box-pictures', boxPictures],
      ] as const) {
        const records = await listed(claire, resource.paths.list, { idBox: lille.idBox });
        expect(records.length, name).toBeGreaterThan(0);
        const only = await exported(DEMO_USERS.clientAdmin, [name, '--box', 'box lille 5']);
        expect(only, name).toEqual(await tableOf(resource, records));
        expect(only.rows.length, name).toBeLessThan((await exported(DEMO_USERS.clientAdmin, [name])).rows.length);
      }
    });

    it('writes the providers, their sites and the sites’ contacts as the API lists them to the system administrator', async () => {
      const sites = await listed(admin, providerSites.paths.browse!);
      const contacts = (
        await Promise.all(
          sites.map((s) => listed(admin, providerSiteContacts.paths.list, { idProvider: String(s.idProvider), idProviderSite: String(s.idProviderSite) })),
        )
      ).flat();
      const cases: [string, ResourceDescription, Item[]][] = [
        ['providers', providers, await listed(admin, providers.paths.list)],
        ['provider-sites', providerSites, sites],
        ['provider-site-contacts', providerSiteContacts, contacts],
      ];
      for (const [name, resource, records] of cases) {
        expect(records.length, name).toBeGreaterThan(0);
        expect(await exported(DEMO_USERS.systemAdmin, [name]), name).toEqual(await tableOf(resource, records));
      }
    });

    it('refuses the lists to users without their permission, writing nothing', async () => {
      // An orderer administers no box; a client administrator manages no provider (all-accounts only).
      for (const name of ['boxes', 'box-users', 'box-pictures']) await expectRefused(DEMO_USERS.orderer, [name]);
      for (const name of ['providers', 'provider-sites', 'provider-site-contacts']) await expectRefused(DEMO_USERS.clientAdmin, [name]);
    });
  });

  describe("a box's own lists", () => {
    const lists = [
      ['box-stocks', boxStocks],
      ['inbound-orders', inboundOrders],
      ['outbound-orders', outboundOrders],
      ['stock-regularizations', stockRegularizations],
      ['box-images', boxImages],
    ] as const;

    it('writes every box the client administrator administers, or one with --box, as the API lists them', async () => {
      for (const [name, resource] of lists) {
        expect(await exported(DEMO_USERS.clientAdmin, [name]), name).toEqual(await tableOf(resource, await inBoxes(claire, resource, mine)));
        const marseille = await inBoxes(claire, resource, [box('Box Marseille 12')]);
        expect(marseille.length, name).toBeGreaterThan(0);
        expect(await exported(DEMO_USERS.clientAdmin, [name, '--box', 'M12']), name).toEqual(await tableOf(resource, marseille));
      }
    });

    it('writes a box user’s own box, and refuses a box they do not work in (Julie is switched off in Lille 5)', async () => {
      const julie = await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount);
      const own = await inBoxes(julie, boxStocks, [box('Box Marseille 12')]);
      expect(await exported(DEMO_USERS.multiAccount, ['box-stocks', '--box', 'Box Marseille 12'])).toEqual(await tableOf(boxStocks, own));
      await expectRefused(DEMO_USERS.multiAccount, ['box-stocks', '--box', 'Box Lille 5']);
    });

    it("the inventory's export button: the screen's search and sort, every page, exactly the rows the API lists", async () => {
      const idBox = box('Box Marseille 12').idBox;
      const inBox = { warehouseType: 'BOX' as const, idWarehouse: idBox };
      const julie = await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount, inBox);
      const all = (await listed(julie, boxStocks.paths.list, { idBox })) as { sku: string; productName: string; skuClient: string | null }[];
      // A search that keeps some lines and not others: a family of SKUs (their first two parts, such as ML-LT).
      const matches = (q: string) => all.filter((s) => [s.sku, s.productName, s.skuClient].some((v) => v?.toLowerCase().includes(q)));
      const q = all.map((s) => s.sku.split('-').slice(0, 2).join('-').toLowerCase()).find((p) => matches(p).length > 1 && matches(p).length < all.length);
      expect(q).toBeDefined();
      const matching = matches(q!);
      // What ExportButton asks (the list's filter and sort, its maxResults as one page) and hands to the exporter.
      const { field, direction } = boxStocks.list.defaultSort;
      const button = (api: ApiClient) =>
        createDataProvider(api).getList(boxStocks.name, { filter: { q }, sort: { field, order: direction }, pagination: { page: 1, perPage: 10000 } });
      const { data } = await button(julie);
      expect(table((await listExportCsv(boxStocks, data, 'en', named)) as Uint8Array)).toEqual(await tableOf(boxStocks, matching));
      // A user of the box without the inventory's permission (only its inbound orders) is refused the export.
      const db = ctx().server.database.db;
      const [account] = await db
        .select()
        .from(t.clientAccounts)
        .where(eq(t.clientAccounts.idClientAccount, box('Box Marseille 12').idClientAccount));
      const receiver = await createUserWithPermissions(db, {
        idClient: account.idClient,
        grants: [{ idClientAccount: account.idClientAccount, permissions: [{ action: 'View', subject: 'BoxOrdersInboundOrders' }] }],
      });
      await db.insert(t.boxUsers).values({ idBox, idUser: receiver.idUser, idClientAccount: account.idClientAccount, activityBeginDate: '2026-01-01' });
      const receiving = await clientFor(ctx().server.apiUrl, receiver.email, inBox);
      await receiving.request({ path: inboundOrders.paths.list, params: { idBox } });
      expect((await failure(button(receiving))).status).toBe(403);
    });
  });
});
