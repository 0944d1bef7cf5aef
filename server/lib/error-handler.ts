/**
 * The one error handler: every failure leaves as `{ message, code?, errors? }` with a proper
 * status. Validation problems name their fields with translation keys; database integrity
 * errors become 400/409 answers; a database out of reach is a 503 to retry; anything unexpected
 * is a 500 that hides its internals (and its log line keeps no SQL parameter values).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { VALIDATION_FAILED, type MessageParams } from '../../shared/api/api-error';
import { GENERIC_MESSAGES, zodIssueMessage } from '../../shared/rules/message';
import { PRODUCT_DUPLICATES } from '../../shared/rules/products';
import { CATEGORY_CYCLE_TEXT, CATEGORY_MESSAGES } from '../../shared/rules/categories';
import { UNIQUE_NAMES } from '../../shared/rules/unique-names';
import * as schema from '../db/schema';
import { isDatabaseUnavailable } from '../db/outage';
import { errorText, type ErrorCode } from '../../shared/api/error-codes';
import { HttpError } from './errors';
import { loggableError } from './error-log';

export { VALIDATION_FAILED };

/** Unique keys whose duplicates the spec words itself ('Duplicated SKU!'...), by constraint name. */
const UNIQUE_MESSAGES: Record<string, { field: string; message: string; key: string; code?: 'DUPLICATE_NAME' }> = {
  ...Object.fromEntries(Object.entries(UNIQUE_NAMES).map(([constraint, named]) => [constraint, { ...named, code: 'DUPLICATE_NAME' as const }])),
  products_sku_unique: { field: 'sku', ...PRODUCT_DUPLICATES.sku },
  products_barcode_unique: { field: 'barcode', ...PRODUCT_DUPLICATES.barcode },
  products_sku_supplier_unique: { field: 'skuSupplier', ...PRODUCT_DUPLICATES.skuSupplier },
};

/** Checks (and triggers raising a check violation) whose refusal has words of its own, by constraint name. */
const CHECK_MESSAGES: Record<string, { field: string; message: string; key: string }> = {
  catalog_categories_no_cycle: { field: 'idParentCategory', message: CATEGORY_CYCLE_TEXT, key: CATEGORY_MESSAGES.cycle },
  catalog_categories_not_own_parent: { field: 'idParentCategory', message: CATEGORY_CYCLE_TEXT, key: CATEGORY_MESSAGES.cycle },
};

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

/** API field names by database column name ("country_iso2" -> "countryISO2"), from the schema. */
const FIELDS = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => Object.entries(getTableColumns(table)).map(([field, column]) => [column.name, field] as const)),
);

const keyColumn = (detail?: string) => {
  // "Key (id_client, account_code)=(...)", or "Key (lower(email::text))=(...)" for an expression index.
  const match = detail?.match(/Key \((.+?)\)=\(/);
  if (!match) return undefined;
  const name = match[1]
    .split(',')
    .pop()!
    .trim()
    .replace(/^lower\((\w+)(?:::\w+)?\)$/, '$1');
  return FIELDS.get(name) ?? camel(name);
};

type Issue = { path: readonly PropertyKey[]; message: string; maximum?: unknown; minimum?: unknown };

/** The first issue of each field, as a translation key and its values; zod's own English text becomes 'validation.invalid'. */
function fieldErrorsOf(issues: readonly Issue[]) {
  const errors: Record<string, string> = {};
  const params: Record<string, MessageParams> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'root';
    if (errors[field]) continue;
    const { key, params: values } = zodIssueMessage(issue);
    errors[field] = key.startsWith('validation.') ? key : GENERIC_MESSAGES.invalid;
    if (values && key.startsWith('validation.')) params[field] = values;
  }
  return Object.keys(params).length ? { errors, params } : { errors };
}

/** The catalogue's code for an error that came without one: no answer leaves with an empty code. */
const CODE_OF_STATUS: Record<number, ErrorCode> = { 401: 'SIGN_IN_REQUIRED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE' };
export const codeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');

export function registerErrorHandler(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // HttpError's type asks for a code; one made up at run time (a cast, a plain object) still leaves with one.
      const code = error.code || codeOfStatus(error.statusCode);
      return reply.code(error.statusCode).send({ message: error.message, code, errors: error.errors, params: error.params });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsOf(
        error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? '', ...(v.params as object) })),
      );
      return reply.code(400).send({ message: VALIDATION_FAILED, code: 'VALIDATION', ...fields });
    }
    if (error instanceof ZodError) {
      return reply.code(400).send({ message: VALIDATION_FAILED, code: 'VALIDATION', ...fieldErrorsOf(error.issues as Issue[]) });
    }
    const pg = pgErrorOf(error);
    if (pg?.code === '23505') {
      const named = pg.constraint ? UNIQUE_MESSAGES[pg.constraint] : undefined;
      if (named) return reply.code(409).send({ message: named.message, code: named.code ?? 'DUPLICATE', errors: { [named.field]: named.key } });
      const field = keyColumn(pg.detail) ?? 'root';
      return reply.code(409).send({ message: errorText('DUPLICATE'), code: 'DUPLICATE', errors: { [field]: GENERIC_MESSAGES.duplicate } });
    }
    if (pg?.code === '23503') {
      if (pg.detail?.includes('is still referenced')) {
        return reply.code(409).send({ message: errorText('IN_USE'), code: 'IN_USE' });
      }
      const field = keyColumn(pg.detail) ?? 'root';
      return reply.code(400).send({ message: VALIDATION_FAILED, code: 'VALIDATION', errors: { [field]: GENERIC_MESSAGES.unknownReference } });
    }
    const check = pg?.code === '23514' && pg.constraint ? CHECK_MESSAGES[pg.constraint] : undefined;
    if (check) return reply.code(400).send({ message: check.message, code: 'VALIDATION', errors: { [check.field]: check.key } });
    // Malformed value, check violation, too long, out of range, text the encoding cannot hold.
    if (pg && ['22P02', '23514', '22001', '22003', '22021'].includes(pg.code!)) {
      return reply.code(400).send({ message: VALIDATION_FAILED, code: 'VALIDATION' });
    }
    if (error.statusCode && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type), with a code of the catalogue.
      return reply.code(error.statusCode).send({ message: error.message, code: codeOfStatus(error.statusCode) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: errorText('DATABASE_UNAVAILABLE'), code: 'DATABASE_UNAVAILABLE' });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(500).send({ message: errorText('INTERNAL'), code: 'INTERNAL' });
  });
}
