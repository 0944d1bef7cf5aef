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
  /** Omitted: the middleware's configured sender. */
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

export const WELCOME_TEMPLATE = 'user-created';

export const sendMail = (api: ApiClient, mail: Mail) => api.request({ method: 'POST', path: MAIL_PATH, body: mail });
