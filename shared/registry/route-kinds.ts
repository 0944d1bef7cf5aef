/**
 * Route kinds: what a resource offers beyond plain CRUD, declared beside its description and
 * served by generic server code (server/registry/route-kinds.ts) that checks access in one place and
 * documents every answer in OpenAPI.
 * - nestedCollection: records created and deleted under a parent record's path (an account's
 *   users, a user's roles in an account);
 * - linkSet: a set of links read whole and saved as a diff (missing added, surplus removed), e.g.
 *   an account's features, a role's permissions;
 * - action: one call on a record with its own body and answer (cancel, reorder, refresh stock),
 *   or a removal answering 204 with no body.
 */
import { z } from 'zod';
import type { ApiClient, Query } from '../api/api-client';
import type { Action, Subject } from '../permissions';
import type { PathParams } from '../session/scope';

/**
 * Who may call: the permission on `subject`, on the account a path placeholder names
 * (`{ account: 'idClientAccount' }`), on any account (`'any'`), or only through the all-accounts
 * marker (`'allAccounts'`, for what reaches across accounts such as admin roles). Reads need View,
 * creations Create, changes and removals Edit; an action names its own. Several subjects are
 * alternatives: the permission on any one of them will do (the boxes any box report is read of).
 */
export interface RouteAccess {
  subject: Subject | readonly Subject[];
  account: { placeholder: string } | 'any' | 'allAccounts';
}

/**
 * An action's access: a permission as above, or `'signedIn'` for a call any signed-in user makes
 * (reference lists, the caller's own applications or addresses) or whose rule is not a permission
 * (a masquerade's, an account's membership): its binding reads only what is the caller's, or checks the rest itself.
 */
export type ActionAccess = RouteAccess | 'signedIn';

interface KindBase {
  /** Unique among kinds; operation ids derive from it (e.g. "accountUsers" -> createAccountUsers). */
  name: string;
  /** OpenAPI tag: the parent resource's name. */
  tag: string;
  /** More OpenAPI tags after it: what else the call belongs to (an import, to the resource it imports into). */
  alsoTags?: readonly string[];
  access: RouteAccess;
}

export interface NestedCollectionKind<TInput extends z.ZodObject = z.ZodObject, TRecord extends z.ZodObject = z.ZodObject> extends KindBase {
  kind: 'nestedCollection';
  /** POST creates on `collection`; DELETE removes on `item`, whose last placeholder names the record. */
  paths: { collection: string; item: string };
  /** Key of the created record in the answer, e.g. { userRole: {...} }. */
  envelope: string;
  input: TInput;
  record: TRecord;
  /** What a person reads in the API documentation, e.g. { create: 'Associate a user with an account' }. */
  summaries: { create: string; delete: string };
}

export interface LinkSetKind<
  TLink extends z.ZodObject = z.ZodObject,
  TBody extends z.ZodObject = z.ZodObject,
  TAnswer extends z.ZodObject = z.ZodObject,
> extends KindBase {
  kind: 'linkSet';
  /** GET reads the set, PUT saves it. */
  path: string;
  /** One stored link, e.g. { action, subject }. */
  link: TLink;
  /** A link's identity: two links with the same key are the same link. */
  key(link: z.infer<TLink>): string;
  /** The PUT body. */
  body: TBody;
  /** The GET and PUT answer. */
  answer: TAnswer;
  /** The links the PUT body asks for, given the stored ones (a body may carry the whole set or only changes). */
  wanted(body: z.infer<TBody>, current: z.infer<TLink>[]): z.infer<TLink>[];
  /** Two links with the same key that differ (a switch turned off): the stored one is changed. Without it, same key is same link. */
  equal?(stored: z.infer<TLink>, wanted: z.infer<TLink>): boolean;
  summaries: { read: string; save: string };
  /**
   * Calls on one link beside the whole set (the spec's POST, PUT and DELETE of a group link):
   * POST on `path` adds the link `add` describes (409 when it is there already), DELETE on `item`
   * removes it, PUT on `item` changes it when `change` is given. `item`'s last placeholder is the
   * link's key; each answers the set, like GET.
   */
  single?: {
    item: string;
    add: z.ZodObject;
    change?: z.ZodObject;
    /** The link a POST body (or a PUT body with the item's key placeholder added) stands for. */
    linkOf(body: Record<string, unknown>): z.infer<TLink>;
    summaries: { add: string; change?: string; remove: string };
  };
}

export interface ActionKind<TBody extends z.ZodObject = z.ZodObject, TAnswer extends z.ZodObject = z.ZodObject> extends Omit<KindBase, 'access'> {
  kind: 'action';
  access: ActionAccess;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The permission action the call needs (View for a read, Edit for a change...). */
  action: Action;
  /** The body of a POST or PUT; a GET or DELETE takes none (declare `z.object({})`). */
  body: TBody;
  answer: TAnswer;
  /** Path placeholders that carry text rather than an id (a search text), at most 50 characters. */
  textParams?: readonly string[];
  /** Path placeholders checked by their own schema rather than as ids (a report's date). */
  params?: z.ZodObject;
  /** The query string a call may carry (e.g. ?idWarehouse=), validated like a body. */
  query?: z.ZodObject;
  /** 200 answers `answer`; 201 when the action creates something; 204 (a DELETE) answers nothing. */
  status: 200 | 201 | 204;
  /** The body carries base64 files (an order's documents): the file body limit instead of the usual one. */
  files?: true;
  summary: string;
}

export type RouteKind = NestedCollectionKind | LinkSetKind | ActionKind;

export const nestedCollection = <TInput extends z.ZodObject, TRecord extends z.ZodObject>(kind: Omit<NestedCollectionKind<TInput, TRecord>, 'kind'>) =>
  ({ ...kind, kind: 'nestedCollection' }) as const satisfies NestedCollectionKind<TInput, TRecord>;
export const linkSet = <TLink extends z.ZodObject, TBody extends z.ZodObject, TAnswer extends z.ZodObject>(
  kind: Omit<LinkSetKind<TLink, TBody, TAnswer>, 'kind'>,
) => ({ ...kind, kind: 'linkSet' }) as const satisfies LinkSetKind<TLink, TBody, TAnswer>;
export const action = <TBody extends z.ZodObject, TAnswer extends z.ZodObject>(kind: Omit<ActionKind<TBody, TAnswer>, 'kind'>) =>
  ({ ...kind, kind: 'action' }) as const satisfies ActionKind<TBody, TAnswer>;

/** What every action's declaration would otherwise repeat: its kind, method, permission action, body and status. */
const noFields = () => z.object({});
type ActionFields<TAnswer extends z.ZodObject> = Omit<ActionKind<ReturnType<typeof noFields>, TAnswer>, 'kind' | 'method' | 'action' | 'body' | 'status'>;

/** A read (a search, a list of status types, choices of a form): GET with no body, needing View, answering 200. */
export const readAction = <TAnswer extends z.ZodObject>(kind: ActionFields<TAnswer>) =>
  action({ ...kind, method: 'GET', action: 'View', body: noFields(), status: 200 });

/** A step on a record that needs no fields (cancel, complete, draft from cart): POST with an empty body, answering 200. */
export const stepAction = <TAnswer extends z.ZodObject>(kind: ActionFields<TAnswer> & { action: Action }) =>
  action({ ...kind, method: 'POST', body: noFields(), status: 200 });

type OwnFields<K> = Omit<K, 'tag' | 'access'> & { access?: ActionAccess };

/** The answer of a read that lists one kind of entry under `key`: `{ [key]: entry[] }`. */
const listAnswer = <K extends string, TEntry extends z.ZodType>(key: K, entry: TEntry) => z.object({ [key]: z.array(entry) } as Record<K, z.ZodArray<TEntry>>);

/**
 * The actions of one resource, its OpenAPI tag and usual access said once: `read` and `step` as
 * above (a step needs Edit unless it names its action), `remove` for a DELETE with no body that
 * needs Edit unless it names its action and answers 204 with nothing, `list` for a read answering one list
 * under one key (a reference list such as box types or regularization reasons, a search's
 * choices; named after its key unless it names itself), `action` for any other; an action may
 * name its own access.
 */
export const actionsOf = (tag: string, access: ActionAccess) => ({
  read: <TAnswer extends z.ZodObject>(kind: OwnFields<ActionFields<TAnswer>>) => readAction({ tag, access, ...kind }),
  list: <K extends string, TEntry extends z.ZodType>(
    key: K,
    entry: TEntry,
    kind: OwnFields<Omit<ActionFields<z.ZodObject>, 'answer' | 'name'>> & { name?: string },
  ) => readAction({ tag, access, ...kind, name: kind.name ?? key, answer: listAnswer(key, entry) }),
  step: <TAnswer extends z.ZodObject>(kind: OwnFields<ActionFields<TAnswer>> & { action?: Action }) => stepAction({ tag, access, action: 'Edit', ...kind }),
  remove: (kind: OwnFields<Omit<ActionFields<z.ZodObject>, 'answer' | 'query'>> & { action?: Action }) =>
    action({ tag, access, action: 'Edit', ...kind, method: 'DELETE', body: noFields(), answer: noFields(), status: 204 }),
  action: <TBody extends z.ZodObject, TAnswer extends z.ZodObject>(kind: OwnFields<Omit<ActionKind<TBody, TAnswer>, 'kind'>>) =>
    action({ tag, access, ...kind }),
});

/** The ?query= of a search action: its text, at most 50 characters like a text placeholder. */
export const searchQuery = z.object({ query: z.string().max(50, { error: 'validation.tooLong' }).optional() });

/** "/clients/{idClient}/accounts" -> ["idClient"] */
export const placeholdersOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** Headers a call adds for itself only (the spec's IdUser, for a read on behalf of another user). */
type CallHeaders = Record<string, string> | undefined;

/** Calls a declared action: its path filled from `params` (then the session scope), its answer as declared. */
export const callAction = <K extends ActionKind>(
  api: ApiClient,
  kind: K,
  params?: PathParams,
  query?: Query,
  headers?: CallHeaders,
): Promise<z.infer<K['answer']>> =>
  // A POST or PUT action without its own fields still sends its (empty) body: the route declares one.
  api.request({
    method: kind.method,
    path: kind.path,
    params,
    query,
    ...(headers ? { headers } : {}),
    ...(kind.method === 'GET' || kind.method === 'DELETE' ? {} : { body: {} }),
  });

/** Calls a declared action that takes fields: its body as its declaration reads it, its path filled from `params`, its answer as declared. */
export const sendAction = <K extends ActionKind>(
  api: ApiClient,
  kind: K,
  body: z.input<K['body']>,
  params?: PathParams,
  query?: Query,
): Promise<z.infer<K['answer']>> => api.request({ method: kind.method, path: kind.path, params, ...(query ? { query } : {}), body });
