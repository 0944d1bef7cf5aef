/**
 * Warehouses: those of an account (GET /warehouses?IdClient&IdClientAccount&pageSize, answered
 * under the spec's `warehouses`) and one (GET /warehouses/{id}), for members of the account
 * through any permission. All of them for administrators is the `allWarehouses` action.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ALL_ACCOUNTS } from '../../shared/permissions';
import { warehouseRecord } from '../../shared/administration/accounts';
import { authOf } from '../auth/context';
import type { Db } from '../db';
import { clientAccounts, clientAccountWarehouses, warehouses } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';

/** Accounts the acting user belongs to through any permission; null means every account. */
function memberAccounts(request: FastifyRequest): string[] | null {
  const entries = authOf(request).accountPermissions;
  return entries.some((e) => e.idClientAccount === ALL_ACCOUNTS) ? null : entries.map((e) => e.idClientAccount);
}

export function registerWarehouseRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['warehouses'];

  routes.get('/warehouses', {
    schema: {
      tags,
      summary: 'List the warehouses of an account',
      response: {
        200: z.object({
          warehouses: z.array(warehouseRecord),
          searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }),
        }),
      },
      querystring: z.object({
        IdClient: z.uuid('validation.invalid').optional(),
        IdClientAccount: z.uuid('validation.invalid'),
        pageSize: z.coerce.number().int().min(-1).default(200),
        currentPage: z.coerce.number().int().min(1).default(1),
      }),
    },
    handler: async (request) => {
      const { IdClient, IdClientAccount, pageSize, currentPage } = request.query;
      const members = memberAccounts(request);
      if (members && !members.includes(IdClientAccount)) throw forbidden();
      const where = and(eq(clientAccountWarehouses.idClientAccount, IdClientAccount), IdClient ? eq(clientAccounts.idClient, IdClient) : undefined);
      const [{ total }] = await db
        .select({ total: count() })
        .from(clientAccountWarehouses)
        .innerJoin(clientAccounts, eq(clientAccounts.idClientAccount, clientAccountWarehouses.idClientAccount))
        .where(where);
      let query = db
        .select({ warehouse: warehouses })
        .from(clientAccountWarehouses)
        .innerJoin(clientAccounts, eq(clientAccounts.idClientAccount, clientAccountWarehouses.idClientAccount))
        .innerJoin(warehouses, eq(warehouses.idWarehouse, clientAccountWarehouses.idWarehouse))
        .where(where)
        .orderBy(asc(warehouses.warehouseName))
        .$dynamic();
      if (pageSize !== -1) query = query.limit(pageSize).offset((currentPage - 1) * pageSize);
      const found = (await query).map((r) => warehouseRecord.parse(r.warehouse));
      return { warehouses: found, searchCriteria: { totalCount: total, currentPage, pageSize } };
    },
  });

  const params = z.object({ id: z.uuid('validation.invalid') });
  const response = { 200: z.object({ warehouse: warehouseRecord }) };
  routes.get('/warehouses/:id', { schema: { tags, summary: 'Read a warehouse', params, response } }, async (request) => {
    const members = memberAccounts(request);
    const [warehouse] = await db.select().from(warehouses).where(eq(warehouses.idWarehouse, request.params.id));
    if (!members) {
      if (!warehouse) throw notFound();
      return { warehouse: warehouseRecord.parse(warehouse) };
    }
    const [link] =
      warehouse && members.length
        ? await db
            .select({ id: clientAccountWarehouses.idClientAccountWarehouse })
            .from(clientAccountWarehouses)
            .where(and(eq(clientAccountWarehouses.idWarehouse, warehouse.idWarehouse), inArray(clientAccountWarehouses.idClientAccount, members)))
        : [];
    if (!link) throw forbidden();
    return { warehouse: warehouseRecord.parse(warehouse) };
  });
}
