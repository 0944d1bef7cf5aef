/**
 * A product's parts at their own calls (shared/administration/product-parts.ts): each call is the
 * product save for one part, made through the product's own update route (app.inject, with the
 * caller's headers), so the part keeps one set of rules, one transaction and one audit entry: the
 * call only builds the part's list with one item added, changed or taken out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_PART_CALLS, partAnswer, saveBodyOf, type ProductPartCalls } from '../../shared/administration/product-parts';
import { products as productsDescription } from '../../shared/administration/products';
import type { ErrorCode } from '../../shared/api/error-codes';
import { HEADERS } from '../../shared/session/scope';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { clientAccounts, products } from '../db/schema';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { fileBodyLimit } from '../lib/uploaded-files';
import { routePath } from '../registry/paths';

type Record_ = Record<string, unknown>;
const id = z.uuid('validation.invalid');

/** What the part calls need: the app whose product routes they call, its database and its API prefix. */
interface PartCallContext {
  app: FastifyInstance;
  db: Db;
  apiPrefix: string;
}

/** One call of the product's own routes with the caller's headers; its refusal is this call's. */
async function call({ app }: PartCallContext, request: FastifyRequest, method: 'GET' | 'PUT', url: string, body?: unknown) {
  const headers = Object.fromEntries(
    [HEADERS.authorization, HEADERS.user, HEADERS.masquerade, HEADERS.application].flatMap((name) => {
      const value = request.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
  const answer = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) });
  const payload = answer.json() as Record<string, unknown>;
  if (answer.statusCode >= 400) {
    const error = payload as { message?: string; code?: ErrorCode; errors?: Record<string, string> };
    throw new HttpError(answer.statusCode, error.message ?? '', error.code ?? 'VALIDATION', error.errors);
  }
  return payload;
}

/** The product's record through its own read, for a caller holding `action` on AdminProducts in its account. */
async function productFor(context: PartCallContext, request: FastifyRequest, idProduct: string, action: 'View' | 'Edit') {
  const [found] = await context.db
    .select({ idClientAccount: products.idClientAccount, idClient: clientAccounts.idClient })
    .from(products)
    .innerJoin(clientAccounts, eq(clientAccounts.idClientAccount, products.idClientAccount))
    .where(eq(products.idProduct, idProduct));
  // A product out of reach answers as a missing one does to most callers.
  if (!found) throw forbidden();
  authorize(request, action, productsDescription.subject, found.idClientAccount);
  const url = `${context.apiPrefix}${productsDescription.paths.item
    .replace('{idClient}', found.idClient)
    .replace('{idClientAccount}', found.idClientAccount)
    .replace('{id}', idProduct)}`;
  const record = (await call(context, request, 'GET', url)).product as Record_;
  return { url, record };
}

async function save(context: PartCallContext, request: FastifyRequest, part: ProductPartCalls, url: string, record: Record_, items: Record<string, unknown>[]) {
  const saved = (await call(context, request, 'PUT', url, saveBodyOf(record as never, part.field, items))).product as Record_;
  return { [part.field]: saved[part.field] };
}
const stored = (record: Record_, part: ProductPartCalls) => (record[part.field] ?? []) as Record<string, unknown>[];
const tags = [productsDescription.name];

export function registerProductPartCalls(app: FastifyInstance, db: Db, apiPrefix: string) {
  for (const part of PRODUCT_PART_CALLS) registerPartCalls({ app, db, apiPrefix }, part);
}

/** One part's calls: read the list, add an item, change one, take one out (those the part offers). */
function registerPartCalls(context: PartCallContext, part: ProductPartCalls) {
  const routes = context.app.withTypeProvider<ZodTypeProvider>();
  // One schema per part; typed loosely here, as the loop serves six of them.
  const answer = partAnswer(part.field) as z.ZodType<Record<string, unknown>>;
  const collectionParams = z.object({ idProduct: id });
  const itemParams = collectionParams.extend({ [part.itemId]: id });
  const itemOf = (record: Record_, params: Record<string, string>) => {
    const item = stored(record, part).find((i) => i[part.itemId] === params[part.itemId]);
    if (!item) throw notFound();
    return item;
  };

  if (part.offers.includes('GET'))
    routes.get(routePath(part.collection), {
      schema: { tags, summary: `Read a product's ${part.field}`, params: collectionParams, response: { 200: answer } },
      handler: async (request) => {
        const { record } = await productFor(context, request, request.params.idProduct, 'View');
        return { [part.field]: stored(record, part) };
      },
    });

  routes.post(routePath(part.collection), {
    ...(part.field === 'images' || part.field === 'documents' ? { bodyLimit: fileBodyLimit() } : {}),
    schema: { tags, summary: `Add one of a product's ${part.field}`, params: collectionParams, body: part.input, response: { 201: answer } },
    handler: async (request, reply) => {
      const { url, record } = await productFor(context, request, request.params.idProduct, 'Edit');
      const items = [...stored(record, part).map(part.toInput), request.body as Record<string, unknown>];
      return reply.code(201).send(await save(context, request, part, url, record, items));
    },
  });

  if (part.offers.includes('PUT'))
    routes.put(routePath(part.item), {
      schema: { tags, summary: `Change one of a product's ${part.field}`, params: itemParams, body: part.input, response: { 200: answer } },
      handler: async (request) => {
        const params = request.params as Record<string, string>;
        const { url, record } = await productFor(context, request, params.idProduct, 'Edit');
        const item = itemOf(record, params);
        const items = stored(record, part).map((i) => (i === item ? { ...part.toInput(i), ...(request.body as Record<string, unknown>) } : part.toInput(i)));
        return save(context, request, part, url, record, items);
      },
    });

  if (part.offers.includes('DELETE'))
    routes.delete(routePath(part.item), {
      schema: { tags, summary: `Take one of a product's ${part.field} out`, params: itemParams, response: { 200: answer } },
      handler: async (request) => {
        const params = request.params as Record<string, string>;
        const { url, record } = await productFor(context, request, params.idProduct, 'Edit');
        const item = itemOf(record, params);
        return save(
          context,
          request,
          part,
          url,
          record,
          stored(record, part)
            .filter((i) => i !== item)
            .map(part.toInput),
        );
      },
    });
}
