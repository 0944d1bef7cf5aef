/**
 * The actions beside products. Stock paths name only the product, so the product's account is
 * looked up and must be one where the caller holds the permission; a product elsewhere answers
 * like a missing one (403, or 404 for callers holding it on every account).
 */
import { and, eq } from 'drizzle-orm';
import { productChoices, productStockAction, productTagSearch, refreshStockAction } from '../../shared/administration/product-actions';
import { accountScope } from '../auth/context';
import type { Tx } from '../db';
import { labels, products, suppliers } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { productStock, refreshStock, type StockLine } from './product-stock';
import { searchTags } from './tags';
import type { ActionBinding, KindContext } from '../registry/route-kinds';
import { accountAttributes, accountCategories } from './product-links';

/** The product's account when the caller may see its products there; else the refusal. */
async function reachableAccount(tx: Tx, { request, params, all }: KindContext): Promise<string> {
  const [product] = await tx.select({ idClientAccount: products.idClientAccount }).from(products).where(eq(products.idProduct, params.id));
  const scope = accountScope(request, 'View', 'AdminProducts');
  if (product && (scope === 'all' || scope.includes(product.idClientAccount))) return product.idClientAccount;
  throw all ? notFound() : forbidden();
}

const answerOf = (lines: StockLine[] | null) => ({
  stocks: (lines ?? []).map((line) => ({ ...line, refreshedAt: line.refreshedAt.toISOString() })),
});

const tagSearchBinding: ActionBinding<typeof productTagSearch> = {
  kind: productTagSearch,
  run: async (tx, { params }) => {
    const found = await searchTags(tx, params.idClientAccount, params.query);
    return { tags: found.map(({ idTag, tagName, idClientAccount }) => ({ idTag, tagName, idClientAccount })) };
  },
};

const stockBinding: ActionBinding<typeof productStockAction> = {
  kind: productStockAction,
  run: async (tx, context) => {
    const account = await reachableAccount(tx, context);
    const idWarehouse = typeof context.query.idWarehouse === 'string' ? context.query.idWarehouse : undefined;
    return answerOf(await productStock(tx, account, context.params.id, idWarehouse));
  },
};

const refreshBinding: ActionBinding<typeof refreshStockAction> = {
  kind: refreshStockAction,
  run: async (tx, context) => answerOf(await refreshStock(tx, await reachableAccount(tx, context), context.params.id)),
};

const choicesBinding: ActionBinding<typeof productChoices> = {
  kind: productChoices,
  run: async (tx, { params }) => ({
    labels: await tx
      .select({ idLabel: labels.idLabel, labelName: labels.labelName, color: labels.color })
      .from(labels)
      .where(eq(labels.idClientAccount, params.idClientAccount))
      .orderBy(labels.labelName),
    attributes: await accountAttributes(tx, params.idClientAccount),
    categories: await accountCategories(tx, params.idClientAccount),
    suppliers: await tx
      .select({ idClientAccountSupplier: suppliers.idClientAccountSupplier, supplierName: suppliers.supplierName })
      .from(suppliers)
      .where(and(eq(suppliers.idClientAccount, params.idClientAccount), eq(suppliers.enabled, true)))
      .orderBy(suppliers.supplierName),
  }),
};

export const productActionBindings = [tagSearchBinding, stockBinding, refreshBinding, choicesBinding] as const;
