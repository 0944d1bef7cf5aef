/**
 * The built-in mail middleware: the SendGrid-shaped send call, stored in the outbox that a real
 * relay would drain. Any signed-in user may send (order confirmations are sent by orderers).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAIL_PATH, mailInput } from '../../shared/api/mail';
import { authOf } from '../auth/context';
import type { Db } from '../db';
import { mails } from '../db/schema';

export function registerMailRoutes(app: FastifyInstance, db: Db, mailFrom: string) {
  app.withTypeProvider<ZodTypeProvider>().post(MAIL_PATH, {
    schema: { tags: ['mail'], body: mailInput, response: { 202: z.object({ mail: z.object({ idMail: z.uuid() }) }) } },
    handler: async (request, reply) => {
      authOf(request);
      const mail = request.body;
      const [row] = await db
        .insert(mails)
        .values({
          templateId: mail.template_id,
          fromEmail: mail.from?.email ?? mailFrom,
          payload: JSON.stringify({ ...mail, from: mail.from ?? { email: mailFrom } }),
        })
        .returning({ idMail: mails.idMail });
      return reply.code(202).send({ mail: row });
    },
  });
}
