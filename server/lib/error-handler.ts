/**
 * The one error handler: every failure leaves as `{ message, code?, errors? }` with a proper
 * status. Validation problems name their fields with translation keys; database integrity
 * errors become 400/409 answers; anything unexpected is a 500 that hides its internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from './errors';

export const VALIDATION_FAILED = 'Validation failed.';

const camel = (snake: string) => snake.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

interface PgLikeError {
  code?: string;
  detail?: string;
  constraint?: string;
}

/** Finds the PostgreSQL error behind a driver or ORM wrapper, if there is one. */
function pgErrorOf(error: unknown): PgLikeError | null {
  for (let e = error as { cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as never, depth++) {
    const code = (e as PgLikeError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgLikeError;
  }
  return null;
}

const keyColumn = (detail?: string) => {
  const match = detail?.match(/Key \(([^)]+)\)/);
  return match ? camel(match[1].split(',').pop()!.trim()) : undefined;
};

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'root';
    errors[field] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return errors;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(
        error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? '' })),
      );
      return reply.code(400).send({ message: VALIDATION_FAILED, code: 'VALIDATION', errors });
    }
    if (error instanceof ZodError) {
      return reply.code(400).send({ message: VALIDATION_FAILED, code: 'VALIDATION', errors: fieldErrorsOf(error.issues) });
    }
    const pg = pgErrorOf(error);
    if (pg?.code === '23505') {
      const field = keyColumn(pg.detail) ?? 'root';
      return reply.code(409).send({ message: 'This value is already used.', code: 'DUPLICATE', errors: { [field]: 'validation.duplicate' } });
    }
    if (pg?.code === '23503') {
      if (pg.detail?.includes('is still referenced')) {
        return reply.code(409).send({ message: 'This record is still used by other records and cannot be deleted.', code: 'IN_USE' });
      }
      const field = keyColumn(pg.detail) ?? 'root';
      return reply.code(400).send({ message: VALIDATION_FAILED, code: 'VALIDATION', errors: { [field]: 'validation.unknownReference' } });
    }
    if (pg?.code === '22P02' || pg?.code === '23514' || pg?.code === '22001') {
      return reply.code(400).send({ message: VALIDATION_FAILED, code: 'VALIDATION' });
    }
    if (error.statusCode && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.code(error.statusCode).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Error occurred!', code: 'INTERNAL' });
  });
}
