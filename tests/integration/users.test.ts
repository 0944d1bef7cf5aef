import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createApiClient, type ApiClient } from '../../shared/api/api-client';
import { sendWelcome, setPasswordWithLink } from '../../shared/api/identity-directory';
import { createDataProvider } from '../../shared/data-provider';
import { USER_LINK_PATHS, users as usersResource } from '../../shared/administration/users';
import { saveUser, type UserForm } from '../../shared/administration/users-save';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts, clients, identities, mails, passwordTokens, roles, users } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, signIn, failure } from '../support/api';

type User = {
  idUser: string;
  idIdentity: string | null;
  idClient: string | null;
  email: string;
  enabled: boolean;
  accounts: { idClientAccount: string; roles: { idApplicationRole: string; idRole: string; role: string }[] }[];
  adminRoles: { idRole: string; role: string }[];
};
const quiet = () => undefined;

describeEachEngine('users: application and client users, their links, and saveUser', (ctx) => {
  let admin: ApiClient, claire: ApiClient, tom: ApiClient;
  let lumiere: string, northwind: string;
  let account: Record<string, string>;
  let role: Record<string, string>;

  const form = (overrides: Partial<UserForm>): UserForm => ({
    idClient: lumiere,
    email: `person-${Math.random().toString(36).slice(2, 8)}@maison-lumiere.example`,
    firstName: 'Léa',
    lastName: 'Moreau',
    cultureLanguageCode: 'fr',
    enabled: true,
    password: 'Lumière#2026',
    accounts: [{ idClientAccount: account.MLS, roles: [{ idRole: role.Orderer }] }],
    adminRoles: [],
    ...overrides,
  });
  const db = () => ctx().server.database.db;
  const byEmail = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
  const identityByEmail = async (email: string) =>
    (
      await db()
        .select()
        .from(identities)
        .where(eq(sql`lower(${identities.email})`, email.toLowerCase()))
    )[0];

  beforeAll(async () => {
    [admin, claire, tom] = await Promise.all(
      [DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)),
    );
    const byName = Object.fromEntries((await db().select().from(clients)).map((c) => [c.clientName, c.idClient]));
    [lumiere, northwind] = [byName['Maison Lumière'], byName['Northwind Outfitters']];
    account = Object.fromEntries((await db().select().from(clientAccounts)).map((a) => [a.accountCode, a.idClientAccount]));
    const all = await db().select().from(roles);
    role = {
      Orderer: all.find((r) => r.role === 'Orderer' && r.idClient === lumiere)!.idRole,
      Administrator: all.find((r) => r.role === 'Client Administrator')!.idRole,
      Northwind: all.find((r) => r.idClient === northwind)!.idRole,
      SystemAdmin: all.find((r) => r.role === 'SystemAdmin')!.idRole,
    };
  });

  it("creates a client user: identity, user, account, roles and a welcome e-mail in the user's language", async () => {
    const wanted = form({
      accounts: [
        { idClientAccount: account.MLS, roles: [{ idRole: role.Orderer }] },
        { idClientAccount: account.MLE, roles: [{ idRole: role.Orderer }, { idRole: role.Administrator }] },
      ],
    });
    const saved = await saveUser(claire, wanted, null, { log: quiet });
    expect(saved).toMatchObject({ email: wanted.email, idClient: lumiere, enabled: true, adminRoles: [] });
    expect(saved.accounts.map((a) => [a.accountName, a.roles.map((r) => r.role)])).toEqual([
      ['Boutiques France', ['Orderer']],
      ['E-commerce', ['Client Administrator', 'Orderer']],
    ]);
    expect((await identityByEmail(wanted.email)).idIdentity).toBe(saved.idIdentity);
    const [mail] = await db().select().from(mails).where(eq(mails.templateId, 'user-created-fr'));
    expect(JSON.parse(mail.payload).personalizations[0]).toMatchObject({
      to: [{ email: wanted.email, name: 'Léa Moreau' }],
      dynamic_template_data: { firstName: 'Léa', setPasswordUrl: expect.stringMatching(/\/set-password#token=[\w-]{43}$/) },
    });
    // The outbox never holds the password.
    expect(mail.payload).not.toContain('Lumière#2026');
    const tokens = await signIn(ctx().server.apiUrl, wanted.email, 'Lumière#2026');
    expect(tokens.idUser).toBe(saved.idUser);
  });

  it('sends a single-use, expiring set-password link instead of a password, and stores only its hash', async () => {
    const { apiUrl } = ctx().server;
    const wanted = form({ password: '', cultureLanguageCode: 'en' });
    const saved = await saveUser(admin, wanted, null, { log: quiet });
    const sent = (await db().select().from(mails).where(eq(mails.templateId, 'user-created-en')))
      .map((m) => JSON.parse(m.payload))
      .find((p) => p.personalizations[0].to[0].email === wanted.email);
    expect(sent.personalizations[0].dynamic_template_data).not.toHaveProperty('password');
    expect(sent.from).toEqual({ email: 'no-reply@wareport.example' });
    const token = String(sent.personalizations[0].dynamic_template_data.setPasswordUrl).split('#token=')[1];
    const [stored] = await db().select().from(passwordTokens).where(eq(passwordTokens.idIdentity, saved.idIdentity!));
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const weak = await failure(setPasswordWithLink(tom, token, 'weakweak'));
    expect([weak.status, weak.errors]).toEqual([400, { password: 'validation.password.uppercase' }]);
    const anonymous = createApiClient({ baseUrl: apiUrl, getScope: () => ({}) });
    await setPasswordWithLink(anonymous, token, 'Choisi#2026');
    expect((await signIn(apiUrl, wanted.email, 'Choisi#2026')).idUser).toBe(saved.idUser);
    const reused = await failure(setPasswordWithLink(anonymous, token, 'Encore#2027'));
    expect([reused.status, reused.code, reused.message]).toEqual([400, 'INVALID_LINK', 'This link is invalid or has expired.']);

    // A new link voids the previous unused one; an expired link is refused.
    const again = async () => {
      await sendWelcome(admin, saved.idIdentity!);
      const [last] = (await db().select().from(mails).where(eq(mails.templateId, 'user-created-en')))
        .map((m) => JSON.parse(m.payload))
        .filter((p) => p.personalizations[0].to[0].email === wanted.email)
        .slice(-1);
      return String(last.personalizations[0].dynamic_template_data.setPasswordUrl).split('#token=')[1];
    };
    const first = await again();
    const second = await again();
    expect((await failure(setPasswordWithLink(anonymous, first, 'Premier#2026'))).code).toBe('INVALID_LINK');
    await db()
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.idIdentity, saved.idIdentity!));
    expect((await failure(setPasswordWithLink(anonymous, second, 'Second#2026'))).code).toBe('INVALID_LINK');
    // Only those who may edit the user have it sent.
    expect((await failure(sendWelcome(tom, saved.idIdentity!))).status).toBe(403);
  });

  it('removes the identity and the user again when a later step fails: no half-created users', async () => {
    // A role of another client cannot be given in a Maison Lumière account.
    const wanted = form({ accounts: [{ idClientAccount: account.MLS, roles: [{ idRole: role.Northwind }] }] });
    const error = await failure(saveUser(admin, wanted, null, { log: quiet }));
    expect([error.status, error.errors]).toEqual([400, { idRole: 'validation.unknownReference' }]);
    expect(await byEmail(wanted.email)).toBeUndefined();
    expect(await identityByEmail(wanted.email)).toBeUndefined();
    // The same e-mail can be used right away.
    await saveUser(admin, { ...wanted, accounts: [{ idClientAccount: account.MLS, roles: [{ idRole: role.Orderer }] }] }, null, { log: quiet });
  });

  it('checks the form rules before any call', async () => {
    const db0 = (await db().select().from(identities)).length;
    const noRole = await failure(saveUser(claire, form({ accounts: [{ idClientAccount: account.MLS, roles: [] }], password: 'weak' }), null));
    expect(noRole.errors).toEqual({ roles: 'validation.roles.required', password: 'validation.password.tooShort' });
    expect((await failure(saveUser(claire, form({ accounts: [] }), null))).errors).toEqual({
      accounts: 'validation.roles.accountRequired',
      roles: 'validation.roles.required',
    });
    expect((await failure(saveUser(admin, form({ idClient: null, adminRoles: [] }), null))).errors).toEqual({ adminRoles: 'validation.roles.adminRequired' });
    expect((await db().select().from(identities)).length).toBe(db0);
  });

  it('updates a user: names reach the identity, role sets are diffed, the client cannot change', async () => {
    const created = await saveUser(claire, form({ accounts: [{ idClientAccount: account.MLS, roles: [{ idRole: role.Orderer }] }] }), null, { log: quiet });
    const updated = await saveUser(
      claire,
      form({
        email: created.email,
        firstName: 'Léna',
        password: '',
        accounts: [{ idClientAccount: account.MLE, roles: [{ idRole: role.Administrator }] }],
      }),
      created,
    );
    expect(updated.firstName).toBe('Léna');
    expect(updated.accounts.map((a) => [a.idClientAccount, a.roles.map((r) => r.idRole)])).toEqual([[account.MLE, [role.Administrator]]]);
    expect((await db().select().from(identities).where(eq(identities.idIdentity, created.idIdentity!)))[0]).toMatchObject({
      givenName: 'Léna',
      displayName: 'Léna Moreau',
    });

    const moved = await failure(
      admin.request({ method: 'PUT', path: usersResource.paths.item, params: { id: created.idUser }, body: { ...updated, idClient: northwind } }),
    );
    expect([moved.status, moved.message, moved.code]).toEqual([400, 'Changing Client is not allowed!', 'CHANGE_NOT_ALLOWED']);
    // The e-mail is the sign-in name: an update keeps it.
    const renamed = await admin.request<{ user: User }>({
      method: 'PUT',
      path: usersResource.paths.item,
      params: { id: created.idUser },
      body: { ...updated, email: 'other@maison-lumiere.example' },
    });
    expect(renamed.user.email).toBe(created.email);
  });

  it('a disabled user cannot sign in, nor use a token obtained before', async () => {
    const wanted = form({});
    const saved = await saveUser(claire, wanted, null, { log: quiet });
    const tokens = await signIn(ctx().server.apiUrl, wanted.email, 'Lumière#2026');
    await saveUser(claire, { ...wanted, enabled: false, password: '' }, saved);
    await expect(signIn(ctx().server.apiUrl, wanted.email, 'Lumière#2026')).rejects.toThrow(/User is disabled/);
    const me = await fetch(`${ctx().server.apiUrl}/userinfo`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect([me.status, (await me.json()).message]).toEqual([401, 'User is disabled']);
  });

  it('creates application users with admin roles, which only all-accounts administrators give', async () => {
    const wanted = form({ idClient: null, accounts: [], adminRoles: [{ idRole: role.SystemAdmin }] });
    const saved = await saveUser(admin, wanted, null, { log: quiet });
    expect(saved.adminRoles).toEqual([{ idRole: role.SystemAdmin, role: 'SystemAdmin' }]);
    expect((await failure(saveUser(claire, { ...wanted, email: 'x-admin@wareport.example' }, null, { log: quiet }))).status).toBe(403);
    expect(await identityByEmail('x-admin@wareport.example')).toBeUndefined();
    const clientUser = await byEmail(DEMO_USERS.orderer);
    const toClient = await failure(
      admin.request({ method: 'POST', path: USER_LINK_PATHS.adminRoles, params: { idUser: clientUser.idUser }, body: { idRole: role.SystemAdmin } }),
    );
    expect([toClient.status, toClient.errors]).toEqual([400, { idUser: 'validation.invalid' }]);
    const removed = await failure(saveUser(admin, { ...wanted, password: '', adminRoles: [] }, saved));
    expect(removed.errors).toEqual({ adminRoles: 'validation.roles.adminRequired' });
    await admin.request({ method: 'DELETE', path: USER_LINK_PATHS.adminRole, params: { idUser: saved.idUser, idRole: role.SystemAdmin } });
    expect((await admin.request<{ user: User }>({ path: usersResource.paths.item, params: { id: saved.idUser } })).user.adminRoles).toEqual([]);
  });

  it("lists application users and a client's users, by GET or by a PUT search body", async () => {
    const applicationUsers = await admin.request<{ items: User[] }>({
      method: 'PUT',
      path: usersResource.paths.list,
      body: { filterGroups: [{ filters: [{ field: 'idClient', value: null }] }], pageSize: -1 },
    });
    expect(applicationUsers.items.map((u) => u.email)).toContain(DEMO_USERS.systemAdmin);
    expect(applicationUsers.items.every((u) => u.idClient === null)).toBe(true);
    const northwindUsers = await admin.request<{ items: User[] }>({ path: usersResource.paths.lists![0], params: { idClient: northwind } });
    expect(northwindUsers.items.map((u) => u.email).sort()).toEqual([DEMO_USERS.twoApplications, DEMO_USERS.orderer].sort());
    // Claire sees her client's users only, never application users.
    const provider = createDataProvider(claire);
    const visible = await provider.getList('users', { pagination: { page: 1, perPage: 100 }, sort: { field: 'email', order: 'ASC' }, filter: {} });
    expect(visible.data.every((u) => u.idClient === lumiere)).toBe(true);
    expect(visible.data.map((u) => u.email)).toContain(DEMO_USERS.multiAccount);
    const elsewhere = await claire.request<{ items: User[] }>({ path: usersResource.paths.lists![0], params: { idClient: northwind } });
    expect(elsewhere.items).toEqual([]);
  });

  it('keeps account links inside the client, and roles inside the accounts a user belongs to', async () => {
    const tomUser = await byEmail(DEMO_USERS.orderer);
    const julie = await byEmail(DEMO_USERS.multiAccount);
    const link = (api: ApiClient, idClient: string, idClientAccount: string, idUser: string) =>
      failure(api.request({ method: 'POST', path: USER_LINK_PATHS.accountUsers, params: { idClient, idClientAccount }, body: { idUser } }));
    expect((await link(admin, lumiere, account.MLS, tomUser.idUser)).errors).toEqual({ idUser: 'validation.unknownReference' });
    expect((await link(claire, northwind, account.NWO, tomUser.idUser)).status).toBe(403);
    expect((await link(admin, lumiere, account.NWO, julie.idUser)).status).toBe(404);
    expect((await link(claire, lumiere, account.MLS, julie.idUser)).status).toBe(409);
    const created = await saveUser(claire, form({}), null, { log: quiet });
    const role404 = await failure(
      claire.request({
        method: 'POST',
        path: USER_LINK_PATHS.accountRoles,
        params: { idClient: lumiere, idClientAccount: account.MLE, idUser: created.idUser },
        body: { idRole: role.Orderer },
      }),
    );
    expect(role404.errors).toEqual({ idUser: 'validation.userNotInAccount' });
    // Leaving an account takes the roles there with it.
    await claire.request({
      method: 'DELETE',
      path: USER_LINK_PATHS.accountUser,
      params: { idClient: lumiere, idClientAccount: account.MLS, idUser: created.idUser },
    });
    const after = (await claire.request<{ user: User }>({ path: usersResource.paths.item, params: { id: created.idUser } })).user;
    expect(after.accounts).toEqual([]);
    expect((await failure(tom.request({ path: usersResource.paths.item, params: { id: created.idUser } }))).status).toBe(403);
  });

  it('validates the user fields with the field-limit keys', async () => {
    const error = await failure(
      admin.request({
        method: 'POST',
        path: usersResource.paths.list,
        body: { idClient: lumiere, email: 'no-at-sign', firstName: 'L', lastName: 'x'.repeat(51), mobile: '0'.repeat(21) },
      }),
    );
    expect(error.errors).toEqual({
      email: 'validation.email.invalid',
      firstName: 'validation.text.tooShort',
      lastName: 'validation.text.tooLong',
      mobile: 'validation.text.tooLong',
    });
    expect(error.params).toEqual({ firstName: { min: 2 }, lastName: { max: 50 }, mobile: { max: 20 } });
  });
});
