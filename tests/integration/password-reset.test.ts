/**
 * Forgotten passwords: the same answer for every address, a single-use link that expires and is
 * kept only as a hash, the password rules on the new password, and the rate limits.
 */
import { createHash } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/db/seed';
import { mails, passwordTokens } from '../../server/db/schema';
import { readOutbox, readOutboxMail } from '../../shared/api/mail';
import { storeMail } from '../../server/lib/outbox';
import { clientFor, failure, signIn } from '../support/api';
import { describeEachEngine } from '../support/engines';

describeEachEngine('password reset', (ctx) => {
  const post = (path: string, body: unknown) =>
    fetch(`${ctx().server.apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  async function linkFor(email: string) {
    const db = ctx().server.database.db;
    for (let i = 0; i < 50; i++) {
      const [mail] = await db.select().from(mails).where(like(mails.templateId, 'password-reset-%')).orderBy(desc(mails.createdAt)).limit(1);
      const payload = mail && JSON.parse(mail.payload);
      if (payload?.personalizations[0].to[0].email === email) return { mail, url: String(payload.personalizations[0].dynamic_template_data.resetUrl) };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no reset mail for ${email}`);
  }

  it('answers the same for known and unknown addresses, mails a single-use link kept as a hash, and applies the password rules', async () => {
    const known = await post('/auth/password-reset', { email: DEMO_USERS.clientAdmin.toUpperCase() });
    const unknown = await post('/auth/password-reset', { email: 'nobody@nowhere.example' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.text()).toBe(await unknown.text());

    const { mail, url } = await linkFor(DEMO_USERS.clientAdmin);
    // Claire reads French: the French template, and the link to the set-password page.
    expect(mail.templateId).toBe('password-reset-fr');
    const token = new URL(url).hash.replace('#token=', '');
    expect(new URL(url).pathname).toBe('/set-password');
    const db = ctx().server.database.db;
    const [stored] = await db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(3600_000 + 1_000);
    expect(JSON.stringify(await db.select().from(passwordTokens))).not.toContain(token);

    const weak = await post('/identity/password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errors).toHaveProperty('password');
    expect((await post('/identity/password', { token, password: 'A new Passw0rd!' })).status).toBe(204);
    await expect(signIn(ctx().server.apiUrl, DEMO_USERS.clientAdmin, 'A new Passw0rd!')).resolves.toHaveProperty('accessToken');
    // Once only.
    const again = await post('/identity/password', { token, password: 'Another Passw0rd!' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('refuses an expired link', async () => {
    expect((await post('/auth/password-reset', { email: DEMO_USERS.multiAccount })).status).toBe(202);
    const { url } = await linkFor(DEMO_USERS.multiAccount);
    const token = new URL(url).hash.replace('#token=', '');
    const db = ctx().server.database.db;
    await db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    const expired = await post('/identity/password', { token, password: 'A new Passw0rd!' });
    expect(await expired.json()).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('limits requests per address asked about, known or not, with the same 429', async () => {
    for (const email of [DEMO_USERS.orderer, 'ghost@nowhere.example']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await post('/auth/password-reset', { email })).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
    }
    const refused = await post('/auth/password-reset', { email: DEMO_USERS.orderer });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describeEachEngine('the outbox a person reads', (ctx) => {
  it('lists the latest mails to one recipient, rendered in their language, for holders of the maintenance permission only', async () => {
    const { apiUrl } = ctx().server;
    const reset = () =>
      fetch(`${apiUrl}/auth/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USERS.clientAdmin }),
      });
    expect((await reset()).status).toBe(202);
    const admin = await clientFor(apiUrl, DEMO_USERS.systemAdmin);
    let answer = await readOutbox(admin, { to: DEMO_USERS.clientAdmin.toUpperCase(), last: 1 });
    for (let i = 0; i < 40 && !answer.mails.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await readOutbox(admin, { to: DEMO_USERS.clientAdmin, last: 1 });
    }
    expect(answer.outbox).toBe('built-in');
    expect(answer.mails).toHaveLength(1);
    const [mail] = answer.mails;
    expect(mail).toMatchObject({
      templateId: 'password-reset-fr',
      language: 'fr',
      to: [DEMO_USERS.clientAdmin],
      subject: 'Choisissez un nouveau mot de passe Wareport',
    });
    expect(mail.text).toMatch(/^Bonjour Claire,\n/);
    expect(mail.text).toMatch(/\/set-password#token=/);
    // Nobody else's mail in a recipient's list.
    expect((await readOutbox(admin, { to: 'claire.martin@maison-lumiere', last: 50 })).mails).toEqual([]);
    const claire = await clientFor(apiUrl, DEMO_USERS.clientAdmin);
    expect((await failure(readOutbox(claire, {}))).status).toBe(403);
    expect((await failure(readOutbox(admin, { last: 500 }))).status).toBe(400);
  });

  it('pages the outbox newest first, searches part of an address, and opens one mail with its HTML sanitised', async () => {
    const { apiUrl, database } = ctx().server;
    const admin = await clientFor(apiUrl, DEMO_USERS.systemAdmin);
    const mail = (to: string, text: string) => ({
      personalizations: [{ to: [{ email: to }], dynamic_template_data: { subject: 'Your order', text } }],
      template_id: 'order-confirmation-fr',
    });
    const older = await storeMail(database.db, 'no-reply@wareport.example', mail('page.one@outbox.example', 'First'));
    // Newest first is by the time written: two mails of the same millisecond have no order.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await storeMail(
      database.db,
      'no-reply@wareport.example',
      mail('page.two@outbox.example', 'Hello <script>alert(1)</script><img src=x onerror=alert(2)>\n\nSee https://example.test/a?b=1&c=2.'),
    );
    const first = await readOutbox(admin, { search: 'OUTBOX.example', last: 1 });
    const second = await readOutbox(admin, { search: 'outbox.example', last: 1, page: 2 });
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([first.mails[0].idMail, second.mails[0].idMail]).toEqual([newer, older]);
    expect(first.mails[0]).toMatchObject({ to: ['page.two@outbox.example'], language: 'fr', deliveryState: 'pending', attempts: 0, deliveredAt: null });
    expect((await readOutbox(admin, { search: 'nobody.example' })).mails).toEqual([]);

    const { mail: opened, relay } = await readOutboxMail(admin, newer);
    expect(relay).toBeNull();
    expect(opened.parts).toHaveLength(1);
    expect(opened.parts[0].html).toBe(
      '<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</p>\n' +
        '<p>See <a href="https://example.test/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">https://example.test/a?b=1&amp;c=2</a>.</p>',
    );
    const claire = await clientFor(apiUrl, DEMO_USERS.clientAdmin);
    expect((await failure(readOutboxMail(claire, newer))).status).toBe(403);
    expect((await failure(readOutboxMail(admin, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await failure(readOutbox(admin, { page: 0 }))).status).toBe(400);
  });
});
