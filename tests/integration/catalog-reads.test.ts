import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { cartClient } from '../../shared/ordering/cart-client';
import { orderingClient } from '../../shared/ordering/client';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { catalogs as catalogsDescription, products as productsDescription } from '../../shared/resources';
import { clientFor, failure } from '../support/api';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';

describeEachEngine('the orderer’s catalog reads', (ctx) => {
  let f: Awaited<ReturnType<typeof orderingFixture>>;

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
  });

  async function visibleCategory() {
    const [catalog] = await f.ordering.catalogs();
    const [link] = await f.db
      .select({ idCatalogCategory: t.productCategories.idCatalogCategory })
      .from(t.productCategories)
      .innerJoin(t.catalogCategories, eq(t.catalogCategories.idCatalogCategory, t.productCategories.idCatalogCategory))
      .where(eq(t.catalogCategories.idCatalog, catalog.idCatalog))
      .limit(1);
    return { catalog, idCatalogCategory: link.idCatalogCategory };
  }

  it('lists the catalogs of the user’s groups with their category trees', async () => {
    const catalogs = await f.ordering.catalogs();
    expect(catalogs.length).toBeGreaterThan(0);
    expect(catalogs[0].categories.length).toBeGreaterThan(0);
    expect(catalogs[0].categories[0]).toHaveProperty('childrenCategories');
  });

  it('reads a category with its breadcrumbs, subcategories and products with price and available stock', async () => {
    const lamp = await f.product(7, 19.9);
    const [filed] = await f.db.select().from(t.productCategories).where(eq(t.productCategories.idProduct, lamp.idProduct));
    const [category] = await f.db.select().from(t.catalogCategories).where(eq(t.catalogCategories.idCatalogCategory, filed.idCatalogCategory));
    const read = await f.ordering.category(category.idCatalog, category.idCatalogCategory, { idWarehouse: f.scope.idWarehouse });
    expect(read.breadCrumbs.at(-1)).toEqual({ idCatalogCategory: category.idCatalogCategory, categoryName: category.categoryName });
    expect(read.products).toContainEqual(expect.objectContaining({ idProduct: lamp.idProduct, priceSell: 19.9, availableQuantity: 7, sku: lamp.sku }));
    // The category must be of the catalog named in the path.
    expect((await failure(f.ordering.category(crypto.randomUUID(), category.idCatalogCategory))).status).toBe(404);
  });

  it('reads a bundle with its children and their stock, and a product of another account is not found', async () => {
    const candle = await f.product(4, 3);
    const box = await f.bundle([{ idProduct: candle.idProduct, quantity: 2 }]);
    const detail = await f.ordering.product(box.idProduct, { idWarehouse: f.scope.idWarehouse });
    expect(detail).toMatchObject({ type: 'BUNDLE', images: [], documents: [] });
    expect(detail.children).toEqual([expect.objectContaining({ idProduct: candle.idProduct, quantity: 2, availableQuantity: 4, options: [] })]);
    const [foreign] = await f.db
      .select({ idProduct: t.products.idProduct })
      .from(t.products)
      .innerJoin(t.clientAccounts, eq(t.clientAccounts.idClientAccount, t.products.idClientAccount))
      .where(eq(t.clientAccounts.accountCode, 'MLS'))
      .limit(1);
    expect((await failure(f.ordering.product(foreign.idProduct))).status).toBe(404);
  });

  it('searches from 3 characters, lower-cased, on name, short name, SKU and client SKU, without configurable products unless asked', async () => {
    const item = await f.product(2, 5);
    await f.db
      .update(t.products)
      .set({ skuClient: `ZQ${item.sku.slice(-6)}`, productShortName: 'Xylo kettle' })
      .where(eq(t.products.idProduct, item.idProduct));
    const [configurable] = await f.db
      .insert(t.products)
      .values({ idClientAccount: f.account.idClientAccount, type: 'CONFIGURABLE', productName: `Xylo jacket ${item.sku}`, sku: `C${item.sku}`.slice(0, 15) })
      .returning();
    const [link] = await f.db.select().from(t.productCategories).where(eq(t.productCategories.idProduct, item.idProduct));
    await f.db
      .insert(t.productCategories)
      .values({ idProduct: configurable.idProduct, idCatalogCategory: link.idCatalogCategory, idClientAccount: f.account.idClientAccount });

    expect((await f.ordering.searchProducts('ZQ')).items).toEqual([]);
    const byClientSku = await f.ordering.searchProducts(`zq${item.sku.slice(-6).toLowerCase()}`);
    expect(byClientSku.items.map((p) => p.idProduct)).toEqual([item.idProduct]);
    expect(byClientSku.searchCriteria).toMatchObject({ totalCount: 1, currentPage: 1, pageSize: 30 });
    expect((await f.ordering.searchProducts('XYLO KETTLE')).items.map((p) => p.idProduct)).toContain(item.idProduct);
    expect((await f.ordering.searchProducts(item.sku.toLowerCase())).items.map((p) => p.idProduct)).toEqual([item.idProduct]);
    expect((await f.ordering.searchProducts('xylo jacket')).items).toEqual([]);
    expect((await f.ordering.searchProducts('xylo jacket', { types: 'configurable' })).items.map((p) => p.idProduct)).toEqual([configurable.idProduct]);
  });

  it('lets the orderer read the pictures of his account’s products, not another account’s', async () => {
    const pictureOf = async (accountCode: string) => {
      const [row] = await f.db
        .select({ idImage: t.productImages.idImage })
        .from(t.productImages)
        .innerJoin(t.products, eq(t.products.idProduct, t.productImages.idProduct))
        .innerJoin(t.clientAccounts, eq(t.clientAccounts.idClientAccount, t.products.idClientAccount))
        .where(eq(t.clientAccounts.accountCode, accountCode))
        .limit(1);
      return row.idImage;
    };
    const own = await f.tom.request<{ image: { fileType: string } }>({ path: '/images/{id}', params: { id: await pictureOf('NWO') } });
    expect(own.image.fileType).toBe('image/png');
    expect((await failure(f.tom.request({ path: '/images/{id}', params: { id: await pictureOf('MLS') } }))).status).toBe(404);
  });

  it('refuses a working context the user may not use: another account’s warehouses, stock or cart', async () => {
    const { catalog, idCatalogCategory } = await visibleCategory();
    const lamp = await f.product(5, 2);
    const [foreign] = await f.db
      .select({ idWarehouse: t.clientAccountWarehouses.idWarehouse, idClientAccount: t.clientAccounts.idClientAccount })
      .from(t.clientAccountWarehouses)
      .innerJoin(t.clientAccounts, eq(t.clientAccounts.idClientAccount, t.clientAccountWarehouses.idClientAccount))
      .where(eq(t.clientAccounts.accountCode, 'MLS'))
      .limit(1);
    // Another account's warehouse list: 403 (the account is not the user's).
    const tom = await clientFor(ctx().server.apiUrl, DEMO_USERS.orderer, f.scope);
    expect((await failure(tom.request({ path: '/warehouses', query: { IdClientAccount: foreign.idClientAccount } }))).status).toBe(403);
    // Stock in a warehouse the account does not work with: 404, not a stock of 0 that reads like a real one.
    expect((await failure(f.ordering.category(catalog.idCatalog, idCatalogCategory, { idWarehouse: foreign.idWarehouse }))).status).toBe(404);
    expect((await failure(f.ordering.product(lamp.idProduct, { idWarehouse: foreign.idWarehouse }))).status).toBe(404);
    expect((await failure(f.ordering.searchProducts(lamp.sku, { idWarehouse: foreign.idWarehouse }))).status).toBe(404);
    // Its cart: 404 as well.
    const carts = cartClient(tom);
    expect((await failure(carts.getCart({ idClientAccount: f.scope.idClientAccount, idWarehouse: foreign.idWarehouse, type: 'WAREHOUSE' }))).status).toBe(404);
    // In the account's own warehouse the same reads answer that warehouse's stock.
    expect(await f.ordering.product(lamp.idProduct, { idWarehouse: f.scope.idWarehouse })).toMatchObject({ availableQuantity: 5 });
  });

  it('answers the orderer and the administrator at the spec’s one path each, by the caller’s rights', async () => {
    const lamp = await f.product(6, 12.5);
    const admin = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin, f.scope);
    const list = { path: catalogsDescription.paths.list, params: { idClient: f.scope.idClient, idClientAccount: f.scope.idClientAccount } };
    const read = { path: productsDescription.paths.item, params: { ...list.params, id: lamp.idProduct } };
    // The orderer: the catalogs of his groups with their trees, the product's detail with its stock.
    const tomCatalogs = await f.tom.request<{ catalogs: Record<string, unknown>[]; searchCriteria?: unknown }>(list);
    expect(tomCatalogs.searchCriteria).toBeUndefined();
    expect(tomCatalogs.catalogs[0]).toHaveProperty('categories');
    expect(tomCatalogs.catalogs[0]).not.toHaveProperty('groups');
    const tomProduct = await f.tom.request<{ product: Record<string, unknown> }>(read);
    expect(tomProduct.product).toMatchObject({ idProduct: lamp.idProduct, availableQuantity: 6, priceSell: 12.5 });
    expect(tomProduct.product).not.toHaveProperty('pricePurshase');
    // The administrator: the administration's list and record at the same paths...
    const adminCatalogs = await admin.request<{ catalogs: Record<string, unknown>[]; searchCriteria: unknown }>(list);
    expect(adminCatalogs.searchCriteria).toMatchObject({ currentPage: 1 });
    expect(adminCatalogs.catalogs[0]).toHaveProperty('groups');
    expect((await admin.request<{ product: Record<string, unknown> }>(read)).product).toHaveProperty('pricePurshase', 0);
    // ...and the orderer's answer when asking as the orderer does, naming the warehouse.
    expect((await orderingClient(admin).catalogs())[0]).toHaveProperty('categories');
    expect(await orderingClient(admin).product(lamp.idProduct)).toMatchObject({ availableQuantity: 6 });
    // The paths the orderer's views had before are gone ("visible" is no catalog id).
    expect((await failure(f.tom.request({ path: `${catalogsDescription.paths.list}/visible`, params: read.params }))).status).toBe(400);
    expect((await failure(f.tom.request({ path: `${productsDescription.paths.item}/detail`, params: read.params }))).status).toBe(404);
  });

  it('lists a category’s products alone at .../categories/{cat}/products, with stock and paging', async () => {
    const first = await f.product(3, 2);
    await f.product(1, 2);
    const [filed] = await f.db.select().from(t.productCategories).where(eq(t.productCategories.idProduct, first.idProduct));
    const all = await f.ordering.categoryProducts(filed.idCatalogCategory, { idWarehouse: f.scope.idWarehouse, pageSize: 200 });
    expect(all.items).toContainEqual(expect.objectContaining({ idProduct: first.idProduct, availableQuantity: 3, priceSell: 2 }));
    expect(all.searchCriteria).toMatchObject({ totalCount: all.items.length, currentPage: 1, pageSize: 200 });
    const page = await f.ordering.categoryProducts(filed.idCatalogCategory, { pageSize: 1, currentPage: 2 });
    expect(page.items.length).toBe(1);
    expect(page.searchCriteria.totalCount).toBe(all.searchCriteria.totalCount);
    // A category of a catalog the user does not see, or of no catalog at all, is not found.
    expect((await failure(f.ordering.categoryProducts(crypto.randomUUID()))).status).toBe(404);
    const julie = orderingClient(await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount, f.scope));
    expect((await failure(julie.categoryProducts(filed.idCatalogCategory))).status).toBe(403);
    expect(ORDERING_PATHS.categoryProducts).toBe('/clients/{idClient}/accounts/{idClientAccount}/categories/{idCatalogCategory}/products');
  });

  it('answers another client’s user 403 and a user outside the groups nothing at all', async () => {
    const { catalog, idCatalogCategory } = await visibleCategory();
    const lamp = await f.product(3, 1);
    const julie = orderingClient(await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount, f.scope));
    expect((await failure(julie.catalogs())).status).toBe(403);

    await f.db
      .delete(t.clientAccountGroupUsers)
      .where(and(eq(t.clientAccountGroupUsers.idUser, f.tomUser.idUser), eq(t.clientAccountGroupUsers.idClientAccountGroup, f.idGroup)));
    expect(await f.ordering.catalogs()).toEqual([]);
    expect((await failure(f.ordering.category(catalog.idCatalog, idCatalogCategory))).status).toBe(404);
    expect((await failure(f.ordering.product(lamp.idProduct))).status).toBe(404);
    expect((await f.ordering.searchProducts(lamp.sku)).items).toEqual([]);
  });
});
