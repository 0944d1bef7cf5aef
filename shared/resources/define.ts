/**
 * One description per API resource. It drives the data provider, the server's routes and
 * validation, the field labels (`resources.<name>.fields.<field>`) and the CLI's columns.
 * A resource with special behaviour adds a named function beside its description instead of
 * a special case inside the generic mechanisms.
 */
import type { z } from 'zod';
import type { Subject } from '../permissions';
import type { Filter, SearchCriteriaInput, SortOrder } from '../api/search-criteria';
import type { SessionScope } from '../session/scope';
import { cleanPayload } from '../rules/imports';

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
  /** Upper-case letters and digits, at least 3 characters, different at every call. */
  unique: string;
}

export interface ResourceDescription<TRecord extends z.ZodObject = z.ZodObject, TInput extends z.ZodObject = z.ZodObject> {
  /** Key for locales, the data provider and the CLI, e.g. "clients". */
  name: string;
  /** Base of the web routes (list at `/<route>/list`), e.g. "admin/client"; null when edited inside its parent's form. */
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
   *   account at /clients/accounts rather than one client's (filters narrow it).
   */
  paths: { list: string; item: string; lists?: readonly string[]; browse?: string };
  /** Key of the record in single-record answers, e.g. { client: {...} }. */
  envelope: string;
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
    perPage: number;
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

export const defineResource = <TRecord extends z.ZodObject, TInput extends z.ZodObject>(description: ResourceDescription<TRecord, TInput>) => description;

/** Every path answering a list of the resource's records. */
export const listPaths = (description: ResourceDescription): string[] => [
  ...new Set([description.paths.list, ...(description.paths.lists ?? []), ...(description.paths.browse ? [description.paths.browse] : [])]),
];

export const exampleOf = (description: ResourceDescription, context: ExampleContext) =>
  typeof description.example === 'function' ? description.example(context) : description.example;

/** The fields of `data` a create or update call of the resource accepts, with empty strings as null. */
export function inputOf(description: ResourceDescription, data: Record<string, unknown>): Record<string, unknown> {
  const allowed = Object.keys(description.input.shape);
  return cleanPayload(Object.fromEntries(Object.entries(data).filter(([key]) => allowed.includes(key))));
}

export type RecordOf<R extends ResourceDescription> = z.infer<R['record']>;
export type InputOf<R extends ResourceDescription> = z.infer<R['input']>;
