/**
 * Generic routes of a described resource: list (GET, and PUT with the criteria as a JSON body)
 * on each of its list paths, get, create, update, delete. Each checks the permission (View /
 * Create / Edit, and Edit for delete) of the description's subject and keeps callers inside the
 * accounts they hold it on (ownership.ts): a record outside them answers exactly like a missing
 * one (403), so nobody learns what exists elsewhere. Callers holding the permission on every
 * account see real 404s. A write is checked again after it is made, in its transaction: a record
 * may not be created, or moved, where the caller could not reach it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fromQuery, searchCriteriaSchema, toQuery, type SearchCriteria } from '../../shared/api/search-criteria';
import { diffPart, listEnvelopeOf, listPaths, offers, readPathOf, writeInputOf } from '../../shared/resources';
import { canAccess } from '../../shared/permissions';
import { authOf, authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { auditEntry, type AuditEntry } from '../lib/audit';
import { auditLog } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import type { PartContext, ResourceBinding } from './binding';
import { registerKind } from './route-kinds';
import { routePath } from './paths';
import { blockingReferences, usageOf } from './usage';
import { usageAnswer, usagePath } from '../../shared/registry/usage';
import { accountsOfClient, ownershipOf, type Scope } from './ownership';
import { filterValues, preparedWhereOf } from './query';
import { countStatement, listPage, pageStatement, pageValues } from './list-page';
import { auditInsert, auditValues, deleteAudited } from './delete-audited';
import { StatementCache } from './statement-cache';

/** The row's id beside its nested values, when those are read apart. */
const NESTED_ID = '__nested_id';
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** The query of a GET list (spec part 3, section 7): each criterion as a string. */
const listQuery = z.object({
  currentPage: z.string().optional().describe('Page number, from 1'),
  pageSize: z.string().optional().describe('Records per page; -1 for all'),
  sortOrders: z.string().optional().describe('field:ASC|DESC, comma-separated'),
  filterGroups: z.string().optional().describe('JSON array of { filters: [{ field, value, conditionType }] }, groups AND-ed, filters OR-ed'),
});

/** The criteria of a PUT search: what is left out gets the description's defaults, as in a GET. */
const searchBody = z.object({
  currentPage: searchCriteriaSchema.shape.currentPage.unwrap().optional(),
  pageSize: searchCriteriaSchema.shape.pageSize.unwrap().optional(),
  sortOrders: searchCriteriaSchema.shape.sortOrders.unwrap().optional(),
  filterGroups: searchCriteriaSchema.shape.filterGroups.unwrap().optional(),
});

export function registerResource(app: FastifyInstance, db: Db, binding: ResourceBinding) {
  const { description, table } = binding;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // A placeholder naming a column under another name (binding.pathColumns) reads as that column.
  const aliases = Object.fromEntries(Object.entries(binding.pathColumns ?? {}).map(([name, column]) => [name, columns[column]]));
  const pathColumn = (name: string): PgColumn | undefined => columns[name] ?? aliases[name];
  const idColumn = columns[description.idField];
  const owner = ownershipOf(db, binding, columns);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [description.name];
  const name = description.name;
  const body = writeInputOf(description);
  // A list asked without a page size gets the description's (e.g. all of an account's warehouses).
  const defaults = { pageSize: description.list.perPage, ...description.list.defaultCriteria };

  // A placeholder that names no column would silently match everything: refuse it at start-up.
  for (const path of [...listPaths(description), description.paths.item, readPathOf(description)]) {
    for (const name of placeholders(path)) {
      if (name !== 'id' && !pathColumn(name) && !(name === 'idClient' && columns.idClientAccount)) {
        throw new Error(`${description.name}: placeholder {${name}} of ${path} names no column of its table`);
      }
    }
  }

  const paramsSchema = (template: string) => z.object(Object.fromEntries(placeholders(template).map((name) => [name, z.uuid('validation.invalid')])));

  /** Conditions from the path: placeholders naming columns, and a client's placeholder above an account. */
  const pathConditions = (params: Record<string, string>): SQL[] =>
    Object.entries(params).flatMap(([name, value]) => {
      if (name === 'id') return [];
      const column = pathColumn(name);
      if (column) return [eq(column, value)];
      return [inArray(columns.idClientAccount, accountsOfClient(db, value))];
    });
  const rowWhere = (params: Record<string, string>, id: unknown) => and(eq(idColumn, id), ...pathConditions(params));
  /** The placeholder of a path's value (no filter, scope or page placeholder is named so). */
  const pathName = (name: string) => `path_${name}`;
  /** pathConditions with the path's values as placeholders (pathValuesOf gives their values). */
  const preparedPathConditions = (names: string[]): SQL[] =>
    names.flatMap((name) => {
      if (name === 'id') return [];
      const column = pathColumn(name);
      if (column) return [eq(column, sql.placeholder(pathName(name)))];
      return [inArray(columns.idClientAccount, accountsOfClient(db, sql.placeholder(pathName(name))))];
    });
  const preparedRowWhere = (names: string[]) => and(eq(idColumn, sql.placeholder(pathName('id'))), ...preparedPathConditions(names));
  const pathValuesOf = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).map(([name, value]) => [pathName(name), value]));
  /** Whether the path narrows the rows beyond the record's id. */
  const narrowsByPath = (params: Record<string, string>) => Object.keys(params).some((name) => name !== 'id');
  // The statements run outside a transaction, kept per shape (statement-cache.ts).
  const kept = {
    page: new StatementCache(),
    count: new StatementCache(),
    read: new StatementCache(),
    usage: new StatementCache(),
    create: new StatementCache(),
    remove: new StatementCache(),
  };
  /** The path's placeholders that name columns: they win over the body. */
  const pathValues = (params: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(params)
        .filter(([name]) => name !== 'id' && pathColumn(name))
        .map(([name, value]) => [binding.pathColumns?.[name] ?? name, value]),
    );
  const onlyColumns = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([name]) => columns[name]));

  const { nested, shape } = binding;
  /** The row's columns, with the nested values beside them when the record has some. */
  const withNested = nested ? { ...columns, ...nested } : columns;
  /**
   * The records of rows: nested values read with the rows already, or read now in one statement
   * (rows written inside a transaction), or the hydrate hook; then shaped.
   */
  async function toRecords(tx: Tx, rows: Record<string, unknown>[], nestedRead = false) {
    if (!nested) {
      const records = binding.hydrate ? await binding.hydrate(tx, rows) : rows;
      return shape ? records.map(shape) : records;
    }
    let full = rows;
    if (!nestedRead && rows.length) {
      const found = (await tx
        .select({ [NESTED_ID]: idColumn, ...nested })
        .from(table)
        .where(
          inArray(
            idColumn,
            rows.map((r) => r[description.idField]),
          ),
        )) as Record<string, unknown>[];
      const byId = new Map(found.map(({ [NESTED_ID]: id, ...values }) => [id, values]));
      full = rows.map((row) => ({ ...row, ...byId.get(row[description.idField]) }));
    }
    return shape ? full.map(shape) : full;
  }
  const refusal = (scope: Scope) => (scope.all ? notFound() : forbidden());

  async function findOne(tx: Tx, scope: Scope, params: Record<string, string>, selection: Record<string, unknown> = columns) {
    const [row] = await tx
      .select(selection as typeof columns)
      .from(table)
      .where(and(rowWhere(params, params.id), scope.where));
    if (!row) throw refusal(scope);
    return row as Record<string, unknown>;
  }

  /** findOne outside a transaction, through a kept statement. */
  async function readOne(cache: StatementCache, scope: Scope, params: Record<string, string>, selection: Record<string, unknown>) {
    const names = Object.keys(params);
    const { prepared } = scope;
    const statement = cache.statement(prepared && JSON.stringify([prepared.key, names]), () =>
      db
        .select(selection as typeof columns)
        .from(table)
        .where(and(preparedRowWhere(names), prepared ? prepared.where : scope.where))
        .$dynamic(),
    );
    const [row] = await statement.execute({ ...prepared?.values, ...pathValuesOf(params) });
    if (!row) throw refusal(scope);
    return row as Record<string, unknown>;
  }

  /**
   * After a write, in its transaction: the row must still be one the caller may touch. The same
   * statement records the write's audit entry (rolled back with the write if it fails later).
   */
  async function verify(tx: Tx, scope: Scope, params: Record<string, string>, id: unknown, audit: AuditEntry) {
    const [row] = await tx
      .with(tx.$with('audit').as(tx.insert(auditLog).values(audit)))
      .select({ id: idColumn })
      .from(table)
      .where(and(rowWhere(params, id), scope.where));
    if (!row) throw refusal(scope);
  }

  const one = (record: Record<string, unknown>) => ({ [description.envelope]: record });

  /**
   * The save plan's parts, after the record is written and inside its transaction: for each part
   * the body carries, deletions of what is no longer wanted (or changed), then creations.
   */
  async function saveParts(tx: Tx, context: PartContext<Record<string, unknown>>, composite: Record<string, unknown>) {
    for (const part of description.savePlan?.parts ?? []) {
      const wanted = part.items(composite);
      if (!wanted) continue;
      const saver = binding.parts![part.name];
      const { removed, added, changed } = diffPart(part, await saver.current(tx, context), wanted, !!saver.change);
      for (const item of removed) await saver.remove(tx, context, item);
      for (const item of changed ?? []) await saver.change!(tx, context, item.stored, item.wanted);
      for (const item of added) await saver.add(tx, context, item);
    }
  }

  // Every part of the save plan and every route kind needs its storage: refuse to start without.
  for (const part of description.savePlan?.parts ?? []) {
    if (!binding.parts?.[part.name]) throw new Error(`${description.name}: the save plan's part "${part.name}" has no binding`);
  }
  for (const kind of description.kinds ?? []) {
    const served = binding.kinds?.find((k) => k.kind === kind);
    if (!served) throw new Error(`${description.name}: the route kind "${kind.name}" has no binding`);
    registerKind(app, db, served);
  }
  const listKey = listEnvelopeOf(description);
  // Query parameters naming columns (the spec's ?idClientAccount=): each narrows the list to one value.
  const queryParams = description.list.queryParams ?? [];
  for (const name of queryParams) {
    if (!columns[name]) throw new Error(`${description.name}: the query parameter ${name} names no column of its table`);
  }
  const getListQuery = queryParams.length
    ? listQuery.extend(
        Object.fromEntries(queryParams.map((name) => [name, z.uuid('validation.invalid').optional().describe(`Only the records of this ${name}`)])),
      )
    : listQuery;
  const listAnswer = z.object({
    [listKey]: z.array(description.record),
    searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }),
  });
  const oneAnswer = z.object({ [description.envelope]: description.record });

  async function list(request: FastifyRequest, criteria: SearchCriteria, asked: Record<string, unknown> = {}) {
    const params = request.params as Record<string, string>;
    const scope = owner.read(request, 'View');
    // A list under an account the caller does not hold is refused, not merely empty.
    if (params.idClientAccount) authorize(request, 'View', description.subject, params.idClientAccount);
    await binding.reachParent?.(db, { request, params, action: 'View' });
    const narrowed = queryParams.filter((name) => typeof asked[name] === 'string');
    if (narrowed.includes('idClientAccount')) authorize(request, 'View', description.subject, String(asked.idClientAccount));
    if (binding.list) {
      const { items, totalCount } = await binding.list(db, { request, params, criteria });
      return { [listKey]: items, searchCriteria: { totalCount, currentPage: criteria.currentPage, pageSize: criteria.pageSize } };
    }
    // Checked first (400 on a field or value the list refuses), whether the statement is kept or not.
    const filters = filterValues(description, table, criteria);
    const names = Object.keys(params);
    const { prepared } = scope;
    const queryName = (name: string) => `query_${name}`;
    const shape =
      prepared &&
      JSON.stringify([prepared.key, filters.key, criteria.sortOrders.map((s) => `${s.field}:${s.direction}`), criteria.pageSize === -1, names, narrowed]);
    const where = () =>
      and(
        prepared ? prepared.where : scope.where,
        preparedWhereOf(table, criteria),
        ...preparedPathConditions(names),
        ...narrowed.map((name) => eq(columns[name], sql.placeholder(queryName(name)))),
      );
    const values = {
      ...prepared?.values,
      ...filters.values,
      ...pathValuesOf(params),
      ...Object.fromEntries(narrowed.map((name) => [queryName(name), asked[name]])),
      ...pageValues(criteria),
    };
    const keptCount = binding.count;
    const counted = keptCount ? () => keptCount(db, { request, criteria, query: asked, params }) : undefined;
    const statements = {
      page: kept.page.statement(shape, () => pageStatement(db, { description, table, columns, nested }, where(), criteria)),
      count: () => kept.count.statement(shape, () => countStatement(db, table, where())),
    };
    const { rows, total } = await listPage(statements, values, criteria, counted);
    const items = await toRecords(db, rows, true);
    return { [listKey]: items, searchCriteria: { totalCount: total, currentPage: criteria.currentPage, pageSize: criteria.pageSize } };
  }

  const { audience } = binding;
  /** Whether the second audience's answer is the one to give (SecondAudience). */
  const asksAsAudience = (request: FastifyRequest, query: Record<string, unknown>): boolean => {
    if (!audience) return false;
    const permissions = request.auth?.accountPermissions ?? [];
    const idClientAccount = (request.params as Record<string, string>).idClientAccount;
    const holds = (subject: typeof audience.subject) => canAccess(permissions, { action: 'View', subject, idClientAccount });
    return holds(audience.subject) && (!holds(description.subject) || query.idWarehouse !== undefined);
  };
  const audienceContext = (request: FastifyRequest) => ({
    request,
    params: request.params as Record<string, string>,
    query: request.query as Record<string, unknown>,
  });

  for (const path of listPaths(description)) {
    const params = paramsSchema(path);
    const second = path === description.paths.list ? audience?.list : undefined;
    routes.get(routePath(path), {
      schema: {
        tags,
        summary: second ? `List ${name} (the administration's list, or the orderer's)` : `List ${name}`,
        params,
        querystring: second ? getListQuery.extend(audience!.query.shape) : getListQuery,
        response: { 200: second ? z.union([listAnswer, second.answer]) : listAnswer },
      },
      handler: (request) => {
        if (second && asksAsAudience(request, request.query as Record<string, unknown>)) return second.run(db, audienceContext(request));
        const { currentPage, pageSize, sortOrders, filterGroups, ...asked } = request.query as Record<string, string | undefined>;
        const given = Object.fromEntries(Object.entries({ currentPage, pageSize, sortOrders, filterGroups }).filter(([, value]) => value !== undefined));
        return list(request, fromQuery({ ...toQuery(defaults), ...given }), asked);
      },
    });
    routes.put(routePath(path), {
      schema: { tags, summary: `Search ${name} (criteria in the body)`, params, body: searchBody, response: { 200: listAnswer } },
      handler: (request) => list(request, searchCriteriaSchema.parse({ ...defaults, ...request.body })),
    });
  }

  const secondRead = audience?.read;
  routes.get(routePath(readPathOf(description)), {
    schema: {
      tags,
      summary: secondRead ? `Read one of ${name} (the administration's record, or the orderer's)` : `Read one of ${name}`,
      params: paramsSchema(readPathOf(description)),
      ...(secondRead ? { querystring: audience!.query } : {}),
      response: { 200: secondRead ? z.union([oneAnswer, secondRead.answer]) : oneAnswer },
    },
    handler: async (request) => {
      if (secondRead && asksAsAudience(request, request.query as Record<string, unknown>)) return secondRead.run(db, audienceContext(request));
      const row = await readOne(kept.read, owner.read(request, 'View'), request.params as Record<string, string>, withNested);
      return one((await toRecords(db, [row], true))[0]);
    },
  });

  if (offers(description, 'create'))
    routes.post(routePath(description.paths.list), {
      ...(binding.bodyLimit ? { bodyLimit: binding.bodyLimit } : {}),
      schema: { tags, summary: `Create one of ${name}`, params: paramsSchema(description.paths.list), body, response: { 201: oneAnswer } },
      handler: async (request, reply) => {
        const params = request.params as Record<string, string>;
        const scope = owner.create(request);
        let values: Record<string, unknown> = { ...(request.body as Record<string, unknown>), ...pathValues(params) };
        if (description.ownership === 'user') values.idUser = authOf(request).actingUser.idUser;
        await binding.reachParent?.(db, { request, params, action: 'Create' });
        await owner.precheck(request, values);
        // With nothing to check or save beside the row (no hook, no save plan, no condition the
        // row could escape), the insert is the whole write: no transaction, no verification; one
        // statement inserts the row, records the audit entry and reads the nested values.
        // The statement is kept per set of columns given (each value a placeholder, encoded as its column encodes it).
        if (!binding.beforeWrite && !description.savePlan?.parts.length && !scope.where && !narrowsByPath(params)) {
          const stored = onlyColumns(values);
          const given = Object.keys(stored)
            .filter((name) => stored[name] !== undefined)
            .sort();
          const valueName = (name: string) => `value_${name}`;
          const statement = kept.create.statement(JSON.stringify(given), () => {
            const created = db.$with(getTableName(table)).as(
              db
                .insert(table)
                .values(Object.fromEntries(given.map((name) => [name, sql`${sql.placeholder(valueName(name))}`])))
                .returning(),
            );
            const audit = db.$with('audit').as(auditInsert(db));
            const selection = { ...(created._.selectedFields as Record<string, PgColumn>), ...nested };
            return db.with(created, audit).select(selection).from(created).$dynamic();
          });
          const [row] = (await statement.execute({
            ...Object.fromEntries(given.map((name) => [valueName(name), stored[name] === null ? null : columns[name].mapToDriverValue(stored[name])])),
            ...auditValues(auditEntry(request, 201)!),
          })) as Record<string, unknown>[];
          return reply.code(201).send(one((await toRecords(db, [row], true))[0]));
        }
        const created = await db.transaction(async (tx) => {
          if (binding.beforeWrite) values = await binding.beforeWrite(tx, { request, values, current: null });
          const [row] = (await tx.insert(table).values(onlyColumns(values)).returning()) as Record<string, unknown>[];
          await verify(tx, scope, params, row[description.idField], auditEntry(request, 201)!);
          await saveParts(tx, { request, row }, request.body);
          return (await toRecords(tx, [row]))[0];
        });
        return reply.code(201).send(one(created));
      },
    });

  if (offers(description, 'update'))
    routes.put(routePath(description.paths.item), {
      ...(binding.bodyLimit ? { bodyLimit: binding.bodyLimit } : {}),
      schema: { tags, summary: `Update one of ${name}`, params: paramsSchema(description.paths.item), body, response: { 200: oneAnswer } },
      handler: async (request) => {
        const params = request.params as Record<string, string>;
        const scope = owner.read(request, 'Edit');
        return db.transaction(async (tx) => {
          const current = await findOne(tx, scope, params);
          let values: Record<string, unknown> = { ...(request.body as Record<string, unknown>), ...pathValues(params) };
          if (binding.beforeWrite) values = await binding.beforeWrite(tx, { request, values, current });
          const [row] = (await tx.update(table).set(onlyColumns(values)).where(rowWhere(params, params.id)).returning()) as Record<string, unknown>[];
          await verify(tx, scope, params, row[description.idField], auditEntry(request, 200)!);
          await saveParts(tx, { request, row }, request.body);
          return one((await toRecords(tx, [row]))[0]);
        });
      },
    });

  // What would refuse the deletion, for the portal to say before asking (shared/registry/usage.ts).
  const references = blockingReferences(table, idColumn);
  if (!offers(description, 'delete')) return;
  routes.get(routePath(usagePath(description)), {
    schema: { tags, summary: `What still uses one of ${name}`, params: paramsSchema(description.paths.item), response: { 200: usageAnswer } },
    handler: async (request) => {
      const params = request.params as Record<string, string>;
      const current = await readOne(kept.usage, owner.read(request, 'Edit'), params, columns);
      return { usage: await usageOf(db, references, current[description.idField]) };
    },
  });

  routes.delete(routePath(description.paths.item), {
    schema: { tags, summary: `Delete one of ${name}`, params: paramsSchema(description.paths.item) },
    handler: async (request, reply) => {
      const params = request.params as Record<string, string>;
      const scope = owner.read(request, 'Edit');
      // Without a hook to run first, one statement deletes what the caller may reach, or nothing,
      // and records the audit entry when it deleted.
      if (!binding.beforeDelete) {
        const names = Object.keys(params);
        const { prepared } = scope;
        const statement = kept.remove.statement(prepared && JSON.stringify([prepared.key, names]), () =>
          deleteAudited(db, table, idColumn, and(preparedRowWhere(names), prepared ? prepared.where : scope.where)),
        );
        const rows = await statement.execute({ ...prepared?.values, ...pathValuesOf(params), ...auditValues(auditEntry(request, 204)!) });
        if (!rows.length) throw refusal(scope);
        return reply.code(204).send();
      }
      await db.transaction(async (tx) => {
        const current = await findOne(tx, scope, params);
        await binding.beforeDelete?.(tx, { request, current });
        await tx
          .with(tx.$with('audit').as(tx.insert(auditLog).values(auditEntry(request, 204)!)))
          .delete(table)
          .where(rowWhere(params, params.id));
      });
      return reply.code(204).send();
    },
  });
}
