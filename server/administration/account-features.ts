/** Storage of an account's features (a link set) and of the list of every warehouse (an action). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_FEATURES, accountFeatureLinks, allWarehouses, warehouseRecord } from '../../shared/administration/accounts';
import type { Tx } from '../db';
import { clientAccountFeatures, clientAccounts, warehouses } from '../db/schema';
import type { ActionBinding, LinkSetBinding } from '../registry/route-kinds';

/** Every feature of each account with isSelected, in the order of ACCOUNT_FEATURES. */
export async function featuresOf(db: Tx, idClientAccounts: string[]) {
  const rows = idClientAccounts.length
    ? await db.select().from(clientAccountFeatures).where(inArray(clientAccountFeatures.idClientAccount, idClientAccounts))
    : [];
  return (idClientAccount: string) =>
    ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: rows.some((r) => r.idClientAccount === idClientAccount && r.feature === feature) }));
}

const isFeature = (value: string): value is (typeof ACCOUNT_FEATURES)[number] => (ACCOUNT_FEATURES as readonly string[]).includes(value);

/** The selected features of one account, as links. */
export async function selectedFeatures(tx: Tx, idClientAccount: string) {
  const rows = await tx
    .select({ feature: clientAccountFeatures.feature })
    .from(clientAccountFeatures)
    .where(eq(clientAccountFeatures.idClientAccount, idClientAccount));
  return rows
    .map((r) => r.feature)
    .filter(isFeature)
    .map((feature) => ({ feature }));
}

/** Saves a diff of one account's features. */
export async function saveFeatures(tx: Tx, idClientAccount: string, diff: { added: { feature: string }[]; removed: { feature: string }[] }) {
  if (diff.removed.length) {
    await tx.delete(clientAccountFeatures).where(
      and(
        eq(clientAccountFeatures.idClientAccount, idClientAccount),
        inArray(
          clientAccountFeatures.feature,
          diff.removed.map((f) => f.feature),
        ),
      ),
    );
  }
  if (diff.added.length) await tx.insert(clientAccountFeatures).values(diff.added.map(({ feature }) => ({ idClientAccount, feature })));
}

export const accountFeaturesBinding: LinkSetBinding<typeof accountFeatureLinks> = {
  kind: accountFeatureLinks,
  reach: async (tx, { params }) =>
    (await tx.select({ id: clientAccounts.idClientAccount }).from(clientAccounts).where(eq(clientAccounts.idClientAccount, params.idClientAccount))).length > 0,
  current: (tx, { params }) => selectedFeatures(tx, params.idClientAccount),
  save: (tx, { params }, diff) => saveFeatures(tx, params.idClientAccount, diff),
  answer: async (tx, { params }) => ({ clientAccountFeatures: (await featuresOf(tx, [params.idClientAccount]))(params.idClientAccount) }),
};

export const allWarehousesBinding: ActionBinding<typeof allWarehouses> = {
  kind: allWarehouses,
  run: async (tx) => {
    const rows = await tx.select().from(warehouses).orderBy(asc(warehouses.warehouseName));
    return {
      warehouses: rows.map((row) => warehouseRecord.parse(row)),
      searchCriteria: { totalCount: rows.length, currentPage: 1, pageSize: -1 },
    };
  },
};
