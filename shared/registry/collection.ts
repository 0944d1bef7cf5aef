/**
 * A collection: records kept under a parent the spec's paths name (a user's drafts in an account,
 * an order's issues or documents, a cart's documents), whose calls answer in the spec's own shapes
 * rather than the generic search criteria. One declaration gives each call its path, method,
 * permission, body and answer; the server serves it (server/registry/collection.ts, with its
 * storage), the client calls it (`collectionCalls`) and the portal caches it (`collectionKey`).
 * What is not a read or a write of the records (save the cart as a draft) is a declared action.
 */
import type { z } from 'zod';
import type { ApiClient, Query as RequestQuery } from '../api/api-client';
import type { Action, Subject } from '../permissions';

/** The five calls, each at its usual method and path: GET and POST on the collection, GET, PUT and DELETE on an item. */
export const COLLECTION_CALLS = {
  list: { method: 'GET', on: 'collection', action: 'View' },
  read: { method: 'GET', on: 'item', action: 'View' },
  create: { method: 'POST', on: 'collection', action: 'Create' },
  update: { method: 'PUT', on: 'item', action: 'Edit' },
  remove: { method: 'DELETE', on: 'item', action: 'Edit' },
} as const;
export type CollectionCallName = keyof typeof COLLECTION_CALLS;

export interface CollectionCall {
  /** What a person reads in the API documentation. */
  summary: string;
  /** The permission the call needs, when not the usual one (View to read, Create to create, Edit to change or remove). */
  action?: Action;
  /** Where the spec puts the call, when not on the collection's usual path. */
  path?: string;
  /** The body of a create or update. */
  body?: z.ZodObject;
  /** The query a list takes. */
  query?: z.ZodObject;
  /** The answer; a removal answers 204 without one. */
  answer?: z.ZodObject;
  /** 200 unless told; a create answers 201 when the spec says so. */
  status?: 200 | 201;
  /** The body or the answer carries a file (base64): a body gets the server's file body limit, an answer leaves as a download. */
  files?: boolean;
}

/**
 * Who may call: the permission on `subject`, on the account a path placeholder names, or on the
 * account of the parent record the path names (`'parent'`: an order found by its id alone), which
 * the server's storage reads and checks before any call (its `parent`).
 */
export interface CollectionAccess {
  subject: Subject;
  account: { placeholder: string } | 'parent';
}

export interface Collection {
  /** Unique among collections; the portal's cache key and the OpenAPI tag. */
  name: string;
  access: CollectionAccess;
  /** The list and create path, and the path of one record (its last placeholder names the record). */
  paths: { collection: string; item: string };
  calls: Partial<Record<CollectionCallName, CollectionCall>>;
}

/** Keeps the calls literal, so that each call's body and answer type its client method. */
export const defineCollection = <const C extends Collection>(collection: C) => collection;

/** The method, path, permission and status of one declared call. */
export function callOf(collection: Collection, name: CollectionCallName) {
  const call = collection.calls[name]!;
  const usual = COLLECTION_CALLS[name];
  return {
    ...call,
    method: usual.method,
    path: call.path ?? collection.paths[usual.on],
    action: call.action ?? usual.action,
    status: name === 'remove' ? 204 : (call.status ?? 200),
  };
}

type Params = Record<string, string>;
type Call<C extends Collection, N extends CollectionCallName> = NonNullable<C['calls'][N]>;
type Answer<C extends Collection, N extends CollectionCallName> = Call<C, N>['answer'] extends z.ZodObject ? z.infer<Call<C, N>['answer']> : never;
type Body<C extends Collection, N extends CollectionCallName> = Call<C, N>['body'] extends z.ZodObject ? z.input<Call<C, N>['body']> : never;
type Query<C extends Collection> = Call<C, 'list'>['query'] extends z.ZodObject ? z.input<Call<C, 'list'>['query']> : never;

/** The client methods of a collection: each call's path filled from `params`, then the session scope. */
export function collectionCalls<C extends Collection>(api: ApiClient, collection: C) {
  const send = (name: CollectionCallName, params: Params = {}, options: { body?: unknown; query?: RequestQuery } = {}) => {
    const { method, path } = callOf(collection, name);
    return api.request({ method, path, params, ...options });
  };
  return {
    list: (params?: Params, query: Query<C> = {} as Query<C>) => send('list', params, { query: query as RequestQuery }) as Promise<Answer<C, 'list'>>,
    read: (params: Params) => send('read', params) as Promise<Answer<C, 'read'>>,
    create: (params: Params, body: Body<C, 'create'>) => send('create', params, { body }) as Promise<Answer<C, 'create'>>,
    update: (params: Params, body: Body<C, 'update'>) => send('update', params, { body }) as Promise<Answer<C, 'update'>>,
    remove: (params: Params) => send('remove', params) as Promise<void>,
  };
}

/** The portal's cache key of a collection's answers: `collectionKey(c)` covers them all, for invalidation. */
export const collectionKey = (collection: Collection, ...parts: unknown[]) => [collection.name, ...parts];
