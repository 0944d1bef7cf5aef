/**
 * The built-in mail middleware's outbox, readable by a person: GET /mails (the latest first,
 * optionally to one recipient), each mail rendered as text in its own language. Mails hold
 * single-use password links, so only holders of Edit on CoreMaintenance (the service's
 * operators) read them. Texts are returned as plain text, never as HTML.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAILS_PATH, mailsAnswer, type OutboxMail } from '../../shared/api/mail';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { mails } from '../db/schema';
import { translate } from '../lib/translate';

type Data = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The templates the server writes without a text of their own: their locale keys and link field. */
const OWN_TEMPLATES: Record<string, { keys: string; link: string }> = {
  'user-created': { keys: 'mail.welcome', link: 'setPasswordUrl' },
  'password-reset': { keys: 'mail.passwordReset', link: 'resetUrl' },
};

/** Subject and text of a stored mail, in its language (the template id's suffix). */
export function renderMail(templateId: string, data: Data): { language: string; subject: string; text: string } {
  const language = templateId.endsWith('-fr') ? 'fr' : 'en';
  if (typeof data.subject === 'string' && typeof data.text === 'string') return { language, subject: data.subject, text: data.text };
  const own = OWN_TEMPLATES[templateId.replace(/-(en|fr)$/, '')];
  if (!own) return { language, subject: templateId, text: JSON.stringify(data, null, 2) };
  const t = (key: string) => translate(language, `${own.keys}.${key}`, { firstName: str(data.firstName) });
  const w = (key: string) => translate(language, `mail.welcome.${key}`, { firstName: str(data.firstName) });
  return { language, subject: t('subject'), text: [w('greeting'), '', t('intro'), str(data[own.link]), '', w('closing')].join('\n') };
}

export function registerOutboxReader(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().get(MAILS_PATH, {
    schema: {
      tags: ['mail'],
      querystring: z.object({ to: z.string().trim().max(320).optional(), last: z.coerce.number().int().min(1).max(200).default(20) }),
      response: { 200: mailsAnswer },
    },
    handler: async (request) => {
      authorize(request, 'Edit', 'CoreMaintenance');
      const { to, last } = request.query;
      const recipient = to?.toLowerCase();
      // A first cut in SQL (the address appears in the payload), then the exact recipient match.
      const rows = await db
        .select()
        .from(mails)
        .where(recipient ? sql`strpos(lower(${mails.payload}), ${recipient}) > 0` : undefined)
        .orderBy(desc(mails.createdAt))
        .limit(recipient ? last * 5 : last);
      const found: OutboxMail[] = [];
      for (const row of rows) {
        const payload = JSON.parse(row.payload) as { personalizations?: { to?: { email?: string }[]; dynamic_template_data?: Data }[] };
        for (const personalization of payload.personalizations ?? []) {
          const recipients = (personalization.to ?? []).map((r) => str(r.email));
          if (recipient && !recipients.some((email) => email.toLowerCase() === recipient)) continue;
          found.push({
            idMail: row.idMail,
            templateId: row.templateId,
            from: row.fromEmail,
            to: recipients,
            createdAt: row.createdAt.toISOString(),
            ...renderMail(row.templateId, personalization.dynamic_template_data ?? {}),
          });
        }
      }
      return { outbox: 'built-in' as const, mails: found.slice(0, last) };
    },
  });
}
