/**
 * Generic routes of route kinds (shared/registry/route-kinds.ts). Each route checks access in one
 * place (access.ts), runs in one transaction, and declares its params, body and answers; the
 * OpenAPI hook (lib/openapi.ts) adds the error answers, security and ids.
 * - nested collection: POST on the collection (201 with the record), DELETE on the item (204);
 * - link set: GET answers the set; PUT computes the diff of the wanted set with the stored one
 *   (missing added, surplus removed), lets the binding check it, saves it, answers the set;
 * - action: the declared method on its path with its body and answer (a removal: 204, no body).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeholdersOf, type ActionKind, type LinkSetKind, type NestedCollectionKind } from '../../shared/registry/route-kinds';
import type { Action } from '../../shared/permissions';
import type { Db, Tx } from '../db';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { guard } from './access';
import { fileBodyLimit } from '../lib/uploaded-files';
import { routePath } from './paths';

export interface KindContext {
  request: FastifyRequest;
  /** The path's placeholders, validated as ids. */
  params: Record<string, string>;
  /** The caller holds the kind's permission on every account. */
  all: boolean;
}

export interface NestedCollectionBinding<K extends NestedCollectionKind = NestedCollectionKind> {
  kind: K;
  /** Checks and creates inside the transaction; throws `refusal` (or a field error) when the parent does not fit. */
  create(tx: Tx, context: KindContext & { body: z.infer<K['input']> }): Promise<z.infer<K['record']>>;
  /** Removes inside the transaction; false when nothing matched (answered like a missing record). */
  remove(tx: Tx, context: KindContext): Promise<boolean>;
}

export interface LinkDiff<Link> {
  added: Link[];
  removed: Link[];
  /** Links kept under the same key with other values (kinds with `equal`), as wanted. */
  changed?: Link[];
}

export interface LinkSetBinding<K extends LinkSetKind = LinkSetKind> {
  kind: K;
  /** Does the parent exist, and may the caller reach it? False answers like a missing record. */
  reach(tx: Tx, context: KindContext): Promise<boolean>;
  current(tx: Tx, context: KindContext): Promise<z.infer<K['link']>[]>;
  /** Changes stored links to the values given (kinds with `equal` or `single.change`), by their key. */
  change?(tx: Tx, context: KindContext, links: z.infer<K['link']>[]): Promise<void>;
  /** Checks a diff before it is saved (e.g. the grant rule); throws to refuse it. */
  check?(tx: Tx, context: KindContext, diff: LinkDiff<z.infer<K['link']>>): Promise<void> | void;
  save(tx: Tx, context: KindContext, diff: LinkDiff<z.infer<K['link']>>): Promise<void>;
  answer(tx: Tx, context: KindContext): Promise<z.infer<K['answer']>>;
}

export interface ActionBinding<K extends ActionKind = ActionKind> {
  kind: K;
  run(tx: Tx, context: KindContext & { body: z.infer<K['body']>; query: Record<string, unknown> }): Promise<z.infer<K['answer']>>;
  /**
   * Runs on the database itself, not in a transaction: a read that waits on an outside service
   * (an embed token), which must not hold a connection meanwhile (the embedded engine has one), a
   * call that commits its own transactions and then does what must follow the commit (an order
   * placed, then its confirmation mail), or one whose statements are prepared on the database (the
   * session user's, read on every page load) or that reads nothing of it (a signed token).
   */
  outsideTransaction?: true;
}

export type KindBinding = NestedCollectionBinding | LinkSetBinding | ActionBinding;

const isNested = (binding: KindBinding): binding is NestedCollectionBinding => binding.kind.kind === 'nestedCollection';
const isLinkSet = (binding: KindBinding): binding is LinkSetBinding => binding.kind.kind === 'linkSet';

const paramsOf = (template: string, textParams: readonly string[] = []) =>
  z.object(
    Object.fromEntries(
      placeholdersOf(template).map((name) => [
        name,
        textParams.includes(name) ? z.string().trim().min(1, 'validation.required').max(50, 'validation.text.tooLong') : z.uuid('validation.invalid'),
      ]),
    ),
  );
const operationName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A kind's call made inside a transaction the caller holds (a route, or a save plan's part). */
export async function createNested<K extends NestedCollectionKind>(
  tx: Tx,
  request: FastifyRequest,
  binding: NestedCollectionBinding<K>,
  params: Record<string, string>,
  body: z.infer<K['input']>,
) {
  const { all } = guard(request, binding.kind.access, 'Create', params);
  return binding.create(tx, { request, params, all, body });
}

export async function removeNested(tx: Tx, request: FastifyRequest, binding: NestedCollectionBinding, params: Record<string, string>) {
  const { all, refusal } = guard(request, binding.kind.access, 'Edit', params);
  if (!(await binding.remove(tx, { request, params, all }))) throw refusal();
}

/** The diff of a wanted set with the stored one, by the kind's key (and its `equal` for links kept). */
export function diffLinks<Link>(key: (link: Link) => string, current: Link[], wanted: Link[], equal?: (stored: Link, wanted: Link) => boolean): LinkDiff<Link> {
  const stored = new Map(current.map((link) => [key(link), link]));
  const unique = [...new Map(wanted.map((link) => [key(link), link])).values()];
  const kept = new Set(unique.map(key));
  const added = unique.filter((link) => !stored.has(key(link)));
  const removed = current.filter((link) => !kept.has(key(link)));
  if (!equal) return { added, removed };
  return { added, removed, changed: unique.filter((link) => stored.has(key(link)) && !equal(stored.get(key(link))!, link)) };
}

/** POST, PUT and DELETE of one link of a link set (the kind's `single`), each in one transaction. */
function registerSingleLinks(
  app: FastifyInstance,
  db: Db,
  links: LinkSetBinding,
  reached: (tx: Tx, request: FastifyRequest, action: Action) => Promise<KindContext>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { kind } = links;
  const single = kind.single!;
  const tags = [kind.tag, ...(kind.alsoTags ?? [])];
  const name = operationName(kind.name);
  const keyParam = placeholdersOf(single.item).at(-1)!;
  /** The stored link the item's path names, or the answer for a missing record. */
  const stored = async (tx: Tx, context: KindContext) => {
    const link = (await links.current(tx, context)).find((l) => kind.key(l) === context.params[keyParam]);
    if (!link) throw context.all ? notFound() : forbidden();
    return link;
  };

  routes.post(routePath(kind.path), {
    schema: { tags, summary: single.summaries.add, operationId: `add${name}`, params: paramsOf(kind.path), body: single.add, response: { 201: kind.answer } },
    handler: async (request, reply) => {
      const answer = await db.transaction(async (tx) => {
        const context = await reached(tx, request, 'Create');
        const link = single.linkOf(request.body as Record<string, unknown>);
        if ((await links.current(tx, context)).some((l) => kind.key(l) === kind.key(link))) {
          throw new HttpError(409, 'This value is already used.', 'DUPLICATE', { [keyParam]: GENERIC_MESSAGES.duplicate });
        }
        const diff = { added: [link], removed: [] };
        await links.check?.(tx, context, diff);
        await links.save(tx, context, diff);
        return links.answer(tx, context);
      });
      return reply.code(201).send(answer);
    },
  });
  if (single.change) {
    const change = single.change;
    routes.put(routePath(single.item), {
      schema: {
        tags,
        summary: single.summaries.change,
        operationId: `change${name}`,
        params: paramsOf(single.item),
        body: change,
        response: { 200: kind.answer },
      },
      handler: (request) =>
        db.transaction(async (tx) => {
          const context = await reached(tx, request, 'Edit');
          await stored(tx, context);
          await links.change!(tx, context, [single.linkOf({ ...(request.body as Record<string, unknown>), [keyParam]: context.params[keyParam] })]);
          return links.answer(tx, context);
        }),
    });
  }
  routes.delete(routePath(single.item), {
    schema: { tags, summary: single.summaries.remove, operationId: `remove${name}`, params: paramsOf(single.item) },
    handler: async (request, reply) => {
      await db.transaction(async (tx) => {
        const context = await reached(tx, request, 'Edit');
        const diff = { added: [], removed: [await stored(tx, context)] };
        await links.check?.(tx, context, diff);
        await links.save(tx, context, diff);
      });
      return reply.code(204).send();
    },
  });
}

export function registerKind(app: FastifyInstance, db: Db, binding: KindBinding) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [binding.kind.tag, ...(binding.kind.alsoTags ?? [])];
  const name = operationName(binding.kind.name);

  if (isNested(binding)) {
    const { kind } = binding;
    const nested = binding;
    routes.post(routePath(kind.paths.collection), {
      schema: {
        tags,
        summary: kind.summaries.create,
        operationId: `create${name}`,
        params: paramsOf(kind.paths.collection),
        body: kind.input,
        response: { 201: z.object({ [kind.envelope]: kind.record }) },
      },
      handler: async (request, reply) => {
        const params = request.params as Record<string, string>;
        const record = await db.transaction((tx) => createNested(tx, request, nested, params, request.body));
        return reply.code(201).send({ [kind.envelope]: record });
      },
    });
    routes.delete(routePath(kind.paths.item), {
      schema: { tags, summary: kind.summaries.delete, operationId: `delete${name}`, params: paramsOf(kind.paths.item) },
      handler: async (request, reply) => {
        await db.transaction((tx) => removeNested(tx, request, nested, request.params as Record<string, string>));
        return reply.code(204).send();
      },
    });
    return;
  }

  if (isLinkSet(binding)) {
    const { kind } = binding;
    const links = binding;
    const params = paramsOf(kind.path);
    const reached = async (tx: Tx, request: FastifyRequest, action: Action): Promise<KindContext> => {
      const requestParams = request.params as Record<string, string>;
      const { all, refusal } = guard(request, kind.access, action, requestParams);
      const context = { request, params: requestParams, all };
      if (!(await links.reach(tx, context))) throw refusal();
      return context;
    };
    routes.get(routePath(kind.path), {
      schema: { tags, summary: kind.summaries.read, operationId: `read${name}`, params, response: { 200: kind.answer } },
      handler: async (request) => links.answer(db, await reached(db, request, 'View')),
    });
    routes.put(routePath(kind.path), {
      schema: { tags, summary: kind.summaries.save, operationId: `save${name}`, params, body: kind.body, response: { 200: kind.answer } },
      handler: (request) =>
        db.transaction(async (tx) => {
          const context = await reached(tx, request, 'Edit');
          const current = await links.current(tx, context);
          const diff = diffLinks(kind.key, current, kind.wanted(request.body, current), kind.equal);
          await links.check?.(tx, context, diff);
          if (diff.added.length || diff.removed.length) await links.save(tx, context, diff);
          if (diff.changed?.length) await links.change!(tx, context, diff.changed);
          return links.answer(tx, context);
        }),
    });
    if (kind.single) registerSingleLinks(app, db, links, reached);
    return;
  }

  const act: ActionBinding = binding;
  const { kind } = act;
  routes.route({
    method: kind.method,
    url: routePath(kind.path),
    ...(kind.files ? { bodyLimit: fileBodyLimit() } : {}),
    schema: {
      tags,
      summary: kind.summary,
      operationId: kind.name,
      params: kind.params ? paramsOf(kind.path, kind.textParams).extend(kind.params.shape) : paramsOf(kind.path, kind.textParams),
      ...(kind.query ? { querystring: kind.query } : {}),
      ...(kind.method === 'GET' || kind.method === 'DELETE' ? {} : { body: kind.body }),
      ...(kind.status === 204 ? {} : { response: { [kind.status]: kind.answer } }),
    },
    handler: async (request, reply) => {
      const params = request.params as Record<string, string>;
      const run = async (tx: Tx) => {
        // A call open to every signed-in user checks the rest in its binding.
        const { all } = kind.access === 'signedIn' ? { all: false } : guard(request, kind.access, kind.action, params);
        return act.run(tx, { request, params, all, body: kind.body.parse(request.body ?? {}), query: (request.query ?? {}) as Record<string, unknown> });
      };
      const answer = await (act.outsideTransaction ? run(db) : db.transaction(run));
      return kind.status === 204 ? reply.code(204).send() : reply.code(kind.status).send(answer);
    },
  });
}
