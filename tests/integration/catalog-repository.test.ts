import { beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import type { CatalogScope } from '../../server/administration/catalog-scope';
import { visibleCatalog, visibleCatalogs, visibleCategory, visibleShippingMethods, type CategoryNode } from '../../server/administration/catalog-visibility';
import { categoryProducts, listProducts, searchProducts } from '../../server/administration/product-search';
import { productStock, refreshStock } from '../../server/administration/product-stock';
import { ensureTags, searchTags } from '../../server/administration/tags';
import { describeEachEngine } from '../support/engines';

/** Runs fn in a transaction that is always rolled back, so each test leaves the demo data as it was. */
async function rolledBack(db: Db, fn: (tx: Tx) => Promise<void>) {
  const undo = new Error('rollback');
  await db
    .transaction(async (tx) => {
      await fn(tx);
      throw undo;
    })
    .catch((e: unknown) => {
      if (e !== undo) throw e;
    });
}

/** The constraint a write broke (the driver's error is the cause of drizzle's). */
async function violation(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (e) {
    const cause = (e as { cause?: { constraint?: string } }).cause;
    return cause?.constraint ?? 'unnamed';
  }
  return undefined;
}

const depth = (nodes: CategoryNode[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.childrenCategories))) : 0);
const names = (nodes: { productName: string }[]) => nodes.map((n) => n.productName);

describeEachEngine('catalog repository over the demo catalog', (ctx) => {
  let db: Db;
  let account: Record<string, string>;
  let user: Record<string, string>;
  const scope = (code: string, email: string, seesAllGroups = false): CatalogScope => ({ idClientAccount: account[code], idUser: user[email], seesAllGroups });

  beforeAll(async () => {
    db = ctx().server.database.db;
    account = Object.fromEntries((await db.select().from(t.clientAccounts)).map((a) => [a.accountCode, a.idClientAccount]));
    user = Object.fromEntries((await db.select().from(t.users)).map((u) => [u.email, u.idUser]));
  });

  it('seeds two catalogs with a three-level tree, products of the three types with pictures and stock in every warehouse, per demo account', async () => {
    for (const code of ['MLS', 'MLE', 'NWO']) {
      const catalogs = await visibleCatalogs(db, scope(code, DEMO_USERS.systemAdmin, true));
      expect(catalogs.length).toBeGreaterThanOrEqual(2);
      for (const c of catalogs) expect(depth(c.categories)).toBe(3);
      // A kit's stock is held by a product with its SKU (goods in's demo makes them): they are no catalog products.
      const kitSkus = new Set((await db.select({ sku: t.kits.sku }).from(t.kits).where(eq(t.kits.idClientAccount, account[code]))).map((k) => k.sku));
      const products = (await db.select().from(t.products).where(eq(t.products.idClientAccount, account[code]))).filter((p) => !kitSkus.has(p.sku));
      expect(new Set(products.map((p) => p.type))).toEqual(new Set(['SIMPLE', 'BUNDLE', 'CONFIGURABLE']));
      const pictured = await db
        .selectDistinct({ id: t.productImages.idProduct })
        .from(t.productImages)
        .where(
          inArray(
            t.productImages.idProduct,
            products.map((p) => p.idProduct),
          ),
        );
      expect(pictured).toHaveLength(products.length);
      // The boxes added with the box administration's demo data hold only what their own documents brought in (box-documents.test.ts).
      const warehouses = (await db.select().from(t.clientAccountWarehouses).where(eq(t.clientAccountWarehouses.idClientAccount, account[code]))).filter(
        (w) => !['MLS-BM14', 'MLS-BL5'].includes(w.accountWMS ?? ''),
      );
      const counted = new Set(warehouses.map((w) => w.idWarehouse));
      const stocked = products.filter((p) => p.type !== 'CONFIGURABLE');
      const stockedIds = new Set(stocked.map((p) => p.idProduct));
      const lines = (await db.select().from(t.productStocks).where(eq(t.productStocks.idClientAccount, account[code]))).filter(
        (l) => stockedIds.has(l.idProduct) && counted.has(l.idWarehouse),
      );
      expect(lines).toHaveLength(stocked.length * warehouses.length);
      for (const line of lines) expect(line.availableQuantity).toBe(line.physicalQuantity - line.reservedQuantity);
    }
    const all = await db.select({ id: t.products.idProduct }).from(t.products);
    expect(all.length).toBeGreaterThanOrEqual(55);
  });

  it('shows catalogs through enabled links to enabled groups the user is in; administrators see every enabled catalog', async () => {
    const tom = scope('NWO', DEMO_USERS.orderer);
    expect((await visibleCatalogs(db, tom)).map((c) => c.catalogName)).toEqual(['Outdoor Gear', 'Store Supplies']);
    // Someone of the account outside the group, and someone of another account, see nothing.
    expect(await visibleCatalogs(db, scope('NWO', DEMO_USERS.multiAccount))).toEqual([]);
    expect(await visibleCatalogs(db, { ...tom, idClientAccount: account.MLS })).toEqual([]);
    await rolledBack(db, async (tx) => {
      const [supplies] = await tx.select().from(t.catalogs).where(eq(t.catalogs.catalogName, 'Store Supplies'));
      await tx.update(t.catalogGroups).set({ enabled: false }).where(eq(t.catalogGroups.idCatalog, supplies.idCatalog));
      expect((await visibleCatalogs(tx, tom)).map((c) => c.catalogName)).toEqual(['Outdoor Gear']);
      expect(await visibleCatalog(tx, tom, supplies.idCatalog)).toBeNull();
      expect((await visibleCatalog(tx, { ...tom, seesAllGroups: true }, supplies.idCatalog))?.catalogName).toBe('Store Supplies');
      await tx.update(t.clientAccountGroups).set({ enabled: false }).where(eq(t.clientAccountGroups.idClientAccount, account.NWO));
      expect(await visibleCatalogs(tx, tom)).toEqual([]);
      await tx.update(t.catalogs).set({ enabled: false }).where(eq(t.catalogs.idClientAccount, account.NWO));
      expect(await visibleCatalogs(tx, { ...tom, seesAllGroups: true })).toEqual([]);
    });
  });

  it('gives categories sorted by display position, with breadcrumbs, and only inside visible catalogs', async () => {
    const tom = scope('NWO', DEMO_USERS.orderer);
    const [gear] = await visibleCatalogs(db, tom);
    expect(gear.categories.map((c) => c.categoryName)).toEqual(['Camping', 'Apparel', 'Footwear', 'Bundles']);
    const tents = gear.categories[0].childrenCategories[0];
    expect(tents.childrenCategories.map((c) => c.categoryName)).toEqual(['Backpacking tents', 'Family tents']);
    const leaf = await visibleCategory(db, tom, tents.childrenCategories[1].idCatalogCategory);
    expect(leaf?.breadCrumbs.map((b) => b.categoryName)).toEqual(['Camping', 'Tents', 'Family tents']);
    expect(await visibleCategory(db, scope('NWO', DEMO_USERS.multiAccount), tents.idCatalogCategory)).toBeNull();
    expect(await visibleCategory(db, { ...tom, idClientAccount: account.MLS, seesAllGroups: true }, tents.idCatalogCategory)).toBeNull();
    await rolledBack(db, async (tx) => {
      await tx.update(t.catalogCategories).set({ displayPosition: 1 }).where(eq(t.catalogCategories.categoryName, 'Footwear'));
      expect((await visibleCatalogs(tx, tom))[0].categories[0].categoryName).toBe('Footwear');
    });
  });

  it('deletes a category with its subtree, and refuses cycles and parents from another catalog', async () => {
    await rolledBack(db, async (tx) => {
      const [camping] = await tx.select().from(t.catalogCategories).where(eq(t.catalogCategories.categoryName, 'Camping'));
      const before = await tx.select().from(t.catalogCategories).where(eq(t.catalogCategories.idCatalog, camping.idCatalog));
      await tx.delete(t.catalogCategories).where(eq(t.catalogCategories.idCatalogCategory, camping.idCatalogCategory));
      const after = await tx.select().from(t.catalogCategories).where(eq(t.catalogCategories.idCatalog, camping.idCatalog));
      // Camping, its 3 sub-categories and their 7 leaves.
      expect(before.length - after.length).toBe(11);
    });
    const [tents] = await db.select().from(t.catalogCategories).where(eq(t.catalogCategories.categoryName, 'Tents'));
    const [family] = await db.select().from(t.catalogCategories).where(eq(t.catalogCategories.categoryName, 'Family tents'));
    const [racks] = await db.select().from(t.catalogCategories).where(eq(t.catalogCategories.categoryName, 'Racks'));
    const move = (id: string, idParentCategory: string) =>
      db.update(t.catalogCategories).set({ idParentCategory }).where(eq(t.catalogCategories.idCatalogCategory, id));
    expect(await violation(move(tents.idCatalogCategory, family.idCatalogCategory))).toBe('catalog_categories_no_cycle');
    expect(await violation(move(tents.idCatalogCategory, tents.idCatalogCategory))).toBe('catalog_categories_no_cycle');
    expect(await violation(move(tents.idCatalogCategory, racks.idCatalogCategory))).toBe('catalog_categories_parent_fk');
  });

  it('shows shipping methods through the user’s groups, by display position', async () => {
    const claire = scope('MLS', DEMO_USERS.clientAdmin);
    expect((await visibleShippingMethods(db, claire)).map((m) => m.shippingMethodCode)).toEqual(['STD', 'EXP']);
    const all = await visibleShippingMethods(db, { ...claire, seesAllGroups: true });
    expect(all.map((m) => m.shippingMethodCode)).toEqual(['STD', 'EXP', 'QUAI']);
    expect(all[2].isProvisionAtDock).toBe(true);
    expect(all[0].shippingMethodGroups).toHaveLength(1);
    expect(await visibleShippingMethods(db, scope('MLS', DEMO_USERS.orderer))).toEqual([]);
  });

  it('searches name, short name, SKU and client SKU, lower-cased, configurable products left out unless asked for', async () => {
    const julie = scope('MLS', DEMO_USERS.multiAccount);
    expect(names((await searchProducts(db, julie, { text: 'BOUGIES' })).items)).toEqual(['Coffret trio de bougies', 'Présentoir comptoir bougies']);
    // Three candles, the gift box of three, the candle gift box and the candle counter display.
    expect((await searchProducts(db, julie, { text: 'bougie' })).totalCount).toBe(6);
    // By short name, SKU and client SKU.
    expect(names((await searchProducts(db, julie, { text: 'lampe céleste' })).items)).toEqual(['Lampe de chevet Céleste']);
    expect(names((await searchProducts(db, julie, { text: 'ml-lp-0' })).items)).toEqual(['Lampadaire Arc Laiton']);
    const [sample] = await db.select().from(t.products).where(eq(t.products.sku, 'ML-SU-002'));
    expect(names((await searchProducts(db, julie, { text: sample.skuClient! })).items)).toEqual(['Suspension Verre Fumé']);
    // The configurable lamp is left out; its variants (simple products) are found.
    const opaline = await searchProducts(db, julie, { text: 'opaline' });
    expect(opaline.items.map((p) => p.type)).toEqual(['SIMPLE', 'SIMPLE', 'SIMPLE']);
    expect((await searchProducts(db, julie, { text: 'opaline', types: 'configurable' })).items.map((p) => p.sku)).toEqual(['ML-LT-OPA']);
    expect((await searchProducts(db, julie, { text: 'opaline', types: 'simple,bundle,configurable' })).totalCount).toBe(4);
    expect((await searchProducts(db, julie, { text: 'trio', types: 'simple' })).items).toEqual([]);
    // Under three characters, wildcards taken literally, another account's products.
    expect(await searchProducts(db, julie, { text: ' la ' })).toEqual({ items: [], totalCount: 0 });
    expect((await searchProducts(db, julie, { text: '%%%' })).items).toEqual([]);
    expect((await searchProducts(db, scope('NWO', DEMO_USERS.orderer), { text: 'bougie' })).items).toEqual([]);
    // Each result carries its own default picture.
    for (const found of [...opaline.items, ...(await listProducts(db, account.MLS, { search: 'bougie' })).items]) {
      const [picture] = await db
        .select()
        .from(t.productImages)
        .where(and(eq(t.productImages.idProduct, found.idProduct), eq(t.productImages.defaultImage, true)));
      expect(found.idImage).toBe(picture.idImage);
    }
  });

  it('pages the search by 30 and can keep to products filed in catalogs the user sees', async () => {
    await rolledBack(db, async (tx) => {
      await tx.insert(t.products).values(
        Array.from({ length: 45 }, (_, i) => ({
          idClientAccount: account.MLS,
          type: 'SIMPLE' as const,
          productName: `Guirlande lumineuse ${String(i).padStart(2, '0')}`,
          sku: `ML-GUI-${i}`,
        })),
      );
      const julie = scope('MLS', DEMO_USERS.multiAccount);
      const first = await searchProducts(tx, julie, { text: 'guirlande' });
      expect(first.items).toHaveLength(30);
      expect(first.totalCount).toBe(45);
      expect(names((await searchProducts(tx, julie, { text: 'guirlande', currentPage: 2 })).items)[14]).toBe('Guirlande lumineuse 44');
      // Not filed in any category: invisible to the ordering side when asked.
      expect((await searchProducts(tx, julie, { text: 'guirlande', onlyVisible: true })).totalCount).toBe(0);
      expect((await searchProducts(tx, julie, { text: 'bougie', onlyVisible: true })).totalCount).toBe(6);
      expect((await searchProducts(tx, scope('MLS', DEMO_USERS.systemAdmin), { text: 'bougie', onlyVisible: true })).totalCount).toBe(0);
    });
  });

  it('lists an account’s products with search, filters on type, enabled, family, tag and category, sort and page', async () => {
    const nwo = account.NWO;
    const bundles = await listProducts(db, nwo, { type: 'BUNDLE' });
    expect(names(bundles.items)).toEqual(['Sleep System', 'Spring Window Kit', 'Weekend Camp Kit']);
    const [tag] = await db
      .select()
      .from(t.tags)
      .where(and(eq(t.tags.idClientAccount, nwo), eq(t.tags.tagName, 'lightweight')));
    expect(names((await listProducts(db, nwo, { idTag: tag.idTag, sort: { field: 'priceSell', direction: 'DESC' } })).items)).toEqual([
      'Trailhead 2 Backpacking Tent',
      'Summit Gas Stove',
      'Titanium Cook Pot 1.1 L',
    ]);
    const [fuel] = await db.select().from(t.catalogCategories).where(eq(t.catalogCategories.categoryName, 'Fuel'));
    expect(names((await listProducts(db, nwo, { idCatalogCategory: fuel.idCatalogCategory })).items)).toEqual(['Gas Cartridge 230 g']);
    const jackets = await listProducts(db, nwo, { search: 'jacket', productFamily: 'Apparel', type: ['SIMPLE'], pageSize: 5, currentPage: 2 });
    expect(jackets.totalCount).toBe(8);
    expect(jackets.items).toHaveLength(3);
    expect((await listProducts(db, nwo, { enabled: false })).totalCount).toBe(0);
    expect((await listProducts(db, account.MLS, { search: 'jacket' })).totalCount).toBe(0);
  });

  it('lists the enabled products of a visible category through enabled links, in the category’s order', async () => {
    const tom = scope('NWO', DEMO_USERS.orderer);
    const [kits] = await db.select().from(t.catalogCategories).where(eq(t.catalogCategories.categoryName, 'Camping kits'));
    expect(names((await categoryProducts(db, tom, kits.idCatalogCategory))!.items)).toEqual(['Weekend Camp Kit', 'Sleep System']);
    expect(await categoryProducts(db, scope('NWO', DEMO_USERS.multiAccount), kits.idCatalogCategory)).toBeNull();
    await rolledBack(db, async (tx) => {
      const [sleep] = await tx.select().from(t.products).where(eq(t.products.sku, 'NW-BDL-SLEEP'));
      await tx.update(t.productCategories).set({ displayPosition: 0 }).where(eq(t.productCategories.idProduct, sleep.idProduct));
      expect(names((await categoryProducts(tx, tom, kits.idCatalogCategory))!.items)).toEqual(['Sleep System', 'Weekend Camp Kit']);
      await tx.update(t.productCategories).set({ enabled: false }).where(eq(t.productCategories.idProduct, sleep.idProduct));
      const [camp] = await tx.select().from(t.products).where(eq(t.products.sku, 'NW-BDL-CAMP'));
      await tx.update(t.products).set({ enabled: false }).where(eq(t.products.idProduct, camp.idProduct));
      expect(await categoryProducts(tx, tom, kits.idCatalogCategory)).toEqual({ items: [], totalCount: 0 });
    });
  });

  it('gives the stock of a product per warehouse, refreshes it, and keeps available = physical - reserved, never negative', async () => {
    const [tent] = await db
      .select()
      .from(t.products)
      .where(and(eq(t.products.sku, 'NW-TNT-2P'), eq(t.products.idClientAccount, account.NWO)));
    const lines = await productStock(db, account.NWO, tent.idProduct);
    expect(lines?.map((l) => l.warehouseName)).toEqual(['Box Lille 3', 'Lyon Distribution Centre']);
    for (const l of lines!) expect(l.availableQuantity).toBe(l.physicalQuantity - l.reservedQuantity);
    expect(await productStock(db, account.MLS, tent.idProduct)).toBeNull();
    expect(await productStock(db, account.NWO, tent.idProduct, lines![0].idWarehouse)).toHaveLength(1);
    const stockOf = eq(t.productStocks.idProductStock, lines![0].idProductStock);
    expect(
      await violation(
        db
          .update(t.productStocks)
          .set({ reservedQuantity: lines![0].physicalQuantity + 1 })
          .where(stockOf),
      ),
    ).toBe('product_stocks_quantities_check');
    expect(await violation(db.update(t.productStocks).set({ physicalQuantity: -1, reservedQuantity: 0 }).where(stockOf))).toBe(
      'product_stocks_quantities_check',
    );
    await rolledBack(db, async (tx) => {
      await tx.delete(t.productStocks).where(stockOf);
      const refreshed = await refreshStock(tx, account.NWO, tent.idProduct);
      expect(refreshed).toHaveLength(2);
      expect(refreshed!.find((l) => l.idWarehouse === lines![0].idWarehouse)).toMatchObject({ physicalQuantity: 0, reservedQuantity: 0, availableQuantity: 0 });
      expect(await refreshStock(tx, account.MLS, tent.idProduct)).toBeNull();
    });
    // Stock only in a warehouse of the product's account.
    const [paris] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Paris Nord Warehouse'));
    expect(
      await violation(db.insert(t.productStocks).values({ idProduct: tent.idProduct, idWarehouse: paris.idWarehouse, idClientAccount: account.NWO })),
    ).toBe('product_stocks_account_warehouse_fk');
  });

  it('suggests tags as the user types and creates missing ones once per account, whatever their case', async () => {
    const nwo = account.NWO;
    expect((await searchTags(db, nwo, 'WA')).map((tag) => tag.tagName)).toEqual(['warm', 'waterproof']);
    expect((await searchTags(db, nwo, 'ing')).map((tag) => tag.tagName)).toEqual(['cooking', 'sleeping']);
    expect(await searchTags(db, nwo, '  ')).toEqual([]);
    await rolledBack(db, async (tx) => {
      const [tent] = await tx
        .select()
        .from(t.tags)
        .where(and(eq(t.tags.idClientAccount, nwo), eq(t.tags.tagName, 'tent')));
      const made = await ensureTags(tx, nwo, ['Tent', 'Trail running', 'trail RUNNING', ' ']);
      expect(made.map((tag) => tag.tagName)).toEqual(['tent', 'Trail running']);
      expect(made[0].idTag).toBe(tent.idTag);
      // The same name in another account is another tag.
      const [elsewhere] = await ensureTags(tx, account.MLS, ['Trail running']);
      expect(elsewhere.idTag).not.toBe(made[1].idTag);
    });
  });

  it('holds the catalog’s integrity rules in the database', async () => {
    const [tent] = await db.select().from(t.products).where(eq(t.products.sku, 'NW-TNT-2P'));
    const product = (values: Partial<typeof t.products.$inferInsert>) =>
      db.insert(t.products).values({ idClientAccount: account.NWO, type: 'SIMPLE', productName: 'Test', sku: 'NW-TEST', ...values });
    expect(await violation(product({ sku: 'nw-tnt-2p' }))).toBe('products_sku_unique');
    expect(await violation(product({ barcode: tent.barcode }))).toBe('products_barcode_unique');
    expect(await violation(product({ skuSupplier: tent.skuSupplier!.toLowerCase() }))).toBe('products_sku_supplier_unique');
    expect(await violation(product({ type: 'KIT' as t.ProductType }))).toBe('products_type_check');
    expect(await violation(product({ type: 'BUNDLE', priceSell: 10 }))).toBe('products_prices_check');
    expect(await violation(product({ minTemperature: 20, maxTemperature: 5 }))).toBe('products_temperatures_check');
    expect(await violation(product({ barcode: ' ' }))).toBe('products_barcode_check');
    await rolledBack(db, async (tx) => {
      // The same SKU in another account, and several products without barcode, are fine.
      await tx.insert(t.products).values([
        { idClientAccount: account.MLS, type: 'SIMPLE', productName: 'Same SKU elsewhere', sku: 'NW-TNT-2P' },
        { idClientAccount: account.NWO, type: 'SIMPLE', productName: 'No barcode 1', sku: 'NW-NB-1' },
        { idClientAccount: account.NWO, type: 'SIMPLE', productName: 'No barcode 2', sku: 'NW-NB-2' },
      ]);
    });
    expect(await violation(db.insert(t.tags).values({ idClientAccount: account.NWO, tagName: 'TENT' }))).toBe('tags_name_unique');
    const [mlsTag] = await db.select().from(t.tags).where(eq(t.tags.idClientAccount, account.MLS)).limit(1);
    expect(await violation(db.insert(t.productTags).values({ idProduct: tent.idProduct, idTag: mlsTag.idTag, idClientAccount: account.NWO }))).toBe(
      'product_tags_tag_fk',
    );
    expect(await violation(db.insert(t.productTags).values({ idProduct: tent.idProduct, idTag: mlsTag.idTag, idClientAccount: account.MLS }))).toBe(
      'product_tags_product_fk',
    );
    const [size] = await db.select().from(t.attributes).where(eq(t.attributes.attributeName, 'Size'));
    expect(await violation(db.insert(t.attributeOptions).values({ idAttribute: size.idAttribute, optionName: 'xl' }))).toBe('attribute_options_name_unique');
    const [image] = await db.select().from(t.productImages).where(eq(t.productImages.idProduct, tent.idProduct));
    expect(await violation(db.insert(t.productImages).values({ idProduct: tent.idProduct, idImage: image.idImage, defaultImage: true }))).toBe(
      'product_images_one_default',
    );
    expect(await violation(db.insert(t.productChildren).values({ idProduct: tent.idProduct, idChild: tent.idProduct, idClientAccount: account.NWO }))).toBe(
      'product_children_not_itself',
    );
    const [mlsGroup] = await db.select().from(t.clientAccountGroups).where(eq(t.clientAccountGroups.idClientAccount, account.MLS));
    const [gear] = await db.select().from(t.catalogs).where(eq(t.catalogs.catalogName, 'Outdoor Gear'));
    expect(
      await violation(
        db.insert(t.catalogGroups).values({ idCatalog: gear.idCatalog, idClientAccountGroup: mlsGroup.idClientAccountGroup, idClientAccount: account.NWO }),
      ),
    ).toBe('catalog_groups_group_fk');
  });
});
