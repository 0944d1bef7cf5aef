/**
 * Generic routes of a described resource: list, get, create, update, delete. Each checks the
 * permission (View / Create / Edit, and Edit for delete) of the description's subject and keeps
 * callers inside the accounts they hold it on: a record outside them answers exactly like a
 * missing one (403), so nobody learns what exists elsewhere. Callers holding the permission on
 * every account see real 404s.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fromQuery } from '../../shared/api/search-criteria';
import type { Action } from '../../shared/permissions';
import { accountScope, authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { clientAccounts } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import type { ResourceBinding } from './binding';
import { orderOf, whereOf } from './query';

/** "/clients/{idClient}/accounts" -> "/clients/:idClient/accounts" */
export const routePath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

export function registerResource(app: FastifyInstance, db: Db, binding: ResourceBinding) {
  const { description, table } = binding;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns[description.idField];
  const ownerField = description.ownership === 'client' ? 'idClient' : description.ownership === 'account' ? 'idClientAccount' : null;
  const ownerColumn = ownerField ? columns[ownerField] : null;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [description.name];

  const paramsSchema = (template: string) =>
    z.object(Object.fromEntries(placeholders(template).map((name) => [name, z.uuid('validation.invalid')])));

  /** SQL limiting rows to what the caller may touch with `action`; 'all' means no limit. */
  async function scopeCondition(request: FastifyRequest, action: Action): Promise<{ where?: SQL; all: boolean }> {
    authorize(request, action, description.subject);
    const scope = accountScope(request, action, description.subject);
    if (scope === 'all' || !ownerColumn) return { all: scope === 'all' };
    if (description.ownership === 'account') return { where: inArray(ownerColumn, scope), all: false };
    const owned = db.select({ id: clientAccounts.idClient }).from(clientAccounts).where(inArray(clientAccounts.idClientAccount, scope));
    return { where: inArray(ownerColumn, owned), all: false };
  }

  /** Conditions from path placeholders that name table columns (e.g. idClient in /clients/{idClient}/accounts). */
  const pathConditions = (params: Record<string, string>) =>
    Object.entries(params)
      .filter(([name]) => name !== 'id' && columns[name])
      .map(([name, value]) => eq(columns[name], value));

  const toRecords = async (tx: Tx, rows: Record<string, unknown>[]) => (binding.hydrate ? binding.hydrate(tx, rows) : rows);

  async function findOne(tx: Tx, request: FastifyRequest, action: Action, params: Record<string, string>) {
    const scope = await scopeCondition(request, action);
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(idColumn, params.id), scope.where, ...pathConditions(params)));
    if (!row) throw scope.all ? notFound() : forbidden();
    return row as Record<string, unknown>;
  }

  const one = (record: Record<string, unknown>) => ({ [description.envelope]: record });
  const listAnswer = z.object({
    items: z.array(description.record),
    searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }),
  });
  const oneAnswer = z.object({ [description.envelope]: description.record });

  routes.get(routePath(description.paths.list), {
    schema: { tags, params: paramsSchema(description.paths.list), querystring: z.record(z.string(), z.string()), response: { 200: listAnswer } },
    handler: async (request) => {
      const criteria = fromQuery(request.query);
      const scope = await scopeCondition(request, 'View');
      const where = and(scope.where, whereOf(description, table, criteria), ...pathConditions(request.params as Record<string, string>));
      const [{ total }] = await db.select({ total: count() }).from(table).where(where);
      let query = db.select().from(table).where(where).orderBy(...orderOf(description, table, criteria)).$dynamic();
      if (criteria.pageSize !== -1) query = query.limit(criteria.pageSize).offset((criteria.currentPage - 1) * criteria.pageSize);
      const items = await toRecords(db, (await query) as Record<string, unknown>[]);
      return { items, searchCriteria: { totalCount: total, currentPage: criteria.currentPage, pageSize: criteria.pageSize } } as never;
    },
  });

  routes.get(routePath(description.paths.item), {
    schema: { tags, params: paramsSchema(description.paths.item), response: { 200: oneAnswer } },
    handler: async (request) => {
      const row = await findOne(db, request, 'View', request.params as Record<string, string>);
      return one((await toRecords(db, [row]))[0]) as never;
    },
  });

  /** The owner a new record is created under must be one the caller holds Create on. */
  function checkOwner(request: FastifyRequest, values: Record<string, unknown>) {
    const scope = accountScope(request, 'Create', description.subject);
    if (scope === 'all') return;
    // A record that is itself an owner (a client) can only be created by all-accounts holders.
    if (!ownerField || ownerField === description.idField) throw forbidden();
    if (description.ownership === 'account' && !scope.includes(String(values.idClientAccount))) throw forbidden();
  }

  routes.post(routePath(description.paths.list), {
    schema: { tags, params: paramsSchema(description.paths.list), body: description.input, response: { 201: oneAnswer } },
    handler: async (request, reply) => {
      authorize(request, 'Create', description.subject);
      const values = { ...(request.body as Record<string, unknown>), ...(request.params as Record<string, string>) };
      checkOwner(request, values);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(table).values(values as never).returning();
        return (await toRecords(tx, [row as Record<string, unknown>]))[0];
      });
      return reply.code(201).send(one(created) as never);
    },
  });

  routes.put(routePath(description.paths.item), {
    schema: { tags, params: paramsSchema(description.paths.item), body: description.input, response: { 200: oneAnswer } },
    handler: async (request) => {
      const params = request.params as Record<string, string>;
      return db.transaction(async (tx) => {
        await findOne(tx, request, 'Edit', params);
        const [row] = await tx.update(table).set(request.body as never).where(eq(idColumn, params.id)).returning();
        return one((await toRecords(tx, [row as Record<string, unknown>]))[0]) as never;
      });
    },
  });

  routes.delete(routePath(description.paths.item), {
    schema: { tags, params: paramsSchema(description.paths.item) },
    handler: async (request, reply) => {
      const params = request.params as Record<string, string>;
      await db.transaction(async (tx) => {
        await findOne(tx, request, 'Edit', params);
        await tx.delete(table).where(eq(idColumn, params.id));
      });
      return reply.code(204).send();
    },
  });
}
