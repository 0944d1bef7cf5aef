/** Records every write made through the API with both users while masquerading. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { auditLog } from '../db/schema';
import { loggableError } from './error-log';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The write's own statement recorded it already (see auditEntry). */
    audited: boolean;
    /** The status that statement recorded: an error answer with that status is not recorded again. */
    auditedStatus: number;
  }
}

export type AuditEntry = typeof auditLog.$inferInsert;

/**
 * The audit entry of this request's write with the status it answers, for a write that records it
 * in its own statement (one round trip instead of two); the request is then not recorded again.
 * Call it only when building that statement: a statement that fails records nothing, and the
 * answer's status is then recorded after it is sent, as for any other write.
 */
export function auditEntry(request: FastifyRequest, statusCode: number): AuditEntry | null {
  const auth = request.auth;
  if (!auth) return null;
  request.audited = true;
  request.auditedStatus = statusCode;
  return {
    idUser: auth.idUser,
    idUserActing: auth.actingUser.idUser,
    idMasquerade: auth.idMasquerade,
    method: request.method,
    path: request.url.split('?')[0].slice(0, 500),
    statusCode,
  };
}

export function registerAudit(app: FastifyInstance, db: Db) {
  app.decorateRequest('audited', false);
  app.decorateRequest('auditedStatus', 0);
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
    // Recorded by the write's statement, unless the answer is not the one it recorded (an error after it).
    if (request.audited && (reply.statusCode < 400 || reply.statusCode === request.auditedStatus)) return;
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
