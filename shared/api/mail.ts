/**
 * The mail middleware: a SendGrid-shaped call (POST /api/sendgrid/send) that sends a template
 * with per-recipient data. The server's built-in middleware keeps the mails in an outbox.
 */
import { z } from 'zod';
import { emailSchema, requiredText } from '../rules/field-limits';
import type { ApiClient } from './api-client';

export const MAIL_PATH = '/sendgrid/send';
export const MAIL_LANGUAGES = ['en', 'fr'] as const;
/** Length of the outbox column. */
const TEMPLATE_ID_MAX = 100;

const recipient = z.object({ email: emailSchema, name: z.string().nullish() });

export const mailInput = z.object({
  /** Ignored by the built-in middleware: every mail leaves from its configured sender. */
  from: recipient.optional(),
  personalizations: z
    .array(z.object({ to: z.array(recipient).min(1, 'validation.required'), dynamic_template_data: z.record(z.string(), z.unknown()).default({}) }))
    .min(1, 'validation.required'),
  template_id: requiredText(TEMPLATE_ID_MAX),
});
export type Mail = z.input<typeof mailInput>;

/** Templates exist in English and French; any other language gets the English one. */
export const templateId = (template: string, language: string | null | undefined) =>
  `${template}-${MAIL_LANGUAGES.find((l) => l === language?.slice(0, 2).toLowerCase()) ?? 'en'}`;

/** Sent by the server itself (with a set-password link), never through the mail endpoint. */
export const WELCOME_TEMPLATE = 'user-created';
/** Sent by the server itself when someone asks to reset a forgotten password (a single-use link, one hour). */
export const PASSWORD_RESET_TEMPLATE = 'password-reset';
export const PASSWORD_RESET_PATH = '/auth/password-reset';
export const requestPasswordReset = (api: ApiClient, email: string) => api.request({ method: 'POST', path: PASSWORD_RESET_PATH, body: { email } });
/** The only templates callers may send through the mail endpoint: the spec's order mails. */
export const ORDER_TEMPLATES = ['order-confirmation', 'order-update', 'order-cancellation'] as const;
export const CALLER_TEMPLATE_IDS: readonly string[] = ORDER_TEMPLATES.flatMap((template) => MAIL_LANGUAGES.map((language) => `${template}-${language}`));

export const sendMail = (api: ApiClient, mail: Mail) => api.request({ method: 'POST', path: MAIL_PATH, body: mail });

/**
 * The built-in middleware's outbox as a person reads it (GET /mails): the latest first, a page at
 * a time (`last` a page, `page` from 1), to one address (`to`) or to addresses containing `search`,
 * each mail as text in its language with how far its delivery got. `relay` says whether the
 * server sends mails through a relay (SMTP) or only keeps them here.
 */
export const MAILS_PATH = '/mails';
export const MAIL_PATH_ITEM = '/mails/{idMail}';
export const MAIL_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];
export const MAILS_PAGE_MAX = 200;
const mailDelivery = {
  deliveryState: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number().int(),
  deliveredAt: z.string().nullable(),
  lastError: z.string().nullable(),
};
export const outboxMail = z.object({
  idMail: z.string(),
  templateId: z.string(),
  language: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  ...mailDelivery,
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const mailRelay = z.enum(['smtp']).nullable();
export const mailsAnswer = z.object({ outbox: z.literal('built-in'), relay: mailRelay, total: z.number().int(), mails: z.array(outboxMail) });
export type MailsAnswer = z.infer<typeof mailsAnswer>;
/** One stored mail (GET /mails/{idMail}): each of its personalizations rendered, with its HTML sanitised on the server. */
export const mailPart = z.object({ to: z.array(z.string()), language: z.string(), subject: z.string(), text: z.string(), html: z.string() });
export const mailAnswer = z.object({
  outbox: z.literal('built-in'),
  relay: mailRelay,
  mail: z.object({ idMail: z.string(), templateId: z.string(), from: z.string(), createdAt: z.string(), ...mailDelivery, parts: z.array(mailPart) }),
});
export type MailAnswer = z.infer<typeof mailAnswer>;
export interface OutboxQuery {
  to?: string;
  search?: string;
  last?: number;
  page?: number;
}
export const readOutbox = (api: ApiClient, query: OutboxQuery) =>
  api.request<MailsAnswer>({ path: MAILS_PATH, query: { ...query, to: query.to || undefined, search: query.search || undefined } });
export const readOutboxMail = (api: ApiClient, idMail: string) => api.request<MailAnswer>({ path: MAIL_PATH_ITEM, params: { idMail } });
