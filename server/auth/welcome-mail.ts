/**
 * The welcome e-mail, written by the server for a new user: a single-use link to choose a
 * password, in the user's language. No password is ever mailed, whether an administrator set it,
 * it was generated, or it came from an import file.
 */
import { templateId, WELCOME_TEMPLATE } from '../../shared/api/mail';
import type { Tx } from '../db';
import { storeMail, toPerson } from '../lib/outbox';
import { createPasswordLinks, setPasswordUrl } from './password-links';

export interface WelcomeMailOptions {
  mailFrom: string;
  /** Public address of the portal, for the link (never taken from a request's Host). */
  portalUrl: string;
}

export interface WelcomedUser {
  idIdentity: string;
  email: string;
  firstName: string;
  lastName: string;
  cultureLanguageCode: string | null;
}

/** Issues the link and puts the mail in the outbox, inside the caller's transaction when given one; answers the mail's id. */
export async function queueWelcomeMail(tx: Tx, options: WelcomeMailOptions, user: WelcomedUser): Promise<string> {
  const token = await createPasswordLinks(tx).issue(user.idIdentity);
  return storeMail(tx, options.mailFrom, {
    personalizations: toPerson(user, {
      lastName: user.lastName,
      email: user.email,
      setPasswordUrl: setPasswordUrl(options.portalUrl, token),
    }),
    template_id: templateId(WELCOME_TEMPLATE, user.cultureLanguageCode),
  });
}
