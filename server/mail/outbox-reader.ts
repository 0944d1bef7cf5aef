/**
 * The built-in mail middleware's outbox, readable by a person: GET /mails (the latest first, a
 * page at a time, to one recipient or to addresses containing a search text), each mail rendered
 * as text in its own language with its delivery state, and GET /mails/{idMail}, one mail with its
 * HTML sanitised (server/mail/render.ts). Mails hold single-use password links, so only holders
 * of Edit on CoreMaintenance (the service's operators) read them.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MAIL_PATH_ITEM, MAILS_PAGE_MAX, MAILS_PATH, mailAnswer, mailsAnswer, type OutboxMail } from '../../shared/api/mail';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { mails } from '../db/schema';
import { notFound } from '../lib/errors';
import { routePath } from '../registry/paths';
import { mailHtml, mailParts, renderMail } from './render';

type MailRow = typeof mails.$inferSelect;
type Relay = 'smtp' | null;

/** Rows with a recipient whose address `matches` (a condition on the address in lower case). */
const anyRecipient = (matches: (address: SQL) => SQL) =>
  sql`exists (select 1 from jsonb_array_elements((${mails.payload})::jsonb -> 'personalizations') p, jsonb_array_elements(p -> 'to') r
    where ${matches(sql`lower(r ->> 'email')`)})`;

const delivery = (row: MailRow) => ({
  deliveryState: row.deliveryState,
  attempts: row.attempts,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  lastError: row.lastError,
});

export function registerOutboxReader(app: FastifyInstance, db: Db, options: { relay: Relay }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(MAILS_PATH, {
    schema: {
      tags: ['mail'],
      querystring: z.object({
        to: z.string().trim().max(320).optional(),
        search: z.string().trim().max(320).optional(),
        last: z.coerce.number().int().min(1).max(MAILS_PAGE_MAX).default(20),
        page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      }),
      response: { 200: mailsAnswer },
    },
    handler: async (request) => {
      authorize(request, 'Edit', 'CoreMaintenance');
      const { last, page } = request.query;
      const to = request.query.to?.toLowerCase() || undefined;
      const search = request.query.search?.toLowerCase() || undefined;
      const where = to
        ? anyRecipient((address) => sql`${address} = ${to}`)
        : search
          ? anyRecipient((address) => sql`strpos(${address}, ${search}) > 0`)
          : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(mails)
          .where(where)
          .orderBy(desc(mails.createdAt), desc(mails.idMail))
          .limit(last)
          .offset((page - 1) * last),
        db.select({ total: count() }).from(mails).where(where),
      ]);
      const found: OutboxMail[] = [];
      for (const row of rows) {
        for (const part of mailParts(row.payload)) {
          const recipients = part.to.map((r) => r.email);
          const lower = recipients.map((email) => email.toLowerCase());
          if (to && !lower.includes(to)) continue;
          if (search && !lower.some((email) => email.includes(search))) continue;
          found.push({
            idMail: row.idMail,
            templateId: row.templateId,
            from: row.fromEmail,
            to: recipients,
            createdAt: row.createdAt.toISOString(),
            ...renderMail(row.templateId, part.data),
            ...delivery(row),
          });
        }
      }
      return { outbox: 'built-in' as const, relay: options.relay, total, mails: found };
    },
  });

  api.get(routePath(MAIL_PATH_ITEM), {
    schema: { tags: ['mail'], params: z.object({ idMail: z.uuid() }), response: { 200: mailAnswer } },
    handler: async (request) => {
      authorize(request, 'Edit', 'CoreMaintenance');
      const [row] = await db.select().from(mails).where(eq(mails.idMail, request.params.idMail));
      if (!row) throw notFound();
      const parts = mailParts(row.payload).map((part) => {
        const rendered = renderMail(row.templateId, part.data);
        return { to: part.to.map((r) => r.email), ...rendered, html: mailHtml(rendered.text) };
      });
      return {
        outbox: 'built-in' as const,
        relay: options.relay,
        mail: { idMail: row.idMail, templateId: row.templateId, from: row.fromEmail, createdAt: row.createdAt.toISOString(), ...delivery(row), parts },
      };
    },
  });
}
