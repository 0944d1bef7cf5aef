/**
 * Refuses, for every route and before validation, text that no column can store: a NUL
 * character (PostgreSQL rejects it in text) and lone UTF-16 surrogates (they would be stored as
 * replacement characters, silently changing the data), in the body, the query string, the path
 * and in object keys; bodies nested deeper than any real payload; and lists longer than any real
 * one. The answer is a 400 that names the field, in the one error shape.
 */
import type { FastifyInstance } from 'fastify';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { VALIDATION_FAILED } from '../../shared/api/api-error';
import { MAX_IMPORT_ROWS } from '../../shared/rules/imports';
import { badRequest } from './errors';

/** No request of this API nests deeper; a deeper one is refused before anything recurses into it. */
export const MAX_DEPTH = 32;
/**
 * No list of this API is longer than twice its longest, an import of MAX_IMPORT_ROWS rows. A longer
 * one is refused here, in a millisecond: validated, 100,000 wrong items took a second of CPU and
 * answered one error per item, so a few such requests could keep the server busy.
 */
export const MAX_LIST_ITEMS = 2 * MAX_IMPORT_ROWS;
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where an unstorable string or too deep a nesting is, as a field path ("lines.0.name"); null when all is well. */
export function unstorableField(value: unknown): { field: string; tooDeep: boolean; tooLong?: true } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    const field = () => path.join('.') || 'root';
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return { field: field(), tooDeep: false };
    } else if (current && typeof current === 'object') {
      if (path.length >= MAX_DEPTH) return { field: field(), tooDeep: true };
      if (Array.isArray(current) && current.length > MAX_LIST_ITEMS) return { field: field(), tooDeep: false, tooLong: true };
      for (const [key, child] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return { field: field(), tooDeep: false };
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = unstorableField(part);
      if (problem) throw badRequest(VALIDATION_FAILED, { [problem.field]: GENERIC_MESSAGES.invalid }, 'VALIDATION');
    }
  });
}
