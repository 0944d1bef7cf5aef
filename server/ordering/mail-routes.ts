/**
 * The built-in mail middleware's send call (SendGrid-shaped), kept for the spec's order mails:
 * only callers who may check out, only the order templates, only to users of the caller's own
 * client (or the caller), and always from the configured sender. The server's own mails (the
 * welcome e-mail) do not go through here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CALLER_TEMPLATE_IDS, MAIL_PATH, mailInput, type Mail } from '../../shared/api/mail';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';
import { storeMail } from '../lib/outbox';

/** Recipients outside what the caller may write to, by their place in the body. */
async function foreignRecipients(db: Db, request: FastifyRequest, mail: Mail): Promise<string[]> {
  const { actingUser } = authorize(request, 'Create', 'CoreGeneralCheckout');
  const addresses = [...new Set(mail.personalizations.flatMap((p) => p.to.map((r) => r.email.toLowerCase())))];
  const allowed = new Set([actingUser.email.toLowerCase()]);
  if (actingUser.idClient) {
    const colleagues = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.idClient, actingUser.idClient), eq(users.deleted, false), inArray(sql`lower(${users.email})`, addresses)));
    for (const c of colleagues) allowed.add(c.email.toLowerCase());
  }
  return mail.personalizations.flatMap((p, i) => p.to.flatMap((r, j) => (allowed.has(r.email.toLowerCase()) ? [] : [`personalizations.${i}.to.${j}.email`])));
}

export function registerMailRoutes(app: FastifyInstance, db: Db, mailFrom: string) {
  app.withTypeProvider<ZodTypeProvider>().post(MAIL_PATH, {
    schema: { tags: ['mail'], body: mailInput, response: { 202: z.object({ mail: z.object({ idMail: z.uuid() }) }) } },
    handler: async (request, reply) => {
      const mail = request.body;
      const refused = await foreignRecipients(db, request, mail);
      if (!CALLER_TEMPLATE_IDS.includes(mail.template_id)) refused.unshift('template_id');
      if (refused.length) throw badRequest(VALIDATION_FAILED, Object.fromEntries(refused.map((field) => [field, GENERIC_MESSAGES.invalid])), 'VALIDATION');
      const idMail = await storeMail(db, mailFrom, mail);
      return reply.code(202).send({ mail: { idMail } });
    },
  });
}
