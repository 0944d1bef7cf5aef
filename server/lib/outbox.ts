/** The built-in mail middleware's outbox: what a real relay would drain. Every mail leaves from the configured sender. */
import type { Mail } from '../../shared/api/mail';
import { fullName } from '../../shared/rules/display';
import type { Tx } from '../db';
import { mails } from '../db/schema';

export async function storeMail(db: Tx, mailFrom: string, mail: Mail): Promise<string> {
  const [row] = await db
    .insert(mails)
    .values({ templateId: mail.template_id, fromEmail: mailFrom, payload: JSON.stringify({ ...mail, from: { email: mailFrom } }) })
    .returning({ idMail: mails.idMail });
  return row.idMail;
}

/** A mail's personalization for one person: to them by name, with the template's data (their first name first). */
export const toPerson = (person: { email: string; firstName: string; lastName: string }, data: Record<string, unknown>): Mail['personalizations'] => [
  { to: [{ email: person.email, name: fullName(person) }], dynamic_template_data: { firstName: person.firstName, ...data } },
];
