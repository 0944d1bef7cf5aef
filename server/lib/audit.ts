/** Records every write made through the API with both users while masquerading. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { auditLog } from '../db/schema';
import { loggableError } from './error-log';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerAudit(app: FastifyInstance, db: Db) {
  // Prepared once; written after the answer is sent (onResponse), so it never delays it.
  const record = db
    .insert(auditLog)
    .values({
      idUser: sql.placeholder('idUser'),
      idUserActing: sql.placeholder('idUserActing'),
      idMasquerade: sql.placeholder('idMasquerade'),
      method: sql.placeholder('method'),
      path: sql.placeholder('path'),
      statusCode: sql.placeholder('statusCode'),
    })
    .prepare('audit_record');
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth || !WRITES.has(request.method)) return;
    try {
      await record.execute({
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
