/**
 * One description per API resource. It drives the data provider, the server's routes and
 * validation, the field labels (`resources.<name>.fields.<field>`) and the CLI's columns.
 * A resource with special behaviour adds a named function beside its description instead of
 * a special case inside the generic mechanisms.
 */
import type { z } from 'zod';
import type { Subject } from '../permissions';
import type { SortOrder } from '../api/search-criteria';

/**
 * How a resource's records belong to the organisation, which decides how the server scopes them:
 * - global: not owned (lookups, or records only all-accounts administrators manage),
 * - client: owned by a client (idClient), visible to holders of the permission on any of its accounts,
 * - account: owned by a client account (idClientAccount).
 */
export type Ownership = 'global' | 'client' | 'account';

export interface ResourceDescription<
  TRecord extends z.ZodObject = z.ZodObject,
  TInput extends z.ZodObject = z.ZodObject,
> {
  /** Key for locales, the data provider and the CLI, e.g. "clients". */
  name: string;
  /** Base of the web routes (list at `/<route>/list`), e.g. "admin/client". */
  route: string;
  /** The permission subject guarding every route of the resource. */
  subject: Subject;
  ownership: Ownership;
  idField: string & keyof z.infer<TRecord>;
  /** API path templates; placeholders are filled from params, then the session scope. */
  paths: { list: string; item: string };
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
  };
  /** A valid create body: shown in the API documentation and used by the generated access tests. */
  example: z.input<TInput>;
  /** Columns of exports and imports, in order. */
  columns: readonly (string & keyof z.infer<TRecord>)[];
}

export const defineResource = <TRecord extends z.ZodObject, TInput extends z.ZodObject>(
  description: ResourceDescription<TRecord, TInput>,
) => description;

export type RecordOf<R extends ResourceDescription> = z.infer<R['record']>;
export type InputOf<R extends ResourceDescription> = z.infer<R['input']>;
