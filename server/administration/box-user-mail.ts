/**
 * The box-user e-mail (spec part 3, section 9: English and French templates for a box user added
 * or removed), in the user's language, through the built-in mail middleware's outbox. It is
 * written inside the change's transaction, so a user added by a call that fails gets no mail; and
 * in a savepoint of its own, so a mail that cannot be stored is only logged and never fails the
 * change (spec: e-mail failures are logged only).
 */
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { templateId, type Mail } from '../../shared/api/mail';
import { BOX_USER_TEMPLATES } from '../../shared/rules/boxes';
import { formatDateInput } from '../../shared/rules/date-input';
import type { Tx } from '../db';
import { boxes, users, warehouses } from '../db/schema';
import { storeMail, toPerson } from '../lib/outbox';
import { languageOf, translate } from '../lib/translate';
import { pickColumns } from '../db/columns';
import { addressOnOneLine } from '../../shared/rules/address';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sender of every e-mail the server writes (MAIL_FROM). */
    mailFrom: string;
  }
}

export type BoxUserChange = keyof typeof BOX_USER_TEMPLATES;

export interface BoxUserPeriod {
  activityBeginDate: string;
  activityEndDate?: string | null;
}

/** The message for one user of one box: the subject and text in the user's language, and the box's details. */
export function boxUserMail(
  change: BoxUserChange,
  user: { email: string; firstName: string; lastName: string; cultureLanguageCode: string | null },
  box: { boxName: string; boxNumber: string; providerName: string; providerSiteName: string; address: string },
  period: BoxUserPeriod,
): Mail {
  const language = languageOf(user.cultureLanguageCode);
  const keys = change === 'added' ? 'mail.boxUserAdded' : 'mail.boxUserRemoved';
  const t = (key: string, params?: Record<string, string | number>) => translate(language, `${keys}.${key}`, params);
  const from = formatDateInput(period.activityBeginDate);
  const to = period.activityEndDate ? formatDateInput(period.activityEndDate) : null;
  const text = [
    translate(language, 'mail.boxUserAdded.greeting', { firstName: user.firstName }),
    t('intro', { boxName: box.boxName, boxNumber: box.boxNumber }),
    translate(language, 'mail.boxUserAdded.site', { providerName: box.providerName, siteName: box.providerSiteName }),
    box.address,
    change === 'added' ? (to ? t('period', { from, to }) : t('periodOpen', { from })) : '',
    translate(language, 'mail.boxUserAdded.closing'),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    personalizations: toPerson(user, {
      subject: t('subject', { boxName: box.boxName }),
      text,
      boxName: box.boxName,
      boxNumber: box.boxNumber,
      providerName: box.providerName,
      siteName: box.providerSiteName,
      address: box.address,
      activityBeginDate: from,
      activityEndDate: to,
    }),
    template_id: templateId(BOX_USER_TEMPLATES[change], language),
  };
}

/** Reads the user and the box, and stores the mail in a savepoint; a failure is logged, never thrown. */
export async function queueBoxUserMail(tx: Tx, request: FastifyRequest, change: BoxUserChange, target: { idBox: string; idUser: string } & BoxUserPeriod) {
  try {
    await tx.transaction(async (savepoint) => {
      const [user] = await savepoint
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, cultureLanguageCode: users.cultureLanguageCode })
        .from(users)
        .where(eq(users.idUser, target.idUser));
      const [box] = await savepoint
        .select({
          ...pickColumns(boxes, 'boxName', 'boxNumber', 'providerName', 'providerSiteName'),
          ...pickColumns(warehouses, 'address1', 'address2', 'zipCode', 'city', 'country'),
        })
        .from(boxes)
        .innerJoin(warehouses, eq(warehouses.idWarehouse, boxes.idBox))
        .where(and(eq(boxes.idBox, target.idBox)));
      if (!user || !box) return;
      const address = addressOnOneLine({ ...box, countryISO2: box.country });
      await storeMail(savepoint, request.server.mailFrom, boxUserMail(change, user, { ...box, address }, target));
    });
  } catch (error) {
    request.log.error({ err: error, idBox: target.idBox, idUser: target.idUser, change }, 'box-user e-mail not sent');
  }
}
