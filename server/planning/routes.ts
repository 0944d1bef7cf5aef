/**
 * The orderer's own quotas (`GET /userinfo/quota`): the quotas of an account that cover the acting
 * user (personal, through their groups, or placed in a hierarchy model's tree), with what each
 * allows, what is used and what remains, for holders of View on QuotasQuotas in that account.
 * Expired and inactive ones are listed too (with their status), newest period first.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import { userQuotaRecord } from '../../shared/planning/quotas';
import { EVENT_TAG_SEARCH_PATH } from '../../shared/planning/events';
import { PLANNING_PATHS } from '../../shared/planning/paths';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { products, quotas, tags } from '../db/schema';
import { outer } from '../registry/binding';
import { routePath } from '../registry/paths';
import { coversUser } from './quota-usage';

const query = z.object({
  idClientAccount: z.uuid(),
  idQuota: z.uuid().optional(),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(50),
});

export function registerPlanningRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Search as you type for an event's tags: the account's tags containing the text, 20 at most.
  routes.get(routePath(EVENT_TAG_SEARCH_PATH), {
    schema: {
      tags: ['events'],
      params: z.object({ idClientAccount: z.uuid(), query: z.string().min(1).max(50) }),
      response: { 200: z.object({ tags: z.array(z.object({ idTag: z.uuid(), tagName: z.string() })) }) },
    },
    handler: async (request) => {
      const { idClientAccount, query } = request.params;
      authorize(request, 'View', 'EventsEvents', idClientAccount);
      const found = await db
        .select({ idTag: tags.idTag, tagName: tags.tagName })
        .from(tags)
        .where(and(eq(tags.idClientAccount, idClientAccount), ilike(tags.tagName, `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)))
        .orderBy(asc(tags.tagName))
        .limit(20);
      return { tags: found };
    },
  });
  routes.get(routePath(PLANNING_PATHS.userQuotas), {
    schema: {
      tags: ['quotas'],
      querystring: query,
      response: {
        200: z.object({ items: z.array(userQuotaRecord), searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }) }),
      },
    },
    handler: async (request) => {
      const { idClientAccount, idQuota, currentPage, pageSize } = request.query;
      const auth = authorize(request, 'View', 'QuotasQuotas', idClientAccount);
      const where = and(eq(quotas.idClientAccount, idClientAccount), coversUser(auth.actingUser.idUser), idQuota ? eq(quotas.idQuota, idQuota) : undefined);
      const status = sql<number>`case when not ${quotas.enabled} then 4 when ${quotas.validTo} < now() then 3 when ${quotas.quotaUsed} >= ${quotas.quota} then 2 else 1 end`;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            idQuota: quotas.idQuota,
            idClientAccount: quotas.idClientAccount,
            quotaType: quotas.quotaType,
            idProduct: quotas.idProduct,
            productName: products.productName,
            sku: products.sku,
            productSKUClient: products.skuClient,
            idImage: sql<
              string | null
            >`(select pi.id_image::text from product_images pi where pi.id_product = ${outer(quotas.idProduct)} order by pi.default_image desc, pi.display_position limit 1)`,
            quota: quotas.quota,
            quotaUsed: quotas.quotaUsed,
            priority: quotas.priority,
            validPeriodType: quotas.validPeriodType,
            validFrom: quotas.validFrom,
            validTo: quotas.validTo,
            unitType: quotas.unitType,
            status,
            searchEntity: sql<{ name: string; idEntity: string } | null>`case ${quotas.quotaType}
              when 1 then (select json_build_object('name', m.label, 'idEntity', m.id_hierarchy_model) from hierarchy_models m where m.id_hierarchy_model = ${outer(quotas.idHierarchyModel)})
              when 2 then (select json_build_object('name', g.group_name, 'idEntity', g.id_client_account_group) from client_account_groups g where g.id_client_account_group = ${outer(quotas.idUserGroup)})
              else null end`,
          })
          .from(quotas)
          .innerJoin(products, eq(products.idProduct, quotas.idProduct))
          .where(where)
          .orderBy(asc(status), desc(quotas.validTo), asc(products.productName))
          .limit(pageSize)
          .offset((currentPage - 1) * pageSize),
        db.select({ total: count() }).from(quotas).where(where),
      ]);
      return {
        items: rows.map((r) => ({
          ...r,
          validFrom: r.validFrom.toISOString(),
          validTo: r.validTo.toISOString(),
          remaining: Math.max(0, r.quota - r.quotaUsed),
        })),
        searchCriteria: { totalCount: total, currentPage, pageSize },
      };
    },
  });
}
