/**
 * Delivery of the outbox through a real mail relay (SMTP_URL), by nodemailer. The request that
 * causes a mail only writes its outbox row (in its own transaction); nothing here runs in a
 * request, so a slow or broken relay never holds up, or fails, the action that caused the mail.
 *
 * Each server with a relay delivers: it hears of new rows when their transaction commits (the
 * trigger of migration mail-queued-notices on the wareport_mail channel) and looks again every
 * few seconds for retries. A row is claimed in a short transaction (FOR UPDATE SKIP LOCKED) that
 * pushes its next attempt past the time a send may take (the lease) and counts the attempt; the
 * sending itself holds no lock and no transaction, so the embedded engine (one session) is never
 * held by the network. Another server skips a claimed row, and takes it up only when its lease
 * ran out (its server stopped mid-send): a mail may then go twice, never not at all.
 * A failed attempt is retried after MAIL_RETRY_SECONDS, doubled each time, up to MAIL_ATTEMPTS
 * attempts; then the row is marked failed with the relay's last answer. Rows older than a day are
 * not sent any more (a relay configured later drains the recent outbox, not months of it).
 */
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db';
import { mailHtml, mailParts, renderMail } from './render';

export const MAIL_CHANNEL = 'wareport_mail';
const BATCH = 10;
/** Longer than a send can take (the transport's timeouts below add up to less). */
const LEASE_SECONDS = 300;
const MAX_AGE_HOURS = 24;
const POLL_MS = 5_000;
/** Kept in the row: the relay's answer, cut to the column's size. */
const ERROR_MAX = 1000;

export interface OutgoingMail {
  from: string;
  to: { name?: string; address: string }[];
  subject: string;
  text: string;
  html: string;
}

/** What sends one message: nodemailer's SMTP transport, or another in tests. */
export interface MailRelay {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpRelay(url: string): MailRelay {
  const transport = createTransport(url, {});
  // Each attempt ends well within its lease, however the relay behaves.
  Object.assign(transport.options, { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

export interface DeliveryOptions {
  relay: MailRelay;
  log: FastifyBaseLogger;
  /** Attempts before a mail is marked failed. */
  attempts: number;
  /** Wait before the first retry, doubled at each one. */
  retrySeconds: number;
}

type ClaimedRow = {
  id_mail: string;
  template_id: string;
  from_email: string;
  payload: string;
  attempts: number;
  sent_parts: number;
};

export class MailDelivery {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: DeliveryOptions,
  ) {}

  /** Listens for new mails and polls for retries, until `stop`. */
  async start(database: Pick<Database, 'listen'>) {
    await database.listen(
      MAIL_CHANNEL,
      () => this.kick(),
      (listening) => listening && this.kick(),
    );
    this.timer = setInterval(() => this.kick(), Math.min(POLL_MS, this.options.retrySeconds * 500));
    this.timer.unref();
    this.kick();
  }

  /** Delivers what is due; a call during a round makes one more round after it. */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => (this.running = null));
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.options.relay.close();
  }

  private async rounds() {
    do {
      this.again = false;
      try {
        let claimed: ClaimedRow[];
        do {
          claimed = await this.claim();
          for (const row of claimed) await this.deliver(row);
        } while (claimed.length === BATCH && !this.stopped);
      } catch (error) {
        // The database is away: the next notification or poll tries again.
        this.options.log.warn({ err: error }, 'mail delivery round failed');
      }
    } while (this.again && !this.stopped);
  }

  private async claim(): Promise<ClaimedRow[]> {
    const result = await this.db.execute<ClaimedRow>(sql`
      update mails set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id_mail in (
        select id_mail from mails
        where delivery_state = 'pending' and next_attempt_at <= now() and created_at > now() - make_interval(hours => ${MAX_AGE_HOURS})
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked
      )
      returning id_mail, template_id, from_email, payload, attempts, sent_parts`);
    return result.rows;
  }

  private async deliver(row: ClaimedRow) {
    const { relay, log } = this.options;
    // Only this attempt's own claim is updated: a row whose lease ran out belongs to the next one.
    const mine = sql`id_mail = ${row.id_mail} and attempts = ${row.attempts} and delivery_state = 'pending'`;
    try {
      const parts = mailParts(row.payload);
      for (let i = row.sent_parts; i < parts.length; i++) {
        const { subject, text } = renderMail(row.template_id, parts[i].data);
        await relay.send({
          from: row.from_email,
          to: parts[i].to.map((r) => ({ address: r.email, ...(r.name ? { name: r.name } : {}) })),
          subject,
          text,
          html: mailHtml(text),
        });
        if (i + 1 < parts.length) await this.db.execute(sql`update mails set sent_parts = ${i + 1} where ${mine}`);
      }
      await this.db.execute(
        sql`update mails set delivery_state = 'delivered', delivered_at = now(), sent_parts = ${parts.length}, last_error = null where ${mine}`,
      );
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
      const last = row.attempts >= this.options.attempts;
      log.warn({ err: error, idMail: row.id_mail, attempt: row.attempts, last }, 'mail not delivered');
      const retryIn = this.options.retrySeconds * 2 ** (row.attempts - 1);
      await this.db
        .execute(
          last
            ? sql`update mails set delivery_state = 'failed', last_error = ${message} where ${mine}`
            : sql`update mails set next_attempt_at = now() + make_interval(secs => ${retryIn}), last_error = ${message} where ${mine}`,
        )
        .catch((err: unknown) => log.error({ err, idMail: row.id_mail }, 'mail delivery state not recorded'));
    }
  }
}
