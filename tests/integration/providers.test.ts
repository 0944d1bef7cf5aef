/**
 * Providers, their sites and the sites' contacts: logistics partners shared by every client,
 * managed only through the all-accounts marker. Every route of the three (lists, reads, creates,
 * changes, deletions, the status types), their rules and messages (unique names and codes, code
 * charset, the phone and e-mail rules), what a site's change does to its boxes (names, address of
 * their warehouses), and the refusals: client administrators, the same permissions given on an
 * account (which the grant rule refuses to give), a site paired with another provider. The kept
 * totals of the provider, site, contact and box-user lists (admin_list_counts) against the rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import { ALL_ACCOUNTS, type Permission } from '../../shared/permissions';
import { providers } from '../../shared/administration/providers';
import { providerSiteContacts, providerSites, providerSiteStatusTypes } from '../../shared/administration/provider-sites';
import { boxUsers } from '../../shared/administration/boxes';
import { ROLE_PERMISSIONS_PATH } from '../../shared/administration/roles';
import { usagePath } from '../../shared/registry/usage';
import { DEMO_USERS } from '../../server/db/seed';
import { boxes, clientAccounts, providerSites as sitesTable, providers as providersTable, roles, warehouses } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { createUserWithPermissions } from '../support/users';

type Provider = { id: string; idProvider: string; providerCode: string; providerName: string; enabled: boolean; siteCount: number };
type Site = {
  id: string;
  idProviderSite: string;
  idProvider: string;
  providerName: string;
  siteName: string;
  statusCode: string;
  contactCount: number;
  boxCount: number;
};
type Contact = { id: string; idProviderSiteContact: string; firstname: string; lastname: string; phone: string; email: string };

const ALL: Permission['action'][] = ['View', 'Create', 'Edit'];
const grants = (subject: Permission['subject']) => ALL.map((action) => ({ action, subject }));

describeEachEngine('providers, provider sites and their contacts', (ctx) => {
  let admin: ApiClient, claire: ApiClient, marker: ApiClient, onAccount: ApiClient;
  let demo: typeof providersTable.$inferSelect;
  let marseille: typeof sitesTable.$inferSelect, lille: typeof sitesTable.$inferSelect;
  const db = () => ctx().server.database.db;

  beforeAll(async () => {
    const { server } = ctx();
    [admin, claire] = await Promise.all([DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin].map((email) => clientFor(server.apiUrl, email)));
    [demo] = await db().select().from(providersTable);
    const sites = await db().select().from(sitesTable);
    marseille = sites.find((s) => s.siteName === 'Marseille Port')!;
    lille = sites.find((s) => s.siteName === 'Lille Métropole')!;
    const [mls] = await db().select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
    const both = [...grants('AdminProviders'), ...grants('AdminProviderSites')];
    marker = await clientFor(
      server.apiUrl,
      (await createUserWithPermissions(db(), { idClient: null, grants: [{ idClientAccount: ALL_ACCOUNTS, permissions: both }] })).email,
    );
    onAccount = await clientFor(
      server.apiUrl,
      (await createUserWithPermissions(db(), { idClient: mls.idClient, grants: [{ idClientAccount: mls.idClientAccount, permissions: both }] })).email,
    );
  });

  describe('providers', () => {
    it('lists providers by name with their number of sites, and searches them', async () => {
      const { items } = await admin.request<{ items: Provider[] }>({ path: providers.paths.list });
      expect(items.map((p) => [p.providerCode, p.providerName, p.siteCount])).toEqual([['SBS', 'Stock & Box Services', 2]]);
      const { items: found } = await admin.request<{ items: Provider[] }>({
        path: providers.paths.list,
        query: { filterGroups: JSON.stringify([{ filters: [{ field: 'providerName', value: 'box', conditionType: 'like' }] }]) },
      });
      expect(found).toHaveLength(1);
      const { provider } = await admin.request<{ provider: Provider }>({ path: providers.paths.item, params: { id: demo.idProvider } });
      expect(provider).toMatchObject({ providerCode: 'SBS', enabled: true, siteCount: 2 });
    });

    it('creates, changes and deletes a provider through the data provider', async () => {
      const provider = createDataProvider(marker);
      const { data: created } = await provider.create<Provider>(providers.name, { data: { providerCode: 'NBX', providerName: 'Nordbox', comment: '' } });
      expect(created).toMatchObject({ providerCode: 'NBX', providerName: 'Nordbox', enabled: true, siteCount: 0 });
      const { data: changed } = await provider.update<Provider>(providers.name, {
        id: created.id,
        data: { ...created, enabled: false },
        previousData: created,
      });
      expect(changed.enabled).toBe(false);
      await provider.delete(providers.name, { id: created.id, previousData: changed });
      // Gone: a holder of the marker, who would see it, is told it is missing.
      expect((await failure(provider.getOne(providers.name, { id: created.id }))).status).toBe(404);
    });

    it('refuses duplicates (any case), codes outside the code charset, and blank or long names, with their messages', async () => {
      const post = (body: Record<string, unknown>) => failure(admin.request({ method: 'POST', path: providers.paths.list, body }));
      const name = await post({ providerCode: 'OTHER', providerName: 'stock & box services' });
      expect([name.status, name.code, name.message, name.errors]).toEqual([
        409,
        'DUPLICATE_NAME',
        'A provider with this name already exists.',
        { providerName: 'validation.unique.providerName' },
      ]);
      const code = await post({ providerCode: 'SBS', providerName: 'Another one' });
      expect([code.status, code.errors]).toEqual([409, { providerCode: 'validation.unique.providerCode' }]);
      const invalid = await post({ providerCode: 'sb s', providerName: ' ', comment: 'x'.repeat(321) });
      expect([invalid.status, invalid.errors]).toEqual([
        400,
        { providerCode: 'validation.codeCharset', providerName: 'validation.required', comment: 'validation.text.tooLong' },
      ]);
    });

    it('says what uses a provider with sites, and refuses to delete it', async () => {
      const { usage } = await admin.request<{ usage: { table: string; count: number }[] }>({ path: usagePath(providers), params: { id: demo.idProvider } });
      expect(usage).toEqual([{ table: 'provider_sites', count: 2 }]);
      const refused = await failure(admin.request({ method: 'DELETE', path: providers.paths.item, params: { id: demo.idProvider } }));
      expect([refused.status, refused.code]).toEqual([409, 'IN_USE']);
    });

    it('refuses client administrators, and the same permissions given on an account, every route', async () => {
      for (const api of [claire, onAccount]) {
        const calls = [
          api.request({ path: providers.paths.list }),
          api.request({ path: providers.paths.item, params: { id: demo.idProvider } }),
          api.request({ method: 'PUT', path: providers.paths.item, params: { id: demo.idProvider }, body: { providerCode: 'SBS', providerName: 'Mine' } }),
          api.request({ method: 'DELETE', path: providers.paths.item, params: { id: demo.idProvider } }),
          api.request({ method: 'POST', path: providers.paths.list, body: { providerCode: 'MINE', providerName: 'Mine' } }),
        ];
        expect(await Promise.all(calls.map((call) => failure(call).then((e) => e.status)))).toEqual([403, 403, 403, 403, 403]);
      }
      expect((await db().select().from(providersTable)).map((p) => p.providerName)).toEqual(['Stock & Box Services']);
    });

    it("refuses to give the providers' permissions on an account, where they would grant nothing", async () => {
      const [mls] = await db().select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
      const [role] = await db()
        .select()
        .from(roles)
        .where(and(eq(roles.idClient, mls.idClient), eq(roles.role, 'Orderer')));
      const params = { idClientAccount: mls.idClientAccount, idRole: role.idRole };
      const { rolePermissions } = await admin.request<{ rolePermissions: Permission[] }>({ path: ROLE_PERMISSIONS_PATH, params });
      const refused = await failure(
        admin.request({
          method: 'PUT',
          path: ROLE_PERMISSIONS_PATH,
          params,
          body: { rolePermissions: [...rolePermissions, { action: 'View', subject: 'AdminProviders' }] },
        }),
      );
      expect(refused.status).toBe(403);
      const kept = await admin.request<{ rolePermissions: Permission[] }>({ path: ROLE_PERMISSIONS_PATH, params });
      expect(kept.rolePermissions).toHaveLength(rolePermissions.length);
    });
  });

  describe('provider sites', () => {
    it("lists every provider's sites, and one provider's, with the provider's name and their contacts and boxes", async () => {
      const { items } = await admin.request<{ items: Site[] }>({ path: providerSites.paths.browse! });
      expect(items.map((s) => [s.providerName, s.siteName, s.statusCode, s.contactCount, s.boxCount])).toEqual([
        ['Stock & Box Services', 'Lille Métropole', 'ACTIVE', 1, 2],
        ['Stock & Box Services', 'Marseille Port', 'ACTIVE', 2, 2],
      ]);
      const { items: own } = await admin.request<{ items: Site[] }>({ path: providerSites.paths.list, params: { idProvider: demo.idProvider } });
      expect(own).toHaveLength(2);
      const { providerSite } = await admin.request<{ providerSite: Site }>({
        path: providerSites.paths.item,
        params: { idProvider: demo.idProvider, id: lille.idProviderSite },
      });
      expect(providerSite).toMatchObject({ siteName: 'Lille Métropole', city: 'Lille', countryISO2: 'FR' });
    });

    it('answers the status types by display order', async () => {
      const answer = await admin.request<{ providerSiteStatusTypes: { statusCode: string; displayOrder: number; activ: boolean }[] }>({
        path: providerSiteStatusTypes.path,
      });
      expect(answer.providerSiteStatusTypes.map((s) => s.statusCode)).toEqual(['ACTIVE', 'PLANNED', 'SUSPENDED', 'CLOSED']);
      expect((await failure(claire.request({ path: providerSiteStatusTypes.path }))).status).toBe(403);
    });

    it('creates a site under the provider its record names (data provider), then changes and deletes it', async () => {
      const provider = createDataProvider(marker);
      const { data: created } = await provider.create<Site>(providerSites.name, {
        data: {
          idProvider: demo.idProvider,
          siteName: 'Lyon Gerland',
          statusCode: 'PLANNED',
          address1: '10 avenue Tony Garnier',
          zipCode: '69007',
          city: 'Lyon',
          countryISO2: 'FR',
        },
      });
      expect(created).toMatchObject({
        idProvider: demo.idProvider,
        providerName: 'Stock & Box Services',
        siteName: 'Lyon Gerland',
        statusCode: 'PLANNED',
        boxCount: 0,
      });
      const meta = { params: { idProvider: demo.idProvider } };
      const { data: changed } = await provider.update<Site>(providerSites.name, {
        id: created.id,
        data: { ...created, statusCode: 'ACTIVE' },
        previousData: created,
        meta,
      });
      expect(changed.statusCode).toBe('ACTIVE');
      await provider.delete(providerSites.name, { id: created.id, previousData: changed, meta });
      expect((await failure(provider.getOne(providerSites.name, { id: created.id, meta }))).status).toBe(404);
    });

    it('refuses a duplicate name within the provider, an unknown status, a missing address and an unknown provider', async () => {
      const post = (body: Record<string, unknown>, idProvider = demo.idProvider) =>
        failure(admin.request({ method: 'POST', path: providerSites.paths.list, params: { idProvider }, body }));
      const address = { address1: '1 rue du Port', zipCode: '13002', city: 'Marseille', countryISO2: 'FR' };
      const duplicate = await post({ siteName: 'MARSEILLE PORT', ...address });
      expect([duplicate.status, duplicate.message, duplicate.errors]).toEqual([
        409,
        'This provider already has a site with this name.',
        { siteName: 'validation.unique.siteName' },
      ]);
      const status = await post({ siteName: 'Toulon', statusCode: 'OPEN', ...address });
      expect([status.status, status.errors]).toEqual([400, { statusCode: 'validation.unknownReference' }]);
      const missing = await post({ siteName: 'Toulon', countryISO2: 'fr' });
      expect([missing.status, missing.errors]).toEqual([
        400,
        { address1: 'validation.required', zipCode: 'validation.required', city: 'validation.required', countryISO2: 'validation.countryCode' },
      ]);
      expect((await post({ siteName: 'Toulon', ...address }, '6a1f7a0e-0000-4000-8000-000000000000')).status).toBe(404);
    });

    it("renames the site's and the provider's boxes, and moves the boxes' warehouses with the site's address", async () => {
      const params = { idProvider: demo.idProvider, id: marseille.idProviderSite };
      const { providerSite } = await admin.request<{ providerSite: Site & Record<string, unknown> }>({ path: providerSites.paths.item, params });
      const { idProviderSite: _id, providerName: _p, contactCount: _c, boxCount: _b, ...body } = providerSite;
      await admin.request({
        method: 'PUT',
        path: providerSites.paths.item,
        params,
        body: { ...body, siteName: 'Marseille Joliette', address1: '20 quai de la Joliette', zipCode: '13002' },
      });
      await admin.request({
        method: 'PUT',
        path: providers.paths.item,
        params: { id: demo.idProvider },
        body: { providerCode: 'SBS', providerName: 'Stock and Box' },
      });
      const standing = await db()
        .select({ boxName: boxes.boxName, providerName: boxes.providerName, providerSiteName: boxes.providerSiteName, address1: warehouses.address1 })
        .from(boxes)
        .innerJoin(warehouses, eq(warehouses.idWarehouse, boxes.idBox))
        .where(eq(boxes.idProviderSite, marseille.idProviderSite));
      expect(standing.map((b) => [b.boxName, b.providerName, b.providerSiteName, b.address1]).sort()).toEqual([
        ['Box Marseille 12', 'Stock and Box', 'Marseille Joliette', '20 quai de la Joliette'],
        ['Box Marseille 14', 'Stock and Box', 'Marseille Joliette', '20 quai de la Joliette'],
      ]);
      // The other site's boxes take the provider's new name too, and keep their address.
      const other = await db().select().from(boxes).where(eq(boxes.idProviderSite, lille.idProviderSite));
      expect(other.map((b) => b.providerName)).toEqual(['Stock and Box', 'Stock and Box']);
      await admin.request({ method: 'PUT', path: providerSites.paths.item, params, body: { ...body } });
      await admin.request({
        method: 'PUT',
        path: providers.paths.item,
        params: { id: demo.idProvider },
        body: { providerCode: 'SBS', providerName: 'Stock & Box Services' },
      });
    });

    it('refuses client administrators and the permissions given on an account', async () => {
      for (const api of [claire, onAccount]) {
        const params = { idProvider: demo.idProvider, id: lille.idProviderSite };
        const calls = [
          api.request({ path: providerSites.paths.browse! }),
          api.request({ path: providerSites.paths.list, params }),
          api.request({ path: providerSites.paths.item, params }),
          api.request({ method: 'DELETE', path: providerSites.paths.item, params }),
          api.request({
            method: 'POST',
            path: providerSites.paths.list,
            params,
            body: { siteName: 'Mine', address1: 'x', zipCode: '1', city: 'x', countryISO2: 'FR' },
          }),
        ];
        expect(await Promise.all(calls.map((call) => failure(call).then((e) => e.status)))).toEqual([403, 403, 403, 403, 403]);
      }
    });
  });

  describe('site contacts', () => {
    const params = () => ({ idProvider: demo.idProvider, idProviderSite: marseille.idProviderSite });

    it("lists a site's contacts by last name, 1000 a page", async () => {
      const { items, searchCriteria } = await admin.request<{ items: Contact[]; searchCriteria: { pageSize: number } }>({
        path: providerSiteContacts.paths.list,
        params: params(),
      });
      expect(items.map((c) => c.lastname)).toEqual(['Benali', 'Roux']);
      expect(searchCriteria.pageSize).toBe(1000);
    });

    it('adds, changes and deletes a contact, the list showing each change', async () => {
      const provider = createDataProvider(admin);
      const meta = { params: params() };
      const list = async () => (await provider.getList<Contact>(providerSiteContacts.name, { meta })).data.map((c) => c.lastname);
      const { data: created } = await provider.create<Contact>(providerSiteContacts.name, {
        data: { firstname: 'Léa', lastname: 'Durand', title: 'Gardienne', phone: '06 12 34 56 78', email: 'lea.durand@stockbox.example' },
        meta,
      });
      expect(await list()).toEqual(['Benali', 'Durand', 'Roux']);
      const { data: changed } = await provider.update<Contact>(providerSiteContacts.name, {
        id: created.id,
        data: { ...created, lastname: 'Arnaud' },
        previousData: created,
        meta,
      });
      expect(changed.lastname).toBe('Arnaud');
      expect(await list()).toEqual(['Arnaud', 'Benali', 'Roux']);
      await provider.delete(providerSiteContacts.name, { id: created.id, previousData: changed, meta });
      expect(await list()).toEqual(['Benali', 'Roux']);
    });

    it("checks the phone and the e-mail with the portal's rules", async () => {
      const post = (body: Record<string, unknown>) => failure(admin.request({ method: 'POST', path: providerSiteContacts.paths.list, params: params(), body }));
      const person = { firstname: 'Léa', lastname: 'Durand' };
      const blank = await post({ ...person, phone: '', email: '' });
      expect(blank.errors).toEqual({ phone: 'validation.phone.required', email: 'validation.email.required' });
      const short = await post({ ...person, phone: '0612', email: 'lea@' });
      expect(short.errors).toEqual({ phone: 'validation.phone.required', email: 'validation.email.invalid' });
      const invalid = await post({ ...person, phone: '01 23 45', email: 'lea.durand@stockbox.example' });
      expect([invalid.status, invalid.errors]).toEqual([400, { phone: 'validation.phone.invalid' }]);
      const names = await post({ firstname: 'L', lastname: '', phone: '+33 6 12 34 56 78', email: 'lea.durand@stockbox.example' });
      expect(names.errors).toEqual({ firstname: 'validation.text.tooShort', lastname: 'validation.required' });
    });

    it('finds nothing under a site paired with another provider, and refuses client administrators', async () => {
      const {
        items: [contact],
      } = await admin.request<{ items: Contact[] }>({ path: providerSiteContacts.paths.list, params: params() });
      const nordbox = await admin.request<{ provider: Provider }>({
        method: 'POST',
        path: providers.paths.list,
        body: { providerCode: 'NB2', providerName: 'Nordbox 2' },
      });
      const wrong = { idProvider: nordbox.provider.idProvider, idProviderSite: marseille.idProviderSite };
      expect((await failure(admin.request({ path: providerSiteContacts.paths.list, params: wrong }))).status).toBe(404);
      expect((await failure(admin.request({ path: providerSiteContacts.paths.item, params: { ...wrong, id: contact.idProviderSiteContact } }))).status).toBe(
        404,
      );
      expect(
        (await failure(admin.request({ method: 'DELETE', path: providerSiteContacts.paths.item, params: { ...wrong, id: contact.idProviderSiteContact } })))
          .status,
      ).toBe(404);
      const body = { firstname: 'Léa', lastname: 'Durand', phone: '+33 6 12 34 56 78', email: 'lea.durand@stockbox.example' };
      expect((await failure(admin.request({ method: 'POST', path: providerSiteContacts.paths.list, params: wrong, body }))).status).toBe(404);
      for (const api of [claire, onAccount]) {
        expect((await failure(api.request({ path: providerSiteContacts.paths.list, params: params() }))).status).toBe(403);
        expect((await failure(api.request({ method: 'POST', path: providerSiteContacts.paths.list, params: params(), body }))).status).toBe(403);
      }
      await admin.request({ method: 'DELETE', path: providers.paths.item, params: { id: nordbox.provider.idProvider } });
    });
  });

  describe('kept totals', () => {
    it('keeps the totals of the provider, site, contact and box-user lists exact: their kept counts equal the rows after inserts, changes and deletes', async () => {
      /** Every count kept (admin_list_counts) against a count of the rows themselves, both ways. */
      const expectKeptCountsExact = async (when: string) => {
        const { rows } = await db().execute(sql`
          with real as (
            select 'provider'::text as list, '00000000-0000-0000-0000-000000000000'::uuid as id_parent, enabled::text as first_key, ''::text as second_key, count(*)::int as n
            from providers group by 3
            union all select 'site', id_provider, status_code, country_iso2, count(*)::int from provider_sites group by 2, 3, 4
            union all select 'contact', id_provider_site, '', '', count(*)::int from provider_site_contacts group by 2
            union all select 'boxUser', id_box, enabled::text, '', count(*)::int from box_users group by 2, 3),
          kept as (select list::text, id_parent, first_key::text, second_key::text, row_count as n from admin_list_counts where row_count <> 0)
          (select 'not kept' as problem, * from (select * from real except select * from kept) a)
          union all (select 'kept wrong', * from (select * from kept except select * from real) b)`);
        expect(rows, when).toEqual([]);
      };
      const eqFilter = (...filters: [string, string | number][]) =>
        JSON.stringify(filters.map(([field, value]) => ({ filters: [{ field, value, conditionType: 'eq' }] })));
      const [box] = await db().select().from(boxes).where(eq(boxes.boxNumber, 'M12'));
      const contactsOf = { idProvider: demo.idProvider, idProviderSite: marseille.idProviderSite };
      /** The total of a page past the first (from the kept counts, when kept) against the whole list's length. */
      const expectTotalsExact = async (when: string) => {
        const views: [string, Record<string, string>, Record<string, string>][] = [
          [providers.paths.list, {}, {}],
          [providers.paths.list, {}, { filterGroups: eqFilter(['enabled', 1]) }],
          [providers.paths.list, {}, { filterGroups: eqFilter(['enabled', 'false']) }],
          [providerSites.paths.browse!, {}, {}],
          [providerSites.paths.browse!, {}, { filterGroups: eqFilter(['idProvider', demo.idProvider]) }],
          [providerSites.paths.browse!, {}, { filterGroups: eqFilter(['statusCode', 'ACTIVE'], ['countryISO2', 'FR']) }],
          [providerSites.paths.list, { idProvider: demo.idProvider }, {}],
          [providerSites.paths.list, { idProvider: demo.idProvider }, { filterGroups: eqFilter(['statusCode', 'CLOSED']) }],
          // Not kept (a city): counted row by row.
          [providerSites.paths.browse!, {}, { filterGroups: eqFilter(['city', 'Marseille']) }],
          [providerSiteContacts.paths.list, contactsOf, {}],
          [providerSiteContacts.paths.list, contactsOf, { filterGroups: eqFilter(['email', 'counted.1@provider.example']) }],
          [boxUsers.paths.list, { idBox: box.idBox }, {}],
          [boxUsers.paths.list, { idBox: box.idBox }, { filterGroups: eqFilter(['enabled', 0]) }],
        ];
        for (const [path, params, query] of views) {
          const paged = await admin.request<{ searchCriteria: { totalCount: number } }>({ path, params, query: { ...query, pageSize: '1', currentPage: '2' } });
          const whole = await admin.request<{ items: unknown[] }>({ path, params, query: { ...query, pageSize: '-1' } });
          expect(paged.searchCriteria.totalCount, `${when}: ${path} ${JSON.stringify(query)}`).toBe(whole.items.length);
        }
      };
      await expectKeptCountsExact('demo');
      await expectTotalsExact('demo');

      // Through the API: a provider, a site and a contact created.
      const { provider } = await admin.request<{ provider: Provider }>({
        method: 'POST',
        path: providers.paths.list,
        body: { providerCode: 'CNT', providerName: 'Counted provider', enabled: false },
      });
      const { providerSite } = await admin.request<{ providerSite: Site }>({
        method: 'POST',
        path: providerSites.paths.list,
        params: { idProvider: provider.idProvider },
        body: { siteName: 'Counted site', address1: '1 rue du Port', zipCode: '13002', city: 'Marseille', countryISO2: 'FR' },
      });
      await admin.request({
        method: 'POST',
        path: providerSiteContacts.paths.list,
        params: { idProvider: provider.idProvider, idProviderSite: providerSite.idProviderSite },
        body: { firstname: 'Camille', lastname: 'Roux', phone: '+33 4 91 00 00 00', email: 'camille.roux@counted.example' },
      });
      await expectKeptCountsExact('through the API');
      await expectTotalsExact('through the API');

      // Many rows in one statement: providers, sites of the demo provider, contacts, users of the box.
      await db().execute(sql`
        insert into providers (provider_code, provider_name, enabled)
        select 'CNT' || i, 'Counted provider ' || i, i % 3 <> 0 from generate_series(1, 12) as i`);
      await db().execute(sql`
        insert into provider_sites (id_provider, site_name, status_code, address1, zip_code, city, country_iso2)
        select ${demo.idProvider}::uuid, 'Counted site ' || i, (array['ACTIVE', 'PLANNED', 'CLOSED'])[1 + i % 3], '1 rue du Port', '59000', 'Lille',
               (array['FR', 'BE'])[1 + i % 2]
        from generate_series(1, 12) as i`);
      await db().execute(sql`
        insert into provider_site_contacts (id_provider_site, id_provider, firstname, lastname, phone, email)
        select ${marseille.idProviderSite}::uuid, ${demo.idProvider}::uuid, 'Counted', 'Contact ' || i, '+33 4 91 00 00 00', 'counted.' || i || '@provider.example'
        from generate_series(1, 12) as i`);
      await db().execute(sql`
        insert into users (id_client, email, first_name, last_name)
        select a.id_client, 'counted.' || i || '@box.example', 'Counted', 'User ' || i
        from client_accounts a cross join generate_series(1, 12) as i where a.id_client_account = ${box.idClientAccount}::uuid`);
      await db().execute(sql`
        insert into user_accounts (id_user, id_client_account)
        select id_user, ${box.idClientAccount}::uuid from users where email like 'counted.%@box.example'`);
      await db().execute(sql`
        insert into box_users (id_box, id_user, id_client_account, activity_begin_date, enabled)
        select ${box.idBox}::uuid, id_user, ${box.idClientAccount}::uuid, date '2026-01-05', last_name not like '%1'
        from users where email like 'counted.%@box.example'`);
      await expectKeptCountsExact('inserted');
      await expectTotalsExact('inserted');

      // Changes of the filtered columns (and a site moved to another provider), through the API and in bulk.
      await admin.request({
        method: 'PUT',
        path: providers.paths.item,
        params: { id: provider.idProvider },
        body: { providerCode: 'CNT', providerName: 'Counted provider', enabled: true },
      });
      await db().execute(sql`update providers set enabled = not enabled where provider_code like 'CNT%'`);
      await db().execute(sql`update provider_sites set status_code = 'SUSPENDED', country_iso2 = 'DE' where site_name like 'Counted site 1%'`);
      await db().execute(sql`update provider_sites set id_provider = ${provider.idProvider}::uuid where site_name like 'Counted site 2%'`);
      await db().execute(sql`update provider_site_contacts set lastname = 'Renamed' where email like 'counted.%@provider.example'`);
      await db().execute(sql`update box_users set enabled = not enabled where id_box = ${box.idBox}::uuid`);
      await expectKeptCountsExact('changed');
      await expectTotalsExact('changed');

      // Deletions: through the API, in bulk, and by cascade (a site's contacts, a user leaving the account's boxes).
      await admin.request({ method: 'DELETE', path: providerSites.paths.item, params: { idProvider: provider.idProvider, id: providerSite.idProviderSite } });
      await db().execute(sql`delete from provider_sites where site_name like 'Counted site%'`);
      await admin.request({ method: 'DELETE', path: providers.paths.item, params: { id: provider.idProvider } });
      await db().execute(sql`delete from providers where provider_code like 'CNT%'`);
      await db().execute(sql`delete from provider_site_contacts where email like 'counted.1%@provider.example'`);
      await db().execute(sql`delete from user_accounts where id_user in (select id_user from users where email like 'counted.1%@box.example')`);
      await expectKeptCountsExact('deleted');
      await expectTotalsExact('deleted');
    });
  });
});
