/**
 * Storage of quotas and their personal users. On save, validTo follows the spec's rule (annual:
 * the start of its day, custom: the end of it, on the Paris calendar; quotaValidTo), validFrom
 * starts its day (now when not given), and the target the type does not use is cleared. A quota's
 * product is a simple product of its account; its model, group and users are of its account too.
 */
import { and, eq, sql } from 'drizzle-orm';
import { quotas } from '../../shared/planning/quotas';
import { USER_NOT_IN_ACCOUNT } from '../../shared/administration/users';
import { QUOTA_TYPES } from '../../shared/rules/quotas';
import { clientAccountGroups, hierarchyModels, products, quotaPersonals, quotas as quotasTable } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';
import { bind, columnsOf, outer, type PartBinding } from '../registry/binding';
import { linkRows } from '../registry/link-rows';
import { quotaSubcalls } from './quota-subcalls';
import { checkHierarchyModel, iso, quotaWrite, setValidity, unknownReference as unknown } from './quota-writes';
import { accountMember } from '../administration/users';

type QuotaRow = typeof quotasTable.$inferSelect;

/** The status as the shared rule computes it (quotaStatus), in SQL so lists can read it. */
export const quotaStatusSql = (q: { enabled: unknown; validTo: unknown; quotaUsed: unknown; quota: unknown }) =>
  sql<number>`case when not ${q.enabled} then 4 when ${q.validTo} < now() then 3 when ${q.quotaUsed} >= ${q.quota} then 2 else 1 end`;

const usersPart: PartBinding<QuotaRow, { idUser: string }> = {
  ...linkRows(quotaPersonals.idQuota, (row: QuotaRow) => row.idQuota, { idUser: quotaPersonals.idUser }, 'idUser'),
  add: async (tx, { row }, item) => {
    if (!(await accountMember(tx, row.idClientAccount, item.idUser))) throw badRequest(VALIDATION_FAILED, { users: USER_NOT_IN_ACCOUNT }, 'VALIDATION');
    await tx.insert(quotaPersonals).values({ idQuota: row.idQuota, idUser: item.idUser, idClientAccount: row.idClientAccount });
  },
};

export const quotasBinding = bind({
  description: quotas,
  table: quotasTable,
  kinds: quotaSubcalls,
  nested: {
    ...columnsOf(quotasTable.idProduct, products.idProduct, { productName: products.productName, sku: products.sku, productSKUClient: products.skuClient }),
    ...columnsOf(quotasTable.idHierarchyModel, hierarchyModels.idHierarchyModel, { hierarchyLabel: hierarchyModels.label }),
    ...columnsOf(quotasTable.idUserGroup, clientAccountGroups.idClientAccountGroup, { groupName: clientAccountGroups.groupName }),
    status: sql`case when not ${outer(quotasTable.enabled)} then 4 when ${outer(quotasTable.validTo)} < now() then 3
      when ${outer(quotasTable.quotaUsed)} >= ${outer(quotasTable.quota)} then 2 else 1 end`,
    users: sql`coalesce((select json_agg(json_build_object('idQuotaPersonal', qp.id_quota_personal, 'idUser', qp.id_user, 'firstName', u.first_name,
        'lastName', u.last_name, 'email', u.email) order by u.last_name, u.first_name)
      from quota_personals qp inner join users u on u.id_user = qp.id_user where qp.id_quota = ${outer(quotasTable.idQuota)}), '[]'::json)`,
  },
  shape: ({ createdAt: _createdAt, validFrom, validTo, ...record }) => ({ ...record, validFrom: iso(validFrom), validTo: iso(validTo) }),
  beforeWrite: async (tx, { values, current }) => {
    const { idClientAccount, quotaType, periodType, next } = quotaWrite(values, current);
    if (values.idProduct !== undefined) {
      const [product] = await tx
        .select({ type: products.type })
        .from(products)
        .where(and(eq(products.idProduct, String(values.idProduct)), eq(products.idClientAccount, idClientAccount)));
      if (!product || product.type !== 'SIMPLE') throw unknown('idProduct');
    }
    if (quotaType === QUOTA_TYPES.hierarchy) {
      await checkHierarchyModel(tx, values, current, idClientAccount);
    } else next.idHierarchyModel = null;
    if (quotaType === QUOTA_TYPES.group) {
      const [group] = await tx
        .select({ id: clientAccountGroups.idClientAccountGroup })
        .from(clientAccountGroups)
        .where(
          and(
            eq(clientAccountGroups.idClientAccountGroup, String(values.idUserGroup ?? current?.idUserGroup)),
            eq(clientAccountGroups.idClientAccount, idClientAccount),
          ),
        );
      if (!group) throw unknown('idUserGroup');
    } else next.idUserGroup = null;
    setValidity(next, values, current, periodType);
    return next;
  },
  parts: { users: usersPart },
});
