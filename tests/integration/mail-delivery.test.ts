/**
 * The outbox delivered through a mail relay (SMTP_URL): a real SMTP exchange with a small SMTP
 * server written here over a socket (greeting, EHLO, MAIL, RCPT, DATA, QUIT), nothing mocked in
 * the server. The request that causes a mail answers without waiting for the relay; a refused
 * attempt is retried and a mail given up is marked failed with the relay's answer; two servers on
 * one PostgreSQL database send each mail once.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { readOutbox, readOutboxMail, sendMail } from '../../shared/api/mail';
import { DEMO_USERS } from '../../server/db/seed';
import { mails } from '../../server/db/schema';
import type { Db } from '../../server/db';
import { storeMail } from '../../server/lib/outbox';
import { clientFor } from '../support/api';
import { postgresForSuite } from '../support/engines';
import { startServer, type RunningServer } from '../support/server';
import type { TestDatabase } from '../support/test-databases';

interface Received {
  from: string;
  to: string[];
  /** The message as sent, quoted-printable soft breaks and escapes undone. */
  body: string;
}

/** Answers RCPT TO with `rcpt(address, how many times it was asked before)`: a reply line such as '250 OK' or '451 4.3.0 Try later'. */
async function smtpServer(options: { rcpt?: (address: string, asked: number) => string; greetAfterMs?: number } = {}) {
  const received: Received[] = [];
  const asked = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let data: string[] | null = null;
    let envelope = { from: '', to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    setTimeout(() => reply('220 relay.test ESMTP'), options.greetAfterMs ?? 0);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const body = data
            .join('\r\n')
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          received.push({ ...envelope, body });
          data = null;
          reply('250 2.0.0 Queued');
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 relay.test');
        else if (command === 'MAIL') {
          envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
          reply('250 2.1.0 OK');
        } else if (command === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          const answer = options.rcpt?.(address, asked.get(address) ?? 0) ?? '250 2.1.5 OK';
          asked.set(address, (asked.get(address) ?? 0) + 1);
          if (answer.startsWith('250')) envelope.to.push(address);
          reply(answer);
        } else if (command === 'DATA') {
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A mail of the order templates with its own subject and text, as the server's order mails are stored. */
const orderMail = (to: string, subject: string) => ({
  personalizations: [{ to: [{ email: to, name: 'Tom Baker' }], dynamic_template_data: { subject, text: `${subject}\n\n<b>not markup</b>` } }],
  template_id: 'order-confirmation-en',
});

const rowsOf = (db: Db, ids: string[]) => db.select().from(mails).where(inArray(mails.idMail, ids));

describe('mail delivery through an SMTP relay [pglite]', () => {
  let relay: Awaited<ReturnType<typeof smtpServer>>;
  let server: RunningServer;
  beforeAll(async () => {
    // Slow to greet, and refusing the "retry" and "refused" addresses for a while or for good.
    relay = await smtpServer({
      greetAfterMs: 1200,
      rcpt: (address, asked) =>
        address.startsWith('retry') && asked === 0
          ? '451 4.3.0 Mailbox busy, try later'
          : address.startsWith('refused')
            ? '550 5.1.1 No such user'
            : '250 2.1.5 OK',
    });
    server = await startServer({ env: { SMTP_URL: relay.url, MAIL_RETRY_SECONDS: '0.2', MAIL_ATTEMPTS: '2' } });
  });
  afterAll(async () => {
    await server?.close();
    await relay?.close();
  });

  it('answers the request at once and sends the mail after its commit, recording it delivered', async () => {
    const tom = await clientFor(server.apiUrl, DEMO_USERS.orderer);
    const started = Date.now();
    const { mail } = (await sendMail(tom, orderMail(DEMO_USERS.orderer, 'Your order 1001'))) as { mail: { idMail: string } };
    // The relay takes 1.2 s to say hello: the answer did not wait for it.
    expect(Date.now() - started).toBeLessThan(1000);
    const [row] = await until(
      () => rowsOf(server.database.db, [mail.idMail]),
      ([r]) => r?.deliveryState === 'delivered',
    );
    expect(row).toMatchObject({ deliveryState: 'delivered', attempts: 1, lastError: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const sent = relay.received.filter((r) => r.body.includes('Your order 1001'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from: 'no-reply@wareport.example', to: [DEMO_USERS.orderer] });
    // Text and sanitised HTML: the data's markup arrives escaped, never as a tag.
    const [text, html] = sent[0].body.split(/Content-Type: text\/html/);
    expect(text).toContain('Content-Type: text/plain');
    expect(html).toContain('<p>&lt;b&gt;not markup&lt;/b&gt;</p>');
    expect(html).not.toContain('<b>not markup</b>');

    const admin = await clientFor(server.apiUrl, DEMO_USERS.systemAdmin);
    const listed = await readOutbox(admin, { to: DEMO_USERS.orderer, last: 5 });
    expect(listed.relay).toBe('smtp');
    expect(listed.mails.find((m) => m.idMail === mail.idMail)).toMatchObject({ deliveryState: 'delivered', attempts: 1 });
  });

  it('retries a refused attempt, and marks a mail failed with the relay’s answer after the last attempt', async () => {
    const db = server.database.db;
    const ids = await db.transaction(async (tx) => [
      await storeMail(tx, 'no-reply@wareport.example', orderMail('retry@northwind.example', 'Retried mail')),
      await storeMail(tx, 'no-reply@wareport.example', orderMail('refused@northwind.example', 'Refused mail')),
    ]);
    const rows = await until(
      () => rowsOf(db, ids),
      (found) => found.every((r) => r.deliveryState !== 'pending'),
    );
    const byId = new Map(rows.map((r) => [r.idMail, r]));
    expect(byId.get(ids[0])).toMatchObject({ deliveryState: 'delivered', attempts: 2, lastError: null });
    expect(byId.get(ids[1])).toMatchObject({ deliveryState: 'failed', attempts: 2 });
    expect(byId.get(ids[1])!.lastError).toContain('550 5.1.1 No such user');
    expect(relay.received.filter((r) => r.body.includes('Retried mail'))).toHaveLength(1);
    expect(relay.received.filter((r) => r.body.includes('Refused mail'))).toHaveLength(0);

    const admin = await clientFor(server.apiUrl, DEMO_USERS.systemAdmin);
    const { mail } = await readOutboxMail(admin, ids[1]);
    expect(mail).toMatchObject({ deliveryState: 'failed', attempts: 2 });
    expect(mail.lastError).toContain('No such user');
  });
});

describe('mail delivery with two servers on one PostgreSQL database', () => {
  let relay: Awaited<ReturnType<typeof smtpServer>>;
  let database: TestDatabase;
  let first: RunningServer, second: RunningServer;
  beforeAll(async () => {
    relay = await smtpServer();
    database = await postgresForSuite();
    const env = { SMTP_URL: relay.url, MAIL_RETRY_SECONDS: '0.2' };
    first = await startServer({ databaseUrl: database.databaseUrl, env });
    second = await startServer({ databaseUrl: database.databaseUrl, env });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
    await relay?.close();
  });

  it('sends each mail once, whichever server claims it', async () => {
    const db = first.database.db;
    const subjects = Array.from({ length: 30 }, (_, i) => `Shared outbox mail ${i + 1}.`);
    const ids = await db.transaction(async (tx) => {
      const stored: string[] = [];
      for (const subject of subjects) stored.push(await storeMail(tx, 'no-reply@wareport.example', orderMail(DEMO_USERS.orderer, subject)));
      return stored;
    });
    const rows = await until(
      () => rowsOf(db, ids),
      (found) => found.every((r) => r.deliveryState === 'delivered'),
    );
    expect(rows.map((r) => r.deliveryState)).toEqual(ids.map(() => 'delivered'));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    for (const subject of subjects) expect(relay.received.filter((r) => r.body.includes(`Subject: ${subject}`))).toHaveLength(1);
    const [one] = await db.select().from(mails).where(eq(mails.idMail, ids[0]));
    expect(one.sentParts).toBe(1);
  });
});
