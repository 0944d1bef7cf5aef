/**
 * The OpenAPI document's per-operation parts, generated in one place for every route (generic
 * resources, route kinds, hand-written routes): a summary, a unique operationId, the security
 * requirement (the bearer token, none on public routes) and the error answers in the one shape.
 * Routes may declare their own summary and operationId; what they leave out is derived from the
 * method and path.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** The one error shape `{ message, code?, errors?, params? }`. */
export const errorAnswer = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  params: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))).optional(),
});

const ERROR_TEXTS = {
  400: 'Invalid input: the fields at fault in `errors`',
  401: 'Not signed in, or the session has expired',
  403: 'Not allowed, or outside the accounts the caller holds',
  404: 'No such record (or route)',
  409: 'A unique value already used, or a record still in use',
} as const;

export const BEARER = 'bearer';

const words = (url: string) =>
  url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part));
const camel = (parts: string[]) =>
  parts
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((part, index) => (index ? part.charAt(0).toUpperCase() + part.slice(1) : part.charAt(0).toLowerCase() + part.slice(1)))
    .join('');
const VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', DELETE: 'delete', PATCH: 'patch' };

/** "GET", "/api/clients/:idClient/accounts" -> "getClientsByIdClientAccounts" */
export const operationIdOf = (method: string, url: string) => camel([VERBS[method] ?? method.toLowerCase(), ...words(url)]);
/** "GET", "/api/clients/:id" -> "GET /clients/{id}", the fallback summary. */
const summaryOf = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

/** The error answers a route can give, from what it takes and whether it needs a sign-in. */
function errorStatuses(method: string, url: string, isPublic: boolean, schema: NonNullable<RouteOptions['schema']>) {
  const statuses: (keyof typeof ERROR_TEXTS)[] = [];
  if (schema.body || schema.params || schema.querystring || url.includes(':')) statuses.push(400);
  if (!isPublic) statuses.push(401, 403);
  if (url.includes(':')) statuses.push(404);
  if (method === 'POST' || method === 'PUT' || method === 'DELETE') statuses.push(409);
  if (!statuses.length) statuses.push(400);
  return statuses;
}

export function registerOperationDocs(app: FastifyInstance, prefix: string) {
  app.addHook('onRoute', (route) => {
    const method = (Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
    if (method === 'HEAD' || route.schema?.hide) return;
    const url = route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
    const isPublic = !!route.config?.public;
    // A copy: routes may share one schema object, and each needs its own operationId and answers.
    const schema = (route.schema = { ...route.schema });
    const documented = schema as typeof schema & { summary?: string; operationId?: string; security?: Record<string, string[]>[] };
    documented.summary ??= summaryOf(method, url);
    documented.operationId ??= operationIdOf(method, url);
    documented.security ??= isPublic ? [] : [{ [BEARER]: [] }];
    const errors = Object.fromEntries(errorStatuses(method, url, isPublic, schema).map((status) => [status, errorAnswer.describe(ERROR_TEXTS[status])]));
    schema.response = { ...errors, ...(schema.response as object | undefined) };
  });
}

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OpenAPI 3.0 wants `type` beside `nullable`: a nullable union (`anyOf` with `nullable`) gets
 * `nullable` on each typed member instead.
 */
export function fixNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixNullableUnions);
  if (!isObject(node)) return;
  if (node.nullable === true && !node.type && Array.isArray(node.anyOf)) {
    for (const member of node.anyOf) if (isObject(member) && member.type) member.nullable = true;
    delete node.nullable;
  }
  Object.values(node).forEach(fixNullableUnions);
}

/** A route answering 204 declares no body; the document still names the answer. */
function addNoContent(paths: unknown) {
  if (!isObject(paths)) return;
  for (const item of Object.values(paths)) {
    if (!isObject(item) || !isObject(item.delete) || !isObject(item.delete.responses)) continue;
    const responses = item.delete.responses;
    if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses['204'] = { description: 'No content' };
  }
}

/** Final touches to the generated document (fastify-swagger's transformObject). */
export function documentFixes(document: { openapiObject: object } | { swaggerObject: object }) {
  const doc = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
  if (isObject(doc)) {
    fixNullableUnions(doc.paths);
    fixNullableUnions(doc.components);
    addNoContent(doc.paths);
  }
  return doc;
}
