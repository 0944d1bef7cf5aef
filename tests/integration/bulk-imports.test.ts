import { beforeAll, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { createApiClient, type ApiClient } from '../../shared/api/api-client';
import { createIdentity, setPasswordWithLink } from '../../shared/api/identity-directory';
import { BULK_PATHS, type BatchAnswer, type ImportTargets } from '../../shared/imports/protocol';
import { DEMO_USERS } from '../../server/db/seed';
import { addressBookAddresses, addressBooks, auditLog, clientAccounts, clients, mails, roles, userRoles, users } from '../../server/db/schema';
import { EMAIL_TAKEN_MAX, IMPORT_PATH } from '../../server/auth/taken-email-throttle';
import { TAKEN_EMAILS_THROTTLED } from '../../server/imports/users';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure, signIn } from '../support/api';
import { createUserWithPermissions, forgetTakenEmailAnswers } from '../support/users';

const outcomes = (answer: BatchAnswer) => answer.results.map((r) => [r.row, r.outcome]);
const address = (reference: string, extra: Record<string, unknown> = {}) => ({
  reference,
  addressName: `Store ${reference}`,
  address1: '3 rue du Temple',
  zipCode: '75004',
  city: 'Paris',
  countryISO2: 'FR',
  ...extra,
});

describeEachEngine('bulk imports', (ctx) => {
  let claire: ApiClient;
  let tom: ApiClient;
  let lumiere: { idClient: string; stores: string; ecommerce: string; orderer: string; book: string; otherBook: string };
  let northwind: { idClient: string; outdoor: string; orderer: string; book: string };
  const db = () => ctx().server.database.db;

  beforeAll(async () => {
    [claire, tom] = await Promise.all([DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)));
    const accounts = await db().select().from(clientAccounts).innerJoin(clients, eq(clients.idClient, clientAccounts.idClient));
    const account = (code: string) => accounts.find((a) => a.client_accounts.accountCode === code)!.client_accounts;
    const role = async (idClient: string) =>
      (
        await db()
          .select()
          .from(roles)
          .where(and(eq(roles.idClient, idClient), eq(roles.role, 'Orderer')))
      )[0].idRole;
    const book = async (idClientAccount: string, addressBookName: string) =>
      (await db().insert(addressBooks).values({ idClientAccount, addressBookName }).returning())[0].idAddressBook;
    const stores = account('MLS');
    const outdoor = account('NWO');
    lumiere = {
      idClient: stores.idClient,
      stores: stores.idClientAccount,
      ecommerce: account('MLE').idClientAccount,
      orderer: await role(stores.idClient),
      book: await book(stores.idClientAccount, 'Boutiques'),
      otherBook: await book(account('MLE').idClientAccount, 'Web'),
    };
    northwind = {
      idClient: outdoor.idClient,
      outdoor: outdoor.idClientAccount,
      orderer: await role(outdoor.idClient),
      book: await book(outdoor.idClientAccount, 'Stores'),
    };
  });

  const importUsers = (api: ApiClient, rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    api.request<BatchAnswer>({
      method: 'POST',
      path: BULK_PATHS.users,
      body: { idClientAccount: lumiere.stores, idRole: lumiere.orderer, cultureLanguageCode: 'fr', rows, ...extra },
    });
  const usersCount = async () => (await db().select({ n: count() }).from(users))[0].n;

  it("lists only the caller's accounts, roles and address books as import targets", async () => {
    const targets = await claire.request<ImportTargets>({ path: BULK_PATHS.targets });
    expect(new Set(targets.accounts.map((a) => a.idClient))).toEqual(new Set([lumiere.idClient]));
    expect(targets.accounts.every((a) => a.kinds.join() === 'users,addresses,products,orders,stock,supplier-orders,work-orders')).toBe(true);
    // Codes too, so that `--account MLS` names an account for an import as it does for an export.
    expect(targets.accounts.map((a) => a.accountCode).sort()).toEqual(['MLE', 'MLS']);
    expect(targets.shippingMethods.every((m) => m.shippingMethodCode.length > 0)).toBe(true);
    // Orders ship from the accounts' warehouses (not boxes), by the delivery methods Claire may order with.
    expect(targets.warehouses.map((w) => w.warehouseName).sort()).toEqual(['Lyon Distribution Centre', 'Paris Nord Warehouse']);
    expect(new Set(targets.shippingMethods.map((m) => m.idClientAccount))).toEqual(new Set(targets.accounts.map((a) => a.idClientAccount)));
    expect(targets.roles.every((r) => r.idClient === lumiere.idClient)).toBe(true);
    // The demo books of her accounts and the two made here; none of another client's.
    expect(targets.addressBooks.map((b) => b.addressBookName).sort()).toEqual(['Boutiques', 'Clients professionnels', 'Points de vente', 'Web']);
    expect(targets.languages.map((l) => l.cultureLanguageCode)).toEqual(['en', 'fr']);
    const none = await tom.request<ImportTargets>({ path: BULK_PATHS.targets });
    expect(none).toMatchObject({ accounts: [], roles: [], addressBooks: [], warehouses: [], shippingMethods: [] });
  });

  it("reads a row's language as a code or a name in any case, and names the accepted codes for another word", async () => {
    const rows = [
      { row: 2, email: 'lang.upper@bulk.example', firstName: 'Anne', lastName: 'Upper', cultureLanguageCode: 'EN' },
      { row: 3, email: 'lang.name@bulk.example', firstName: 'Anne', lastName: 'Name', cultureLanguageCode: 'Français' },
      { row: 4, email: 'lang.klingon@bulk.example', firstName: 'Anne', lastName: 'Klingon', cultureLanguageCode: 'klingon' },
    ];
    const answer = await importUsers(claire, rows, { cultureLanguageCode: 'FR' });
    expect(outcomes(answer)).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'failed'],
    ]);
    expect(answer.results[2]).toMatchObject({
      errors: { cultureLanguageCode: 'validation.import.unknownLanguage' },
      params: { cultureLanguageCode: { accepted: 'en, fr' } },
    });
    const stored = await db()
      .select({ email: users.email, cultureLanguageCode: users.cultureLanguageCode })
      .from(users)
      .where(inArray(users.email, ['lang.upper@bulk.example', 'lang.name@bulk.example']));
    expect(Object.fromEntries(stored.map((u) => [u.email, u.cultureLanguageCode]))).toEqual({
      'lang.upper@bulk.example': 'en',
      'lang.name@bulk.example': 'fr',
    });
  });

  it('dry-runs users with every check and writes nothing, then imports, skips unchanged and updates changed rows', async () => {
    const rows = [
      { row: 2, email: 'anne.petit@bulk.example', firstName: 'Anne', lastName: 'Petit', password: 'Secret!2026x' },
      { row: 3, email: 'marc.roux@bulk.example', firstName: 'Marc', lastName: 'Roux', jobTitle: 'Vendeur', cultureLanguageCode: 'en' },
      { row: 4, email: 'not-an-email', firstName: 'X', lastName: 'Y'.repeat(51) },
      { row: 5, email: DEMO_USERS.orderer, firstName: 'Tom', lastName: 'Baker' },
      { row: 6, email: 'ANNE.PETIT@bulk.example', firstName: 'Anne', lastName: 'Petit' },
    ];
    const [before, mailsBefore] = [await usersCount(), (await db().select({ n: count() }).from(mails))[0].n];
    const dry = await importUsers(claire, rows, { dryRun: true });
    expect(dry.dryRun).toBe(true);
    expect(outcomes(dry)).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'failed'],
      [5, 'failed'],
      [6, 'failed'],
    ]);
    expect(dry.results[2]).toMatchObject({
      errors: { email: 'validation.email.invalid', firstName: 'validation.text.tooShort', lastName: 'validation.text.tooLong' },
      params: { firstName: { min: 2 }, lastName: { max: 50 } },
    });
    // Another client's user: the row fails and says no more than "already used".
    expect(dry.results[3].errors).toEqual({ email: 'validation.duplicate' });
    expect(dry.results[4]).toMatchObject({ errors: { email: 'validation.import.duplicateInFile' }, params: { email: { row: 2 } } });
    expect([await usersCount(), (await db().select({ n: count() }).from(mails))[0].n]).toEqual([before, mailsBefore]);

    const real = await importUsers(claire, rows);
    expect(outcomes(real).map(([, o]) => o)).toEqual(['created', 'created', 'failed', 'failed', 'failed']);
    expect(await usersCount()).toBe(before + 2);
    const [marc] = await db().select().from(users).where(eq(users.email, 'marc.roux@bulk.example'));
    expect(marc).toMatchObject({ idClient: lumiere.idClient, cultureLanguageCode: 'en', jobTitle: 'Vendeur', enabled: true });
    const granted = await db().select().from(userRoles).where(eq(userRoles.idUser, marc.idUser));
    expect(granted.map((g) => [g.idRole, g.idClientAccount])).toEqual([[lumiere.orderer, lumiere.stores]]);
    const welcome = (await db().select().from(mails)).filter((m) => m.payload.includes('anne.petit@bulk.example'));
    expect(welcome.map((m) => m.templateId)).toEqual(['user-created-fr']);
    // The supplied password signs in; a generated one is never sent anywhere: the welcome e-mail
    // carries a set-password link and no password, whichever way the password came.
    await signIn(ctx().server.apiUrl, 'anne.petit@bulk.example', 'Secret!2026x');
    expect(welcome[0].payload).not.toContain('Secret!2026x');
    const marcMail = (await db().select().from(mails)).find((m) => m.payload.includes('marc.roux@bulk.example'))!;
    const data = JSON.parse(marcMail.payload).personalizations[0].dynamic_template_data;
    expect(data).not.toHaveProperty('password');
    const token = String(data.setPasswordUrl).split('#token=')[1];
    await setPasswordWithLink(createApiClient({ baseUrl: ctx().server.apiUrl, getScope: () => ({}) }), token, 'Choisi#2026');
    await signIn(ctx().server.apiUrl, 'marc.roux@bulk.example', 'Choisi#2026');

    const again = await importUsers(claire, rows.slice(0, 2));
    expect(outcomes(again)).toEqual([
      [2, 'skipped'],
      [3, 'skipped'],
    ]);
    const changed = await importUsers(claire, [{ ...rows[1], jobTitle: 'Responsable' }]);
    expect(outcomes(changed)).toEqual([[3, 'updated']]);
    expect((await db().select().from(users).where(eq(users.idUser, marc.idUser)))[0].jobTitle).toBe('Responsable');
    expect(await usersCount()).toBe(before + 2);
  });

  it('all-or-nothing rolls the chunk back when one row fails', async () => {
    const before = await usersCount();
    const answer = await importUsers(
      claire,
      [
        { row: 2, email: 'first@aon.example', firstName: 'First', lastName: 'Row' },
        { row: 3, email: 'second@aon.example', firstName: 'Second', lastName: 'Row', cultureLanguageCode: 'de' },
      ],
      { allOrNothing: true },
    );
    expect(answer.results).toEqual([
      { row: 2, outcome: 'failed', errors: { '': 'validation.import.notImported' } },
      {
        row: 3,
        outcome: 'failed',
        errors: { cultureLanguageCode: 'validation.import.unknownLanguage' },
        params: { cultureLanguageCode: { accepted: 'en, fr' } },
      },
    ]);
    expect(await usersCount()).toBe(before);
  });

  it("refuses another client's account, role or address book, and callers without BulkImport", async () => {
    const row = [{ row: 2, email: 'intruder@bulk.example', firstName: 'In', lastName: 'Truder' }];
    expect((await failure(importUsers(claire, row, { idClientAccount: northwind.outdoor, idRole: northwind.orderer }))).status).toBe(403);
    const wrongRole = await failure(importUsers(claire, row, { idRole: northwind.orderer }));
    expect([wrongRole.status, wrongRole.errors]).toEqual([400, { idRole: 'validation.unknownReference' }]);
    expect((await failure(importUsers(tom, row, { idClientAccount: northwind.outdoor, idRole: northwind.orderer }))).status).toBe(403);
    const addresses = (body: Record<string, unknown>) =>
      failure(claire.request({ method: 'PUT', path: BULK_PATHS.addresses, body: { rows: [{ row: 2, ...address('X1') }], ...body } }));
    expect((await addresses({ idClientAccount: northwind.outdoor, idAddressBook: northwind.book })).status).toBe(403);
    // Her own account with another client's book: the book is not found in that account.
    expect((await addresses({ idClientAccount: lumiere.stores, idAddressBook: northwind.book })).status).toBe(403);
    // A user of another client holding BulkImport on their own account only.
    const outsider = await createUserWithPermissions(db(), {
      idClient: northwind.idClient,
      grants: [{ idClientAccount: northwind.outdoor, permissions: [{ action: 'BulkImport', subject: 'AdminAddressBook' }] }],
    });
    const api = await clientFor(ctx().server.apiUrl, outsider.email);
    const refused = await failure(
      api.request({
        method: 'PUT',
        path: BULK_PATHS.addresses,
        body: { idClientAccount: lumiere.stores, idAddressBook: lumiere.book, rows: [{ row: 2, ...address('X1') }] },
      }),
    );
    expect([refused.status, refused.body.message]).toEqual([403, 'You do not have permission to do this.']);
    const own = await api.request<BatchAnswer>({
      method: 'POST',
      path: BULK_PATHS.addressesValidate,
      body: { idClientAccount: northwind.outdoor, idAddressBook: northwind.book, rows: [{ row: 2, ...address('X1') }] },
    });
    expect(outcomes(own)).toEqual([[2, 'created']]);
    expect(await db().select().from(addressBookAddresses).where(eq(addressBookAddresses.reference, 'X1'))).toEqual([]);
  });

  it("spends the user form's budget of taken e-mails, dry runs included, then refuses every new e-mail alike until the window passes", async () => {
    await forgetTakenEmailAnswers(db());
    const admin = await createUserWithPermissions(db(), {
      idClient: lumiere.idClient,
      grants: [
        {
          idClientAccount: lumiere.stores,
          permissions: [
            { action: 'BulkImport', subject: 'AdminUsers' },
            { action: 'Create', subject: 'AdminUsers' },
          ],
        },
      ],
    });
    const api = await clientFor(ctx().server.apiUrl, admin.email);
    const others = await Promise.all(
      Array.from({ length: EMAIL_TAKEN_MAX }, () => createUserWithPermissions(db(), { idClient: northwind.idClient, grants: [] })),
    );
    const person = { firstName: 'Guess', lastName: 'Work' };
    const names = { givenName: 'Guess', surname: 'Work', displayName: 'Guess Work' };
    // Two answers through the form first: the import gets what is left.
    for (const other of others.slice(0, 2)) {
      expect((await failure(createIdentity(api, { email: other.email, password: 'Lumière#2026', ...names }))).status).toBe(409);
    }
    await expect.poll(async () => (await db().select().from(auditLog).where(eq(auditLog.idUser, admin.idUser))).length).toBe(2);

    const own = await createUserWithPermissions(db(), { idClient: lumiere.idClient, grants: [{ idClientAccount: lumiere.stores, permissions: [] }] });
    const free = `free-${Date.now()}@bulk.example`;
    const rows = [
      ...others.slice(2).map((other, i) => ({ row: i + 2, email: other.email, ...person })),
      { row: 10, email: free, ...person },
      { row: 11, email: others[0].email, ...person },
      { row: 12, email: own.email, firstName: 'Own', lastName: 'User' },
    ];
    const dry = await importUsers(api, rows, { dryRun: true });
    // Eight left: rows 2-9 say "taken"; then a free and a taken e-mail get the same answer.
    expect(dry.results.slice(0, 8).map((r) => r.errors)).toEqual(Array.from({ length: 8 }, () => ({ email: 'validation.duplicate' })));
    expect(dry.results.slice(8, 10)).toEqual([
      { row: 10, outcome: 'failed', errors: { email: TAKEN_EMAILS_THROTTLED } },
      { row: 11, outcome: 'failed', errors: { email: TAKEN_EMAILS_THROTTLED } },
    ]);
    // The importer's own user is still updated.
    expect(dry.results[10]).toMatchObject({ row: 12, outcome: 'updated' });
    const spent = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.idUser, admin.idUser), eq(auditLog.path, IMPORT_PATH), eq(auditLog.statusCode, 409)));
    expect(spent).toHaveLength(8);

    // The form shares the budget: it is spent there too, for a free e-mail as well.
    const form = await failure(createIdentity(api, { email: `form-${free}`, password: 'Lumière#2026', ...names }));
    expect([form.status, form.code]).toEqual([429, 'TOO_MANY_TAKEN_EMAILS']);
    const again = await importUsers(api, [{ row: 2, email: free, ...person }]);
    expect(again.results).toEqual([{ row: 2, outcome: 'failed', errors: { email: TAKEN_EMAILS_THROTTLED } }]);

    // Fifteen minutes later the free e-mail is created.
    await db()
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(auditLog.idUser, admin.idUser));
    expect(outcomes(await importUsers(api, [{ row: 2, email: free, ...person }]))).toEqual([[2, 'created']]);
  });

  it("does not touch a user of the same client outside the caller's accounts", async () => {
    await forgetTakenEmailAnswers(db());
    const storesOnly = await createUserWithPermissions(db(), { idClient: lumiere.idClient, grants: [{ idClientAccount: lumiere.stores, permissions: [] }] });
    const onlyEcommerce = await createUserWithPermissions(db(), {
      idClient: lumiere.idClient,
      grants: [{ idClientAccount: lumiere.ecommerce, permissions: [{ action: 'BulkImport', subject: 'AdminUsers' }] }],
    });
    const api = await clientFor(ctx().server.apiUrl, onlyEcommerce.email);
    const answer = await importUsers(api, [{ row: 2, email: storesOnly.email, firstName: 'Renamed', lastName: 'User' }], {
      idClientAccount: lumiere.ecommerce,
    });
    expect(answer.results).toEqual([{ row: 2, outcome: 'failed', errors: { email: 'validation.duplicate' } }]);
    expect((await db().select().from(users).where(eq(users.email, storesOnly.email)))[0].firstName).toBe('Test');
  });

  it('validates addresses without writing, imports them, then skips unchanged and updates changed ones by reference', async () => {
    const body = (rows: Record<string, unknown>[]) => ({ idClientAccount: lumiere.stores, idAddressBook: lumiere.book, rows });
    const rows = [
      { row: 2, ...address('A-001') },
      { row: 3, ...address('A-002', { enabled: false, phone: '+33 1 42 00 00 00', addressType: 'entrepôt' }) },
      { row: 4, ...address('A-003', { countryISO2: 'XX' }) },
      { row: 5, ...address('A-004', { countryISO2: 'fr', zipCode: '' }) },
      { row: 6, ...address('A-005', { addressType: 'Bureau' }) },
    ];
    const inBook = () => db().select().from(addressBookAddresses).where(eq(addressBookAddresses.idAddressBook, lumiere.book));
    const checked = await claire.request<BatchAnswer>({ method: 'POST', path: BULK_PATHS.addressesValidate, body: body(rows) });
    expect(checked.dryRun).toBe(true);
    expect(checked.results.map((r) => [r.row, r.outcome, r.errors ?? null])).toEqual([
      [2, 'created', null],
      [3, 'created', null],
      [4, 'failed', { countryISO2: 'validation.unknownReference' }],
      [5, 'failed', { zipCode: 'validation.required', countryISO2: 'validation.countryCode' }],
      [6, 'failed', { addressType: 'validation.address.unknownType' }],
    ]);
    expect(await inBook()).toEqual([]);
    const imported = await claire.request<BatchAnswer>({ method: 'PUT', path: BULK_PATHS.addresses, body: body(rows.slice(0, 2)) });
    expect(outcomes(imported)).toEqual([
      [2, 'created'],
      [3, 'created'],
    ]);
    expect((await inBook()).map((a) => [a.reference, a.enabled, a.phone, a.addressType]).sort()).toEqual([
      ['A-001', true, null, null],
      ['A-002', false, '+33 1 42 00 00 00', 'WAREHOUSE'],
    ]);
    const rerun = await claire.request<BatchAnswer>({ method: 'PUT', path: BULK_PATHS.addresses, body: body([rows[0], { ...rows[1], city: 'Lyon' }]) });
    expect(outcomes(rerun)).toEqual([
      [2, 'skipped'],
      [3, 'updated'],
    ]);
    const refs = await db()
      .select({ n: count() })
      .from(addressBookAddresses)
      .where(and(eq(addressBookAddresses.idAddressBook, lumiere.book), inArray(addressBookAddresses.reference, ['A-001', 'A-002'])));
    expect(refs[0].n).toBe(2);
    // The same reference in another book is another address.
    const other = await claire.request<BatchAnswer>({
      method: 'PUT',
      path: BULK_PATHS.addresses,
      body: { idClientAccount: lumiere.ecommerce, idAddressBook: lumiere.otherBook, rows: [rows[0]] },
    });
    expect(outcomes(other)).toEqual([[2, 'created']]);
  });
});
