/** The built-in mail middleware's outbox: what a real relay would drain. Every mail leaves from the configured sender. */
import type { Mail } from '../../shared/api/mail';
import type { Tx } from '../db';
import { mails } from '../db/schema';

export async function storeMail(db: Tx, mailFrom: string, mail: Mail): Promise<string> {
  const [row] = await db
    .insert(mails)
    .values({ templateId: mail.template_id, fromEmail: mailFrom, payload: JSON.stringify({ ...mail, from: { email: mailFrom } }) })
    .returning({ idMail: mails.idMail });
  return row.idMail;
}
