/**
 * One description per API resource. It drives the data provider, the server's routes and
 * validation, the field labels (`resources.<name>.fields.<field>`) and the CLI's columns.
 * A resource with special behaviour adds a named function beside its description instead of
 * a special case inside the generic mechanisms.
 */
import type { z } from 'zod';
import type { Subject } from '../permissions';
import type { Filter, SearchCriteriaInput, SortOrder } from '../api/search-criteria';
import { DEFAULT_PAGE_SIZE } from '../api/search-query';
import type { SessionScope } from '../session/scope';
import { cleanPayload } from '../rules/imports';
import type { RouteKind } from './route-kinds';

/**
 * One part of a composite record saved with it (e.g. an account's warehouses): the items the
 * body asks for, compared by key with the stored ones; removed ones are deleted, then new ones
 * created. An item whose key matches but which is not `equal` is deleted and created again (the
 * spec's warehouse sync has no update). A body without the part's field leaves the part alone.
 */
export interface SavePart<TBody = Record<string, unknown>, TItem = Record<string, unknown>> {
  /** Names the part; the server binding saves it under the same name. */
  name: string;
  /** The part's items in a composite body; undefined when the body leaves the part out. */
  items(body: TBody): TItem[] | undefined;
  key(item: TItem): string;
  equal?(stored: TItem, wanted: TItem): boolean;
}

/**
 * A part whose items are one id each (a user's accounts or admin roles, a quota's users, an
 * account's features, the groups that see a record): the body gives the ids, each item is
 * `{ [field]: id }`, compared by that id. One rule, so these parts diff their links alike.
 */
export const idPart = <TBody, const Field extends string, Id extends string = string>(
  name: string,
  field: Field,
  ids: (body: TBody) => readonly Id[] | undefined,
): SavePart<TBody, Record<Field, Id>> => ({
  name,
  items: (body) => ids(body)?.map((id) => ({ [field]: id }) as Record<Field, Id>),
  key: (item) => item[field],
});

/**
 * What a part's save does: stored items not wanted (or wanted with other values) go, then wanted
 * items not stored (or changed) come. `inPlace` (a part whose storage can change an item): an item
 * kept under its key with other values is `changed` instead, so what refers to it stays.
 */
export function diffPart<Item>(
  part: SavePart<never, Item>,
  stored: Item[],
  wanted: Item[],
  inPlace = false,
): { removed: Item[]; added: Item[]; changed?: { stored: Item; wanted: Item }[] } {
  const same = (a: Item, b: Item) => part.key(a) === part.key(b) && (part.equal ? part.equal(a, b) : true);
  const unique = [...new Map(wanted.map((item) => [part.key(item), item])).values()];
  const changed = inPlace
    ? unique.flatMap((item) => {
        const match = stored.find((s) => part.key(s) === part.key(item));
        return match && !same(match, item) ? [{ stored: match, wanted: item }] : [];
      })
    : [];
  const changedKeys = new Set(changed.map((c) => part.key(c.wanted)));
  return {
    removed: stored.filter((item) => !changedKeys.has(part.key(item)) && !unique.some((w) => same(item, w))),
    added: unique.filter((item) => !changedKeys.has(part.key(item)) && !stored.some((s) => same(s, item))),
    ...(inPlace ? { changed } : {}),
  };
}

/**
 * A composite save: the record and its parts in one transaction on the server, through the
 * ordinary create (POST) and update (PUT) of the resource with the composite body. Parts run in
 * their order, each deletions first, then creations; the answer is the record reloaded.
 */
export interface SavePlan<TComposite extends z.ZodObject = z.ZodObject> {
  /** The body: the resource's input and the parts' fields (optional). */
  input: TComposite;
  parts: readonly SavePart<z.infer<TComposite>>[];
}

/**
 * How a resource's records belong to the organisation, which decides how the server scopes them:
 * - global: not owned (lookups, or records only all-accounts administrators manage),
 * - client: owned by a client (idClient), visible to holders of the permission on any of its accounts,
 * - account: owned by a client account (idClientAccount),
 * - user: owned by the acting user (idUser): nobody else sees them, whatever their permissions.
 * A record that is itself an owner (a client, an account) is created under its own owner: a new
 * account needs Create on another account of the same client, a new client the all-accounts marker.
 */
export type Ownership = 'global' | 'client' | 'account' | 'user';

/**
 * What an example body may refer to. The access tests build one per call, for the account they
 * test; values that must be unique (codes, e-mails) take `unique`, which differs at every call.
 */
export interface ExampleContext {
  idClient: string;
  idClientAccount: string;
  /** A user associated with that account. */
  idUser: string;
  /** A warehouse that account does not use yet. */
  idWarehouse: string;
  /** A simple product of that account. */
  idProduct: string;
  /** A provider's site (where a box may stand). */
  idProviderSite: string;
  /** A warehouse that account works with. */
  idAccountWarehouse: string;
  /** A supplier of that account. */
  idClientAccountSupplier: string;
  /** A kit of that account. */
  idKit: string;
  /** Upper-case letters and digits, at least 3 characters, different at every call. */
  unique: string;
}

export const WRITES = ['create', 'update', 'delete'] as const;
export type Write = (typeof WRITES)[number];

export interface ResourceDescription<TRecord extends z.ZodObject = z.ZodObject, TInput extends z.ZodObject = z.ZodObject> {
  /** The resource's one name: react-admin's, the data provider's, the CLI's, and locales' `resources.<name>`, e.g. "clients". */
  name: string;
  /**
   * The spec's browser path of its screens (list at `/<route>/list`), e.g. "admin/client"; only a
   * path, never a name. Null when edited inside its parent's form: then it has no screens.
   */
  route: string | null;
  /** The permission subject guarding every route of the resource. */
  subject: Subject;
  ownership: Ownership;
  idField: string & keyof z.infer<TRecord>;
  /**
   * API path templates; placeholders are filled from params, then the session scope.
   * - list: GET lists, PUT searches with the criteria as a JSON body, POST creates;
   * - lists: other paths listing (GET) and searching (PUT) the same records, e.g. one client's users;
   * - browse: the list path the data provider reads when it is not `list`, e.g. every visible
   *   account at /clients/accounts rather than one client's (filters narrow it);
   * - read: the path reading one record (GET) when the spec gives the GET of `item` to another
   *   route, e.g. a category's GET answers the orderer's category page; `item` otherwise.
   */
  paths: { list: string; item: string; lists?: readonly string[]; browse?: string; read?: string };
  /** Key of the record in single-record answers, e.g. { client: {...} }. */
  envelope: string;
  /** Key of the records in list answers, e.g. { clientAccountWarehouses: [...] }; "items" when omitted. */
  listEnvelope?: string;
  /**
   * The writes the generic routes offer (all three when omitted): a document that moved or
   * promised stock (a box's inbound and outbound orders, a stock regulation) is created and then
   * changed only through its own calls, and a box's stock is only read.
   */
  writes?: readonly Write[];
  /** What the resource offers beyond CRUD (kinds.ts); the server binding serves each. */
  kinds?: readonly RouteKind[];
  /** A create or update that saves parts with the record in one transaction. */
  savePlan?: SavePlan;
  /** A record as the API returns it. */
  record: TRecord;
  /** The body of a create or update call. */
  input: TInput;
  list: {
    /** Fields matched (OR, case-insensitive contains) by the free-text search. */
    searchFields: readonly string[];
    /** Fields a list may be sorted or filtered by; anything else is refused with 400. */
    sortFields: readonly string[];
    filterFields: readonly string[];
    defaultSort: SortOrder;
    /**
     * Sorts that break ties of a one-field sort, by that field: the box list by provider name,
     * then by site name (spec). Every sort still ends with the id, so that paging is stable.
     */
    tieBreaks?: Readonly<Record<string, readonly SortOrder[]>>;
    /** The page size of its screens and of a list request that names none (a description leaves it out for DEFAULT_PAGE_SIZE). */
    perPage: number;
    /**
     * Columns a GET list also takes as query parameters, each narrowing the list to one value
     * (the spec's `GET /box/boxs?{query}&idClientAccount=`). An account given so must be one the
     * caller holds the permission on, as an account in a path.
     */
    queryParams?: readonly string[];
    /** What the server puts in a list request that leaves it out (sort, page size, filters). */
    defaultCriteria?: SearchCriteriaInput;
    /** Filters the data provider adds from the session scope to the filters of a list screen. */
    scopeFilters?: (filterGroups: { filters: Filter[] }[], scope: SessionScope) => { filters: Filter[] }[];
  };
  /** A valid create body: shown in the API documentation and used by the generated access tests. */
  example: z.input<TInput> | ((context: ExampleContext) => z.input<TInput>);
  /** Columns of exports and imports, in order. */
  columns: readonly (string & keyof z.infer<TRecord>)[];
}

type ListSettings = ResourceDescription['list'];

/**
 * Keeps the name and route literal, so the registry can key bindings and screens by name, and the
 * description's own id field in its type, so a binding can check it against its table. A list
 * without its own page size has the usual one (DEFAULT_PAGE_SIZE).
 */
export const defineResource = <
  TRecord extends z.ZodObject,
  TInput extends z.ZodObject,
  const TId extends string & keyof z.infer<TRecord>,
  const TName extends string,
  const TRoute extends string | null,
>(
  description: Omit<ResourceDescription<TRecord, TInput>, 'list'> & {
    list: Omit<ListSettings, 'perPage'> & Partial<Pick<ListSettings, 'perPage'>>;
    idField: TId;
    name: TName;
    route: TRoute;
  },
): ResourceDescription<TRecord, TInput> & { idField: TId; name: TName; route: TRoute } => ({
  ...description,
  list: { ...description.list, perPage: description.list.perPage ?? DEFAULT_PAGE_SIZE },
});

/** Every path answering a list of the resource's records. */
export const listPaths = (description: ResourceDescription): string[] => [
  ...new Set([description.paths.list, ...(description.paths.lists ?? []), ...(description.paths.browse ? [description.paths.browse] : [])]),
];

export const exampleOf = (description: ResourceDescription, context: ExampleContext) =>
  typeof description.example === 'function' ? description.example(context) : description.example;

/** Whether the generic routes offer this write of the resource. */
export const offers = (description: Pick<ResourceDescription, 'writes'>, write: Write) => (description.writes ?? WRITES).includes(write);

/** The path reading one record (GET): `paths.read`, else the item path. */
export const readPathOf = (description: ResourceDescription) => description.paths.read ?? description.paths.item;

/** The key of a list answer's records. */
export const listEnvelopeOf = (description: ResourceDescription) => description.listEnvelope ?? 'items';

/** The body schema of a create or update: the composite one when the resource has a save plan. */
export const writeInputOf = (description: Pick<ResourceDescription, 'input' | 'savePlan'>) => description.savePlan?.input ?? description.input;

/** The fields of `data` a create or update call of the resource accepts, with empty strings as null. */
export function inputOf(description: ResourceDescription, data: Record<string, unknown>): Record<string, unknown> {
  const allowed = Object.keys(writeInputOf(description).shape);
  return cleanPayload(Object.fromEntries(Object.entries(data).filter(([key]) => allowed.includes(key))));
}

export type RecordOf<R extends ResourceDescription> = z.infer<R['record']>;
export type InputOf<R extends ResourceDescription> = z.infer<R['input']>;
