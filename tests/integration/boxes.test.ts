/**
 * Boxes of client accounts with their users and pictures: every route (the list by provider then
 * site name, with the spec's ?idClientAccount=, a box's read, create, change and delete, the type
 * and status lookups, the form's choices, the users' list, addition, change and removal, the
 * pictures' calls), the box's warehouse of type BOX created, renamed, moved and deleted with it,
 * the rules and their messages, the box-user e-mail in the user's language (and a mail failure
 * that blocks nothing), and the refusals across clients: another client's box, its users and its
 * pictures are out of reach, and only users of the box's account may work in it.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import type { Permission } from '../../shared/permissions';
import { boxChoices, boxes, boxPictures, boxStatusTypes, boxTypes, boxUsers } from '../../shared/administration/boxes';
import { DEMO_USERS } from '../../server/db/seed';
import {
  addressBookAddresses,
  addressBooks,
  boxes as boxesTable,
  clientAccounts,
  clientAccountWarehouses,
  mails,
  providerSites,
  users,
  warehouses,
} from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { createUserWithPermissions } from '../support/users';

type Box = {
  id: string;
  idBox: string;
  idClientAccount: string;
  accountCode: string;
  boxNumber: string;
  boxName: string;
  boxTypeCode: string;
  boxStatusCode: string;
  idProvider: string;
  idProviderSite: string;
  providerName: string;
  providerSiteName: string;
  userCount: number;
};
type BoxUser = { id: string; idUser: string; firstName: string; email: string; activityBeginDate: string; activityEndDate: string | null; enabled: boolean };
type Picture = { id: string; idBoxPicture: string; idImage: string; imageName: string; displayPosition: number; defaultImage: boolean };
type Mail = { personalizations: { to: { email: string }[]; dynamic_template_data: Record<string, string> }[] };

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const NOT_AN_IMAGE = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
const ORDERING: Permission[] = [{ action: 'View', subject: 'CoreOrders' }];

describeEachEngine('boxes, their users and their pictures', (ctx) => {
  let admin: ApiClient, claire: ApiClient, tom: ApiClient, julie: ApiClient;
  let mls: typeof clientAccounts.$inferSelect, nwo: typeof clientAccounts.$inferSelect;
  let marseille: string, lille: string;
  let byNumber: (number: string) => typeof boxesTable.$inferSelect;
  const db = () => ctx().server.database.db;

  beforeAll(async () => {
    const { server } = ctx();
    [admin, claire, tom, julie] = await Promise.all(
      [DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin, DEMO_USERS.orderer, DEMO_USERS.multiAccount].map((email) => clientFor(server.apiUrl, email)),
    );
    const accounts = await db().select().from(clientAccounts);
    mls = accounts.find((a) => a.accountCode === 'MLS')!;
    nwo = accounts.find((a) => a.accountCode === 'NWO')!;
    const sites = await db().select().from(providerSites);
    marseille = sites.find((s) => s.siteName === 'Marseille Port')!.idProviderSite;
    lille = sites.find((s) => s.siteName === 'Lille Métropole')!.idProviderSite;
    const seeded = await db().select().from(boxesTable);
    byNumber = (number) => seeded.find((b) => b.boxNumber === number)!;
  });

  /** A user of an account, in a language, to add to its boxes. */
  const member = async (idClientAccount: string, idClient: string, cultureLanguageCode: string) => {
    const { idUser, email } = await createUserWithPermissions(db(), { idClient, grants: [{ idClientAccount, permissions: ORDERING }] });
    await db()
      .update(users)
      .set({ cultureLanguageCode, firstName: cultureLanguageCode === 'fr' ? 'Zoé' : 'Zack' })
      .where(eq(users.idUser, idUser));
    return { idUser, email };
  };
  const mailsTo = async (email: string) =>
    (
      await db()
        .select()
        .from(mails)
        .where(like(mails.payload, `%${email}%`))
    ).map((m) => ({ templateId: m.templateId, payload: JSON.parse(m.payload) as Mail }));
  const body = (over: Record<string, unknown> = {}) => ({
    idClientAccount: mls.idClientAccount,
    boxNumber: 'M30',
    boxName: 'Box Marseille 30',
    boxTypeCode: 'STANDARD',
    idProviderSite: marseille,
    ...over,
  });

  describe('boxes', () => {
    it('lists boxes by provider name, then site name, then number; an account with ?idClientAccount=', async () => {
      const { items } = await admin.request<{ items: Box[] }>({ path: boxes.paths.list });
      expect(items.map((b) => [b.providerSiteName, b.boxNumber, b.accountCode, b.userCount])).toEqual([
        ['Lille Métropole', 'L03', 'NWO', 1],
        ['Lille Métropole', 'L05', 'MLS', 2],
        ['Marseille Port', 'M12', 'MLS', 2],
        ['Marseille Port', 'M14', 'MLS', 1],
      ]);
      const { items: theirs } = await admin.request<{ items: Box[] }>({ path: boxes.paths.list, query: { idClientAccount: nwo.idClientAccount } });
      expect(theirs.map((b) => b.boxNumber)).toEqual(['L03']);
      // Sorted by site name alone, the tie is broken by the number.
      const { items: bySite } = await admin.request<{ items: Box[] }>({ path: boxes.paths.list, query: { sortOrders: 'providerSiteName:DESC' } });
      expect(bySite.map((b) => b.boxNumber)).toEqual(['M12', 'M14', 'L03', 'L05']);
      const { box } = await admin.request<{ box: Box }>({ path: boxes.paths.item, params: { id: byNumber('M12').idBox } });
      expect(box).toMatchObject({ boxName: 'Box Marseille 12', providerName: 'Stock & Box Services', providerSiteName: 'Marseille Port', userCount: 2 });
    });

    it("shows a client administrator her client's boxes only, and refuses another client's", async () => {
      const { items } = await claire.request<{ items: Box[] }>({ path: boxes.paths.list });
      expect(items.map((b) => b.boxNumber)).toEqual(['L05', 'M12', 'M14']);
      expect((await failure(claire.request({ path: boxes.paths.list, query: { idClientAccount: nwo.idClientAccount } }))).status).toBe(403);
      const theirs = { id: byNumber('L03').idBox };
      const calls = [
        claire.request({ path: boxes.paths.item, params: theirs }),
        claire.request({ method: 'PUT', path: boxes.paths.item, params: theirs, body: body({ idClientAccount: nwo.idClientAccount, idProviderSite: lille }) }),
        claire.request({ method: 'DELETE', path: boxes.paths.item, params: theirs }),
      ];
      expect(await Promise.all(calls.map((call) => failure(call).then((e) => e.status)))).toEqual([403, 403, 403]);
      // An orderer without box administration is refused the list; a missing box is a 404 to the administrator.
      expect((await failure(tom.request({ path: boxes.paths.list }))).status).toBe(403);
      expect((await failure(admin.request({ path: boxes.paths.item, params: { id: '5b1f7a0e-0000-4000-8000-000000000000' } }))).status).toBe(404);
    });

    it('answers the box types and statuses by display order, and the choices of the box form', async () => {
      const types = await claire.request<{ boxTypes: { boxTypeCode: string }[] }>({ path: boxTypes.path });
      expect(types.boxTypes.map((t) => t.boxTypeCode)).toEqual(['STANDARD', 'CLIMATE', 'SECURE', 'OUTDOOR']);
      const statuses = await claire.request<{ boxStatusTypes: { boxStatusCode: string }[] }>({ path: boxStatusTypes.path });
      expect(statuses.boxStatusTypes.map((t) => t.boxStatusCode)).toEqual(['ACTIVE', 'PREPARING', 'SUSPENDED', 'CLOSED']);
      const choices = await claire.request<{ clientAccounts: { accountCode: string; canCreate: boolean }[]; providerSites: { siteName: string }[] }>({
        path: boxChoices.path,
      });
      expect(choices.clientAccounts.map((a) => [a.accountCode, a.canCreate])).toEqual([
        ['MLS', true],
        ['MLE', true],
      ]);
      expect(choices.providerSites.map((s) => s.siteName)).toEqual(['Lille Métropole', 'Marseille Port']);
      expect((await failure(tom.request({ path: boxChoices.path }))).status).toBe(403);
    });

    it('creates a box with its warehouse of type BOX at its site, linked to its account, in one call', async () => {
      const { data: created } = await createDataProvider(claire).create<Box>(boxes.name, { data: body({ comment: '' }) });
      expect(created).toMatchObject({
        boxNumber: 'M30',
        boxStatusCode: 'ACTIVE',
        providerName: 'Stock & Box Services',
        providerSiteName: 'Marseille Port',
        userCount: 0,
      });
      const [warehouse] = await db().select().from(warehouses).where(eq(warehouses.idWarehouse, created.idBox));
      expect(warehouse).toMatchObject({
        warehouseName: 'Box Marseille 30',
        warehouseType: 'BOX',
        address1: '8 quai du Port',
        zipCode: '13002',
        city: 'Marseille',
        country: 'FR',
      });
      // The account works in it: it is among the warehouses its users choose from.
      const { warehouses: chosen } = await julie.request<{ warehouses: { idWarehouse: string; warehouseType: string }[] }>({
        path: '/warehouses',
        query: { IdClientAccount: mls.idClientAccount },
      });
      expect(chosen.find((w) => w.idWarehouse === created.idBox)?.warehouseType).toBe('BOX');
    });

    it('renames and moves the warehouse with the box, and refuses a change of account', async () => {
      const m30 = (await db().select().from(boxesTable).where(eq(boxesTable.boxNumber, 'M30')))[0];
      const params = { id: m30.idBox };
      const { box } = await claire.request<{ box: Box }>({
        method: 'PUT',
        path: boxes.paths.item,
        params,
        body: body({ boxName: 'Box Lille 30', boxNumber: 'L30', idProviderSite: lille, boxStatusCode: 'SUSPENDED' }),
      });
      expect(box).toMatchObject({ boxName: 'Box Lille 30', providerSiteName: 'Lille Métropole', boxStatusCode: 'SUSPENDED' });
      const [warehouse] = await db().select().from(warehouses).where(eq(warehouses.idWarehouse, m30.idBox));
      expect([warehouse.warehouseName, warehouse.city]).toEqual(['Box Lille 30', 'Lille']);
      const moved = await failure(
        admin.request({
          method: 'PUT',
          path: boxes.paths.item,
          params,
          body: body({ boxNumber: 'L30', idProviderSite: lille, idClientAccount: nwo.idClientAccount }),
        }),
      );
      expect([moved.status, moved.message, moved.code]).toEqual([400, 'Changing Account is not allowed!', 'CHANGE_NOT_ALLOWED']);
    });

    it('refuses missing fields, a number outside the code charset, a duplicate number at the site and unknown references', async () => {
      const post = (over: Record<string, unknown>, api = claire) => failure(api.request({ method: 'POST', path: boxes.paths.list, body: over }));
      const missing = await post({});
      expect([missing.status, missing.errors]).toEqual([
        400,
        {
          idClientAccount: 'validation.required',
          boxNumber: 'validation.required',
          boxName: 'validation.required',
          boxTypeCode: 'validation.required',
          idProviderSite: 'validation.required',
        },
      ]);
      expect((await post(body({ boxNumber: 'm 31' }))).errors).toEqual({ boxNumber: 'validation.codeCharset' });
      const duplicate = await post(body({ boxNumber: 'M12' }));
      expect([duplicate.status, duplicate.message, duplicate.errors]).toEqual([
        409,
        'This site already has a box with this number.',
        { boxNumber: 'validation.unique.boxNumber' },
      ]);
      const site = await post(body({ idProviderSite: '7a1f7a0e-0000-4000-8000-000000000000' }));
      expect([site.status, site.errors]).toEqual([400, { idProviderSite: 'validation.unknownReference' }]);
      const type = await post(body({ boxTypeCode: 'HUGE' }));
      expect([type.status, type.errors]).toEqual([400, { boxTypeCode: 'validation.unknownReference' }]);
    });

    it("refuses a box in another client's account, and leaves no warehouse behind", async () => {
      const before = await db().select().from(warehouses);
      const refused = await failure(
        claire.request({ method: 'POST', path: boxes.paths.list, body: body({ idClientAccount: nwo.idClientAccount, boxNumber: 'X01' }) }),
      );
      expect(refused.status).toBe(403);
      // A failed save (a duplicate number) rolls its new warehouse back too.
      expect((await failure(admin.request({ method: 'POST', path: boxes.paths.list, body: body({ boxNumber: 'M14' }) }))).status).toBe(409);
      expect(await db().select().from(warehouses)).toHaveLength(before.length);
    });

    it('deletes a box with its warehouse and link, and refuses while something else uses the warehouse', async () => {
      const { box } = await claire.request<{ box: Box }>({
        method: 'POST',
        path: boxes.paths.list,
        body: body({ boxNumber: 'M40', boxName: 'Box Marseille 40' }),
      });
      const [book] = await db().select().from(addressBooks).where(eq(addressBooks.idClientAccount, mls.idClientAccount));
      const [address] = await db()
        .insert(addressBookAddresses)
        .values({
          idAddressBook: book.idAddressBook,
          addressName: 'Box 40',
          address1: '8 quai du Port',
          zipCode: '13002',
          city: 'Marseille',
          countryISO2: 'FR',
          idWarehouse: box.idBox,
        })
        .returning();
      const refused = await failure(claire.request({ method: 'DELETE', path: boxes.paths.item, params: { id: box.idBox } }));
      expect([refused.status, refused.code]).toEqual([409, 'IN_USE']);
      expect(await db().select().from(boxesTable).where(eq(boxesTable.idBox, box.idBox))).toHaveLength(1);
      await db().delete(addressBookAddresses).where(eq(addressBookAddresses.idAddressBookAddress, address.idAddressBookAddress));
      await claire.request({ method: 'DELETE', path: boxes.paths.item, params: { id: box.idBox } });
      expect(await db().select().from(warehouses).where(eq(warehouses.idWarehouse, box.idBox))).toEqual([]);
      expect(await db().select().from(clientAccountWarehouses).where(eq(clientAccountWarehouses.idWarehouse, box.idBox))).toEqual([]);
    });

    it('counts a long list from the kept counts, exactly as the boxes are after each change', async () => {
      /** The total a paged list answers (a page of one, past the first: counted) against the whole list's length. */
      const totals = async (api: ApiClient, query: Record<string, string>) => {
        const paged = await api.request<{ searchCriteria: { totalCount: number } }>({
          path: boxes.paths.list,
          query: { ...query, pageSize: '1', currentPage: '2' },
        });
        const whole = await api.request<{ items: unknown[] }>({ path: boxes.paths.list, query: { ...query, pageSize: '-1' } });
        return [paged.searchCriteria.totalCount, whole.items.length];
      };
      const filter = (field: string, value: string) => ({ filterGroups: JSON.stringify([{ filters: [{ field, value, conditionType: 'eq' }] }]) });
      const views = (): [ApiClient, Record<string, string>][] => [
        [admin, {}],
        [claire, {}],
        [admin, { idClientAccount: mls.idClientAccount }],
        [claire, filter('boxStatusCode', 'ACTIVE')],
        [admin, filter('idProviderSite', lille)],
        [admin, { ...filter('boxTypeCode', 'STANDARD'), idClientAccount: nwo.idClientAccount }],
        // Not kept (a comparison): counted row by row.
        [admin, { filterGroups: JSON.stringify([{ filters: [{ field: 'boxStatusCode', value: 'ACTIVE', conditionType: 'neq' }] }]) }],
      ];
      const check = async () => {
        for (const [api, query] of views()) {
          const [counted, listed] = await totals(api, query);
          expect(counted, JSON.stringify(query)).toBe(listed);
        }
      };
      await check();
      const { box } = await claire.request<{ box: Box }>({
        method: 'POST',
        path: boxes.paths.list,
        body: body({ boxNumber: 'M50', boxName: 'Box Marseille 50' }),
      });
      await check();
      await claire.request({
        method: 'PUT',
        path: boxes.paths.item,
        params: { id: box.idBox },
        body: body({ boxNumber: 'L50', boxName: 'Box Lille 50', idProviderSite: lille, boxStatusCode: 'CLOSED', boxTypeCode: 'SECURE' }),
      });
      await check();
      await claire.request({ method: 'DELETE', path: boxes.paths.item, params: { id: box.idBox } });
      await check();
    });

    it("keeps a box's warehouse in its account's warehouse list (the account form cannot drop it), while its codes still change", async () => {
      const m12 = byNumber('M12');
      const path = '/clients/{idClient}/accounts/{idClientAccount}/warehouses/{id}';
      const params = { idClient: mls.idClient, idClientAccount: mls.idClientAccount, id: m12.idBox };
      const refused = await failure(admin.request({ method: 'DELETE', path, params }));
      expect([refused.status, refused.code]).toEqual([409, 'IN_USE']);
      const account = await admin.request<{ account: { clientAccountWarehouses: { idWarehouse: string; accountWMS: string | null }[] } }>({
        path: '/clients/{idClient}/accounts/{id}',
        params: { idClient: mls.idClient, id: mls.idClientAccount },
      });
      const links = account.account.clientAccountWarehouses.map((w) => ({
        idWarehouse: w.idWarehouse,
        accountWMS: w.idWarehouse === m12.idBox ? 'MLS-M12' : w.accountWMS,
      }));
      await admin.request({
        method: 'PUT',
        path: '/clients/{idClient}/accounts/{id}',
        params: { idClient: mls.idClient, id: mls.idClientAccount },
        body: { accountCode: 'MLS', accountName: mls.accountName, cultureLanguageCode: mls.cultureLanguageCode, clientAccountWarehouses: links },
      });
      const [link] = await db()
        .select()
        .from(clientAccountWarehouses)
        .where(and(eq(clientAccountWarehouses.idClientAccount, mls.idClientAccount), eq(clientAccountWarehouses.idWarehouse, m12.idBox)));
      expect(link.accountWMS).toBe('MLS-M12');
    });
  });

  describe('box users', () => {
    const m14 = () => ({ idBox: byNumber('M14').idBox });

    it('lists the users of a box with their names and periods, 10000 a page', async () => {
      const { items, searchCriteria } = await claire.request<{ items: BoxUser[]; searchCriteria: { pageSize: number } }>({
        path: boxUsers.paths.list,
        params: { idBox: byNumber('M12').idBox },
      });
      expect(items.map((u) => [u.email, u.activityBeginDate, u.activityEndDate, u.enabled]).sort()).toEqual([
        [DEMO_USERS.clientAdmin, '2026-01-05', '2026-12-31', true],
        [DEMO_USERS.multiAccount, '2026-01-05', null, true],
      ]);
      expect(searchCriteria.pageSize).toBe(10000);
    });

    it("adds a user of the box's account and sends the box-user e-mail in their language; removing sends the other", async () => {
      const french = await member(mls.idClientAccount, mls.idClient, 'fr');
      const provider = createDataProvider(claire);
      const meta = { params: m14() };
      const { data: added } = await provider.create<BoxUser>(boxUsers.name, {
        data: { idUser: french.idUser, activityBeginDate: '2026-06-01', activityEndDate: '2026-09-30' },
        meta,
      });
      expect(added).toMatchObject({ idUser: french.idUser, firstName: 'Zoé', activityBeginDate: '2026-06-01', activityEndDate: '2026-09-30', enabled: true });
      const [mail] = await mailsTo(french.email);
      expect(mail.templateId).toBe('box-user-added-fr');
      const data = mail.payload.personalizations[0].dynamic_template_data;
      expect(data).toMatchObject({
        subject: 'Vous travaillez désormais dans le box Box Marseille 14',
        boxNumber: 'M14',
        siteName: 'Marseille Port',
        activityBeginDate: '01/06/2026',
      });
      expect(data.text).toContain('Votre activité court du 01/06/2026 au 30/09/2026.');
      expect(data.text).toContain('8 quai du Port, 13002 Marseille, FR');

      const { data: changed } = await provider.update<BoxUser>(boxUsers.name, { id: added.id, data: { ...added, enabled: false }, previousData: added, meta });
      expect(changed.enabled).toBe(false);
      expect(await mailsTo(french.email)).toHaveLength(1);

      await provider.delete(boxUsers.name, { id: added.id, previousData: changed, meta });
      const sent = await mailsTo(french.email);
      expect(sent.map((m) => m.templateId).sort()).toEqual(['box-user-added-fr', 'box-user-removed-fr']);
      const removed = sent.find((m) => m.templateId === 'box-user-removed-fr')!;
      expect(removed.payload.personalizations[0].dynamic_template_data.subject).toBe('Vous ne travaillez plus dans le box Box Marseille 14');

      const english = await member(mls.idClientAccount, mls.idClient, 'en');
      await claire.request({ method: 'POST', path: boxUsers.paths.list, params: m14(), body: { idUser: english.idUser, activityBeginDate: '2026-06-01' } });
      const [welcome] = await mailsTo(english.email);
      expect(welcome.templateId).toBe('box-user-added-en');
      expect(welcome.payload.personalizations[0].dynamic_template_data.text).toContain('Your activity begins on 01/06/2026.');
    });

    it('refuses users of other accounts, a user twice and a period ending before it begins, with no e-mail', async () => {
      const tomUser = (await db().select().from(users).where(eq(users.email, DEMO_USERS.orderer)))[0];
      const outsider = await failure(
        claire.request({ method: 'POST', path: boxUsers.paths.list, params: m14(), body: { idUser: tomUser.idUser, activityBeginDate: '2026-06-01' } }),
      );
      expect([outsider.status, outsider.errors]).toEqual([400, { idUser: 'validation.userNotInAccount' }]);
      // A user of the client's other account is no user of the box's account.
      const [mle] = await db().select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLE'));
      const other = await member(mle.idClientAccount, mle.idClient, 'en');
      const elsewhere = await failure(
        claire.request({ method: 'POST', path: boxUsers.paths.list, params: m14(), body: { idUser: other.idUser, activityBeginDate: '2026-06-01' } }),
      );
      expect(elsewhere.errors).toEqual({ idUser: 'validation.userNotInAccount' });
      const claireUser = (await db().select().from(users).where(eq(users.email, DEMO_USERS.clientAdmin)))[0];
      const twice = await failure(
        claire.request({ method: 'POST', path: boxUsers.paths.list, params: m14(), body: { idUser: claireUser.idUser, activityBeginDate: '2026-06-01' } }),
      );
      expect([twice.status, twice.errors]).toEqual([409, { idUser: 'validation.duplicate' }]);
      const backwards = await failure(
        claire.request({
          method: 'POST',
          path: boxUsers.paths.list,
          params: m14(),
          body: { idUser: other.idUser, activityBeginDate: '2026-06-01', activityEndDate: '2026-05-31' },
        }),
      );
      expect([backwards.status, backwards.errors]).toEqual([400, { activityEndDate: 'validation.boxUser.endBeforeBegin' }]);
      expect([...(await mailsTo(other.email)), ...(await mailsTo(DEMO_USERS.orderer)), ...(await mailsTo(DEMO_USERS.clientAdmin))]).toEqual([]);
    });

    it("refuses another client's box users: list, addition, change and removal", async () => {
      const theirs = { idBox: byNumber('L03').idBox };
      const tomUser = (await db().select().from(users).where(eq(users.email, DEMO_USERS.orderer)))[0];
      const claireUser = (await db().select().from(users).where(eq(users.email, DEMO_USERS.clientAdmin)))[0];
      const calls = [
        claire.request({ path: boxUsers.paths.list, params: theirs }),
        claire.request({ method: 'POST', path: boxUsers.paths.list, params: theirs, body: { idUser: claireUser.idUser, activityBeginDate: '2026-06-01' } }),
        claire.request({ path: boxUsers.paths.item, params: { ...theirs, id: tomUser.idUser } }),
        claire.request({
          method: 'PUT',
          path: boxUsers.paths.item,
          params: { ...theirs, id: tomUser.idUser },
          body: { idUser: tomUser.idUser, activityBeginDate: '2026-06-01', enabled: false },
        }),
        claire.request({ method: 'DELETE', path: boxUsers.paths.item, params: { ...theirs, id: tomUser.idUser } }),
      ];
      expect(await Promise.all(calls.map((call) => failure(call).then((e) => e.status)))).toEqual([403, 403, 403, 403, 403]);
      expect((await failure(admin.request({ path: boxUsers.paths.list, params: { idBox: '5b1f7a0e-0000-4000-8000-000000000000' } }))).status).toBe(404);
      expect(await mailsTo(DEMO_USERS.orderer)).toEqual([]);
    });

    it('adds and removes a user when the e-mail cannot be stored: the failure is only logged', async () => {
      const user = await member(mls.idClientAccount, mls.idClient, 'fr');
      await db().execute(`create function refuse_box_mails() returns trigger language plpgsql as $$ begin raise exception 'relay down'; end $$`);
      await db().execute(
        `create trigger refuse_box_mails before insert on mails for each row when (new.template_id like 'box-user-%') execute function refuse_box_mails()`,
      );
      try {
        const added = await claire.request<{ boxUser: BoxUser }>({
          method: 'POST',
          path: boxUsers.paths.list,
          params: m14(),
          body: { idUser: user.idUser, activityBeginDate: '2026-07-01' },
        });
        expect(added.boxUser.idUser).toBe(user.idUser);
        await claire.request({ method: 'DELETE', path: boxUsers.paths.item, params: { ...m14(), id: user.idUser } });
      } finally {
        await db().execute('drop trigger refuse_box_mails on mails');
        await db().execute('drop function refuse_box_mails()');
      }
      expect(await mailsTo(user.email)).toEqual([]);
    });
  });

  describe('box pictures', () => {
    const m12 = () => ({ idBox: byNumber('M12').idBox });
    const list = async () =>
      (await claire.request<{ items: Picture[] }>({ path: boxPictures.paths.list, params: m12() })).items.map((p) => [
        p.imageName,
        p.displayPosition,
        p.defaultImage,
      ]);
    const add = (body: Record<string, unknown>, api = claire, params = m12()) =>
      api.request<{ boxPicture: Picture }>({ method: 'POST', path: boxPictures.paths.list, params, body });

    it('adds, renames, moves, makes default and removes pictures under the products’ rule (positions renumbered, one default)', async () => {
      expect(await list()).toEqual([['Façade du box', 1, true]]);
      const { boxPicture: inside } = await add({ imageName: 'Intérieur', imageFileName: 'interieur.png', fileType: 'image/png', image: PNG });
      expect([inside.displayPosition, inside.defaultImage]).toEqual([2, false]);
      // An image the caller uploaded first (POST /images) is named by its id.
      const { image } = await claire.request<{ image: { idImage: string } }>({
        method: 'POST',
        path: '/images',
        body: { imageName: 'Porte', imageFileName: 'porte.png', fileType: 'image/png', image: PNG },
      });
      const { boxPicture: door } = await add({ idImage: image.idImage, imageName: 'Porte', defaultImage: true });
      expect(await list()).toEqual([
        ['Façade du box', 1, false],
        ['Intérieur', 2, false],
        ['Porte', 3, true],
      ]);
      await claire.request({
        method: 'PUT',
        path: boxPictures.paths.item,
        params: { ...m12(), id: door.idBoxPicture },
        body: { imageName: 'Porte d’entrée', displayPosition: 1 },
      });
      expect(await list()).toEqual([
        ['Porte d’entrée', 1, true],
        ['Façade du box', 2, false],
        ['Intérieur', 3, false],
      ]);
      // Removing the default promotes the first remaining one; positions close the gap.
      await claire.request({ method: 'DELETE', path: boxPictures.paths.item, params: { ...m12(), id: door.idBoxPicture } });
      expect(await list()).toEqual([
        ['Façade du box', 1, true],
        ['Intérieur', 2, false],
      ]);
      await claire.request({ method: 'DELETE', path: boxPictures.paths.item, params: { ...m12(), id: inside.idBoxPicture } });
    });

    it('refuses what is not an image, names out of bounds, and images the caller did not upload', async () => {
      const content = await failure(add({ imageName: 'Page', imageFileName: 'page.png', fileType: 'image/png', image: NOT_AN_IMAGE }));
      expect([content.status, content.errors]).toEqual([400, { image: 'validation.file.unsupportedType' }]);
      const type = await failure(add({ imageName: 'Plan', imageFileName: 'plan.pdf', fileType: 'application/pdf', image: PNG }));
      expect(type.errors).toEqual({ image: 'validation.file.unsupportedType' });
      const long = await failure(add({ imageName: 'x'.repeat(51), imageFileName: 'x.png', fileType: 'image/png', image: PNG }));
      expect(long.errors).toEqual({ imageName: 'validation.file.nameTooLong' });
      const empty = await failure(add({ imageName: '', imageFileName: 'x.png', fileType: 'image/png', image: PNG }));
      expect(empty.errors).toEqual({ imageName: 'validation.file.nameTooShort' });
      const { image } = await tom.request<{ image: { idImage: string } }>({
        method: 'POST',
        path: '/images',
        body: { imageName: 'Theirs', imageFileName: 'theirs.png', fileType: 'image/png', image: PNG },
      });
      const theirs = await failure(add({ idImage: image.idImage, imageName: 'Theirs' }));
      expect([theirs.status, Object.keys(theirs.errors ?? {})]).toEqual([400, ['idImage']]);
      expect(await list()).toEqual([['Façade du box', 1, true]]);
    });

    it("lets the box account's users read its pictures, not another client's; refuses another client's box pictures", async () => {
      const [picture] = (await claire.request<{ items: Picture[] }>({ path: boxPictures.paths.list, params: m12() })).items;
      const read = (api: ApiClient) => api.request({ path: '/images/{id}', params: { id: picture.idImage } });
      await expect(read(julie)).resolves.toBeTruthy();
      expect((await failure(read(tom))).status).toBe(404);
      const theirs = { idBox: byNumber('L03').idBox };
      expect((await failure(claire.request({ path: boxPictures.paths.list, params: theirs }))).status).toBe(403);
      expect((await failure(add({ imageName: 'Mine', imageFileName: 'mine.png', fileType: 'image/png', image: PNG }, claire, theirs))).status).toBe(403);
      expect(
        (await failure(claire.request({ method: 'DELETE', path: boxPictures.paths.item, params: { ...m12(), id: picture.idBoxPicture, idBox: theirs.idBox } })))
          .status,
      ).toBe(403);
      expect((await failure(tom.request({ path: boxPictures.paths.list, params: m12() }))).status).toBe(403);
      const left = await db()
        .select()
        .from(boxesTable)
        .where(inArray(boxesTable.idBox, [theirs.idBox]));
      expect(left).toHaveLength(1);
    });
  });
});
