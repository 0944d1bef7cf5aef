/**
 * Serves a declared collection (shared/registry/collection.ts): each declared call at its method
 * and path, with its params, query, body and answer declared, after the one access check: the
 * permission on the account the path names (access.ts), or the storage's check of the parent
 * record. The storage does the rest, each call in the transactions it needs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callOf, type Collection, type CollectionCallName } from '../../shared/registry/collection';
import { placeholdersOf } from '../../shared/registry/route-kinds';
import type { Action } from '../../shared/permissions';
import type { Db } from '../db';
import { asDownload, fileBodyLimit } from '../lib/uploaded-files';
import { guard } from './access';
import { routePath } from './paths';
import { registerKind, type KindBinding } from './route-kinds';

export interface CollectionContext<Parent> {
  request: FastifyRequest;
  /** The path's placeholders, validated as ids. */
  params: Record<string, string>;
  /** What the storage's `parent` answered (undefined without one). */
  parent: Parent;
}

type Input<C extends Collection, N extends CollectionCallName, K extends 'body' | 'query'> = NonNullable<C['calls'][N]>[K] extends z.ZodObject
  ? z.output<NonNullable<C['calls'][N]>[K]>
  : never;
type Output<C extends Collection, N extends CollectionCallName> = NonNullable<C['calls'][N]>['answer'] extends z.ZodObject
  ? z.input<NonNullable<C['calls'][N]>['answer']>
  : void;

/** How a collection is stored: one function per declared call. */
export interface CollectionStorage<C extends Collection = Collection, Parent = unknown> {
  collection: C;
  /**
   * Reads the parent record the path names and checks the caller's reach for `action`, throwing
   * the refusal; its answer is the calls' `parent`. Required with `access.account: 'parent'`.
   */
  parent?(db: Db, request: FastifyRequest, params: Record<string, string>, action: Action): Promise<Parent>;
  list?(db: Db, context: CollectionContext<Parent> & { query: Input<C, 'list', 'query'> }): Promise<Output<C, 'list'>>;
  read?(db: Db, context: CollectionContext<Parent>): Promise<Output<C, 'read'>>;
  create?(db: Db, context: CollectionContext<Parent> & { body: Input<C, 'create', 'body'> }): Promise<Output<C, 'create'>>;
  update?(db: Db, context: CollectionContext<Parent> & { body: Input<C, 'update', 'body'> }): Promise<Output<C, 'update'>>;
  remove?(db: Db, context: CollectionContext<Parent>): Promise<void>;
  /** The collection's declared actions (true actions on its records, such as saving a cart as a draft). */
  kinds?: readonly KindBinding[];
}

const paramsOf = (template: string) => z.object(Object.fromEntries(placeholdersOf(template).map((name) => [name, z.uuid('validation.invalid')])));

type AnyContext = CollectionContext<unknown> & { query?: unknown; body?: unknown };
type AnyHandler = (db: Db, context: AnyContext) => Promise<unknown>;

export function serveCollection<C extends Collection, Parent>(app: FastifyInstance, db: Db, storage: CollectionStorage<C, Parent>) {
  const { collection } = storage;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { access } = collection;
  if (access.account === 'parent' && !storage.parent) throw new Error(`${collection.name}: access through the parent needs the storage's parent`);

  for (const name of Object.keys(collection.calls) as CollectionCallName[]) {
    const handler = storage[name] as AnyHandler | undefined;
    if (!handler) throw new Error(`${collection.name}: the call "${name}" has no storage`);
    const call = callOf(collection, name);
    routes.route({
      method: call.method,
      url: routePath(call.path),
      ...(call.files && call.body ? { bodyLimit: fileBodyLimit() } : {}),
      schema: {
        tags: [collection.name],
        summary: call.summary,
        params: paramsOf(call.path),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        response: { [call.status]: call.answer ?? z.null() },
      },
      handler: async (request, reply) => {
        const params = request.params as Record<string, string>;
        if (access.account !== 'parent') guard(request, { subject: access.subject, account: access.account }, call.action, params);
        const parent = (await storage.parent?.(db, request, params, call.action)) as unknown;
        const answer = await handler(db, { request, params, parent, query: request.query, body: request.body });
        if (call.files && call.method === 'GET') asDownload(reply);
        return reply.code(call.status).send((call.answer ? answer : null) as never);
      },
    });
  }
  for (const kind of storage.kinds ?? []) registerKind(app, db, kind);
}
