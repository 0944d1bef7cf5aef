/** Records every write made through the API with both users while masquerading. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { auditLog } from '../db/schema';
import { loggableError } from './error-log';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerAudit(app: FastifyInstance, db: Db) {
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth || !WRITES.has(request.method)) return;
    try {
      await db.insert(auditLog).values({
        idUser: auth.idUser,
        idUserActing: auth.actingUser.idUser,
        idMasquerade: auth.idMasquerade,
        method: request.method,
        path: request.url.split('?')[0].slice(0, 500),
        statusCode: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: loggableError(error) }, 'audit record failed');
    }
  });
}
