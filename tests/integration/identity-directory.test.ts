import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { createIdentity, deleteIdentity, IDENTITY_PATHS, updateIdentity } from '../../shared/api/identity-directory';
import { MAIL_PATH } from '../../shared/api/mail';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed';
import { auditLog, identities, mails, userAccounts, users } from '../../server/db/schema';
import { EMAIL_TAKEN_MAX } from '../../server/administration/identity-directory';
import { createUserWithPermissions, forgetTakenEmailAnswers } from '../support/users';
import { describeEachEngine } from '../support/engines';
import { clientFor, signIn, failure } from '../support/api';

const names = { givenName: 'Nina', surname: 'Roux', displayName: 'Nina Roux' };

describeEachEngine('identity directory and mail middleware', (ctx) => {
  let admin: ApiClient, claire: ApiClient, tom: ApiClient;

  beforeAll(async () => {
    [admin, claire, tom] = await Promise.all(
      [DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)),
    );
  });

  it('creates, renames, re-passwords and deletes an identity; the password follows the rules', async () => {
    const db = ctx().server.database.db;
    const idIdentity = await createIdentity(claire, { email: 'nina.roux@maison-lumiere.example', password: 'Lumière#2026', ...names });
    const [stored] = await db.select().from(identities).where(eq(identities.idIdentity, idIdentity));
    expect(stored).toMatchObject({ email: 'nina.roux@maison-lumiere.example', ...names });
    expect(stored.passwordHash).toMatch(/^scrypt\$/);

    const weak = await failure(createIdentity(claire, { email: 'weak@maison-lumiere.example', password: 'short', ...names }));
    expect([weak.status, weak.errors]).toEqual([400, { password: 'validation.password.tooShort' }]);
    const noSymbol = await failure(createIdentity(claire, { email: 'weak@maison-lumiere.example', password: 'Longenough1', ...names }));
    expect(noSymbol.errors).toEqual({ password: 'validation.password.special' });
    const bad = await failure(createIdentity(claire, { email: 'nobody', password: 'Lumière#2026', givenName: 'N', surname: '', displayName: 'x' }));
    expect(bad.errors).toEqual({ email: 'validation.email.invalid', givenName: 'validation.text.tooShort', surname: 'validation.required' });
    const taken = await failure(createIdentity(claire, { email: 'NINA.ROUX@maison-lumiere.example', password: 'Lumière#2026', ...names }));
    expect([taken.status, taken.errors]).toEqual([409, { email: 'validation.duplicate' }]);

    await updateIdentity(claire, idIdentity, { givenName: 'Nina', surname: 'Roux-Petit', displayName: 'Nina Roux-Petit', password: 'Nouveau#2027' });
    const [renamed] = await db.select().from(identities).where(eq(identities.idIdentity, idIdentity));
    expect(renamed.surname).toBe('Roux-Petit');
    expect(renamed.passwordHash).not.toBe(stored.passwordHash);
    await deleteIdentity(claire, idIdentity);
    expect(await db.select().from(identities).where(eq(identities.idIdentity, idIdentity))).toEqual([]);
    expect((await failure(deleteIdentity(admin, idIdentity))).status).toBe(404);
  });

  it('refuses callers without AdminUsers, and identities of users the caller cannot edit', async () => {
    expect((await failure(createIdentity(tom, { email: 'x@northwind.example', password: 'Lumière#2026', ...names }))).status).toBe(403);
    const db = ctx().server.database.db;
    const [tomUser] = await db.select().from(users).where(eq(users.email, DEMO_USERS.orderer));
    // Tom is a Northwind user: Claire (Maison Lumière) may not touch his identity.
    expect((await failure(updateIdentity(claire, tomUser.idIdentity!, { givenName: 'Tim', surname: 'Baker', displayName: 'Tim Baker' }))).status).toBe(403);
    expect((await failure(deleteIdentity(claire, tomUser.idIdentity!))).status).toBe(403);
    expect((await failure(deleteIdentity(claire, '7d1f7a0e-0000-4000-8000-000000000000'))).status).toBe(403);
  });

  it('lets the signed-in user change their names, and their password with the current one', async () => {
    const { apiUrl } = ctx().server;
    const julie = await clientFor(apiUrl, DEMO_USERS.multiAccount);
    const me = (body: unknown) => julie.request<{ identity: { displayName: string } }>({ method: 'PUT', path: IDENTITY_PATHS.me, body });
    expect((await me({ givenName: 'Julie', surname: 'Bernard', displayName: 'Julie B.' })).identity.displayName).toBe('Julie B.');
    const wrong = await failure(me({ ...names, currentPassword: 'not-it', newPassword: 'Nouveau#2027' }));
    expect([wrong.status, wrong.errors]).toEqual([400, { currentPassword: 'validation.password.currentIncorrect' }]);
    expect((await failure(me({ ...names, newPassword: 'Nouveau#2027' }))).errors).toEqual({ currentPassword: 'validation.required' });
    expect((await failure(me({ ...names, currentPassword: DEMO_PASSWORD, newPassword: 'weakweak' }))).errors).toEqual({
      newPassword: 'validation.password.uppercase',
    });
    await me({ givenName: 'Julie', surname: 'Bernard', displayName: 'Julie Bernard', currentPassword: DEMO_PASSWORD, newPassword: 'Nouveau#2027' });
    await expect(signIn(apiUrl, DEMO_USERS.multiAccount)).rejects.toThrow(/401/);
    await signIn(apiUrl, DEMO_USERS.multiAccount, 'Nouveau#2027');
    await julie.request({
      method: 'PUT',
      path: IDENTITY_PATHS.me,
      body: { givenName: 'Julie', surname: 'Bernard', displayName: 'Julie Bernard', currentPassword: 'Nouveau#2027', newPassword: DEMO_PASSWORD },
    });
  });

  it('stores order mails from the fixed sender, for callers who may check out, to their own client only', async () => {
    const { apiUrl, database } = ctx().server;
    const mail = {
      from: { email: 'ceo@bank.example', name: 'Your bank' },
      personalizations: [{ to: [{ email: 'tom.baker@northwind.example', name: 'Tom Baker' }], dynamic_template_data: { orderNumber: 'SO-1' } }],
      template_id: 'order-confirmation-en',
    };
    const sent = await tom.request<{ mail: { idMail: string } }>({ method: 'POST', path: MAIL_PATH, body: mail });
    const [row] = await database.db.select().from(mails).where(eq(mails.idMail, sent.mail.idMail));
    expect(row).toMatchObject({ templateId: 'order-confirmation-en', fromEmail: 'no-reply@wareport.example' });
    expect(JSON.parse(row.payload)).toEqual({ ...mail, from: { email: 'no-reply@wareport.example' } });

    const outsider = await failure(
      tom.request({
        method: 'POST',
        path: MAIL_PATH,
        body: { ...mail, personalizations: [{ to: [mail.personalizations[0].to[0], { email: 'victim@elsewhere.example' }] }] },
      }),
    );
    expect([outsider.status, outsider.errors]).toEqual([400, { 'personalizations.0.to.1.email': 'validation.invalid' }]);
    // Another client's user is outside Tom's client too.
    const otherClient = await failure(
      tom.request({ method: 'POST', path: MAIL_PATH, body: { ...mail, personalizations: [{ to: [{ email: DEMO_USERS.clientAdmin }] }] } }),
    );
    expect(otherClient.errors).toEqual({ 'personalizations.0.to.0.email': 'validation.invalid' });
    // The server's own templates (the welcome e-mail) cannot be sent by callers.
    const welcome = await failure(tom.request({ method: 'POST', path: MAIL_PATH, body: { ...mail, template_id: 'user-created-en' } }));
    expect(welcome.errors).toEqual({ template_id: 'validation.invalid' });

    const db = database.db;
    const [lumiere] = await db.select().from(users).where(eq(users.email, DEMO_USERS.clientAdmin));
    const [account] = await db.select().from(userAccounts).where(eq(userAccounts.idUser, lumiere.idUser));
    const viewer = await createUserWithPermissions(db, {
      idClient: lumiere.idClient,
      grants: [{ idClientAccount: account.idClientAccount, permissions: [{ action: 'View', subject: 'CoreGeneralDashboard' }] }],
    });
    const noCheckout = await clientFor(apiUrl, viewer.email);
    expect((await failure(noCheckout.request({ method: 'POST', path: MAIL_PATH, body: mail }))).status).toBe(403);

    const anonymous = await fetch(`${apiUrl}${MAIL_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(mail) });
    expect(anonymous.status).toBe(401);
    const invalid = await failure(tom.request({ method: 'POST', path: MAIL_PATH, body: { personalizations: [], template_id: '' } }));
    expect(invalid.errors).toEqual({ personalizations: 'validation.required', template_id: 'validation.required' });
  });

  it('lets only its creator (or an all-accounts administrator) manage an identity not linked to a user yet', async () => {
    const db = ctx().server.database.db;
    const [claireUser] = await db.select().from(users).where(eq(users.email, DEMO_USERS.clientAdmin));
    const [account] = await db.select().from(userAccounts).where(eq(userAccounts.idUser, claireUser.idUser));
    const colleague = await createUserWithPermissions(db, {
      idClient: claireUser.idClient,
      grants: [
        {
          idClientAccount: account.idClientAccount,
          permissions: [
            { action: 'Create', subject: 'AdminUsers' },
            { action: 'Edit', subject: 'AdminUsers' },
          ],
        },
      ],
    });
    const other = await clientFor(ctx().server.apiUrl, colleague.email);
    const byAdmin = await createIdentity(admin, { email: 'orphan.admin@elsewhere.example', password: 'Lumière#2026', ...names });
    const byClaire = await createIdentity(claire, { email: 'orphan.claire@maison-lumiere.example', password: 'Lumière#2026', ...names });
    const renamed = { ...names, password: 'Pirate#2026' };
    for (const idIdentity of [byAdmin, byClaire]) {
      expect((await failure(updateIdentity(other, idIdentity, renamed))).status).toBe(403);
      expect((await failure(deleteIdentity(other, idIdentity))).status).toBe(403);
    }
    expect((await failure(updateIdentity(claire, byAdmin, renamed))).status).toBe(403);
    // Nor can anyone else link it to a user of theirs and so take over its sign-in.
    const user = { idClient: claireUser.idClient, firstName: 'Nina', lastName: 'Roux', cultureLanguageCode: 'fr', enabled: true };
    const takeOver = await failure(
      other.request({ method: 'POST', path: '/application/users', body: { ...user, email: 'orphan.claire@maison-lumiere.example', idIdentity: byClaire } }),
    );
    expect(takeOver.status).toBe(403);
    const otherEmail = await failure(
      claire.request({ method: 'POST', path: '/application/users', body: { ...user, email: 'someone.else@maison-lumiere.example', idIdentity: byClaire } }),
    );
    expect([otherEmail.status, otherEmail.errors]).toEqual([400, { idIdentity: 'validation.invalid' }]);
    await updateIdentity(claire, byClaire, renamed);
    await updateIdentity(admin, byClaire, names);
    await deleteIdentity(claire, byClaire);
    await deleteIdentity(admin, byAdmin);
  });

  it('refuses an e-mail of another client like any duplicate, and at most EMAIL_TAKEN_MAX times in the window', async () => {
    const { apiUrl, database } = ctx().server;
    const db = database.db;
    await forgetTakenEmailAnswers(db);
    const [claireUser] = await db.select().from(users).where(eq(users.email, DEMO_USERS.clientAdmin));
    const [link] = await db.select().from(userAccounts).where(eq(userAccounts.idUser, claireUser.idUser));
    const prober = await createUserWithPermissions(db, {
      idClient: claireUser.idClient,
      grants: [{ idClientAccount: link.idClientAccount, permissions: [{ action: 'Create', subject: 'AdminUsers' }] }],
    });
    const api = await clientFor(apiUrl, prober.email);
    const audited = () => db.select({ id: auditLog.idAudit }).from(auditLog).where(eq(auditLog.idUserActing, prober.idUser));
    for (let i = 0; i < EMAIL_TAKEN_MAX; i++) {
      // Tom is a Northwind user: the answer is the plain duplicate one, naming nobody.
      const taken = await failure(createIdentity(api, { email: DEMO_USERS.orderer, password: 'Lumière#2026', ...names }));
      expect([taken.status, taken.code, taken.message, taken.errors]).toEqual([
        409,
        'DUPLICATE',
        'This value is already used.',
        { email: 'validation.duplicate' },
      ]);
      // The audit entry is written once the answer has gone: wait for it, as the next try counts it.
      await expect.poll(async () => (await audited()).length).toBe(i + 1);
    }
    const throttled = await failure(createIdentity(api, { email: DEMO_USERS.orderer, password: 'Lumière#2026', ...names }));
    expect([throttled.status, throttled.code]).toEqual([429, 'TOO_MANY_TAKEN_EMAILS']);
    // A free e-mail waits too: a 429 for taken ones only would tell them from free ones.
    const free = { email: `free-${Date.now()}@maison-lumiere.example`, password: 'Lumière#2026', ...names };
    const waiting = await failure(createIdentity(api, free));
    expect([waiting.status, waiting.code]).toEqual([429, 'TOO_MANY_TAKEN_EMAILS']);
    // Once the window has passed, it is created.
    await db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(auditLog.idUserActing, prober.idUser));
    expect(await createIdentity(api, free)).toMatch(/^[0-9a-f-]{36}$/);
  });
  it("shares one budget among a client's administrators, and counts requests sent at once one by one", async () => {
    const db = ctx().server.database.db;
    await forgetTakenEmailAnswers(db);
    const [tomUser] = await db.select().from(users).where(eq(users.email, DEMO_USERS.orderer));
    const [link] = await db.select().from(userAccounts).where(eq(userAccounts.idUser, tomUser.idUser));
    const administrator = () =>
      createUserWithPermissions(db, {
        idClient: tomUser.idClient,
        grants: [{ idClientAccount: link.idClientAccount, permissions: [{ action: 'Create', subject: 'AdminUsers' }] }],
      });
    const [first, second] = await Promise.all([administrator(), administrator()]);
    const [api, colleague] = await Promise.all([clientFor(ctx().server.apiUrl, first.email), clientFor(ctx().server.apiUrl, second.email)]);
    // Claire is a Maison Lumière user: every try is a taken e-mail of another client, all sent at once.
    const tries = await Promise.all(
      Array.from({ length: EMAIL_TAKEN_MAX + 5 }, () => failure(createIdentity(api, { email: DEMO_USERS.clientAdmin, password: 'Northwind#2026', ...names }))),
    );
    const statuses = tries.map((t) => t.status).sort();
    expect(statuses).toEqual([...Array(EMAIL_TAKEN_MAX).fill(409), ...Array(5).fill(429)]);
    // Another administrator of the same client opens no new budget: taken or free, it waits.
    const free = { email: `free-${Date.now()}@northwind.example`, password: 'Northwind#2026', ...names };
    for (const body of [{ ...free, email: DEMO_USERS.clientAdmin }, free]) {
      const waiting = await failure(createIdentity(colleague, body));
      expect([waiting.status, waiting.code]).toEqual([429, 'TOO_MANY_TAKEN_EMAILS']);
    }
    // The client's own administrator of the demo waits too, and so does the import (same budget, bulk-imports.test.ts).
    await db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(auditLog.idUser, first.idUser));
    expect(await createIdentity(colleague, free)).toMatch(/^[0-9a-f-]{36}$/);
    await db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(auditLog.idUser, second.idUser));
  });
});
