/**
 * What buyers ran into: the search finds a configurable product's variants (simple products the
 * cart takes through their parent) with the parent's name; a configurable product shows its
 * variants' prices and stock; a product page leads back to its category and gives its documents;
 * the quick order pad's lines go into the cart under the cart's rules, each refusal with its reason.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { orderingClient } from '../../shared/ordering/client';
import { clientFor, failure } from '../support/api';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';

describeEachEngine('the buyer’s catalog, search and quick order', (ctx) => {
  let f: Awaited<ReturnType<typeof orderingFixture>>;
  const lyon = () => ({ idWarehouse: f.scope.idWarehouse });

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
  });

  const bySku = async (sku: string) => (await f.db.select().from(t.products).where(eq(t.products.sku, sku)))[0];

  it('finds configurable products’ variants by the header search, each under its parent’s name, and the cart takes what it finds', async () => {
    const boots = await bySku('NW-BOOT-TRK');
    for (const text of ['jacket', 'boots', 'Stormline']) {
      const found = await f.ordering.searchProducts(text, lyon());
      expect(found.items.length, text).toBeGreaterThan(0);
      expect(found.items.every((p) => p.type !== 'CONFIGURABLE')).toBe(true);
    }
    const found = await f.ordering.searchProducts('boots', lyon());
    expect(found.items.map((p) => p.sku).sort()).toEqual(['NW-BOOT-TRK-41', 'NW-BOOT-TRK-42', 'NW-BOOT-TRK-43', 'NW-BOOT-TRK-44']);
    expect(found.items.every((p) => p.parentProduct?.idProduct === boots.idProduct && p.parentProduct.productName === 'Trekker Hiking Boots')).toBe(true);
    // A simple product filed itself has no parent.
    expect((await f.ordering.searchProducts('merino', lyon())).items.map((p) => p.parentProduct)).toEqual([null]);
    // Restricted to simple products (the spec's order search) they are still found.
    expect((await f.ordering.searchProducts('stormline', { types: 'simple' })).searchCriteria.totalCount).toBe(4);
    // What the search finds, the cart takes.
    const event = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
    const variant = found.items.find((p) => p.availableQuantity > 0)!;
    expect((await f.ordering.addCartItem(event.idCart, { idProduct: variant.idProduct, quantity: 1 })).idProduct).toBe(variant.idProduct);
  });

  it('finds no variant of a disabled parent, nor of a parent outside the buyer’s catalogs', async () => {
    const boots = await bySku('NW-BOOT-TRK');
    await f.db.update(t.products).set({ enabled: false }).where(eq(t.products.idProduct, boots.idProduct));
    try {
      expect((await f.ordering.searchProducts('trekker')).items).toEqual([]);
    } finally {
      await f.db.update(t.products).set({ enabled: true }).where(eq(t.products.idProduct, boots.idProduct));
    }
    const links = await f.db.delete(t.productCategories).where(eq(t.productCategories.idProduct, boots.idProduct)).returning();
    try {
      expect((await f.ordering.searchProducts('trekker')).items).toEqual([]);
    } finally {
      await f.db.insert(t.productCategories).values(links);
    }
    expect((await f.ordering.searchProducts('trekker')).items).toHaveLength(4);
  });

  it('shows a configurable product with its variants’ price range and stock, each variant’s options in order, and where it is filed', async () => {
    const jacket = await bySku('NW-JKT-INS');
    const detail = await f.ordering.product(jacket.idProduct, lyon());
    const variants = await f.db
      .select({ idProduct: t.products.idProduct, available: t.productStocks.availableQuantity })
      .from(t.productChildren)
      .innerJoin(t.products, eq(t.products.idProduct, t.productChildren.idChild))
      .innerJoin(t.productStocks, and(eq(t.productStocks.idProduct, t.products.idProduct), eq(t.productStocks.idWarehouse, f.scope.idWarehouse)))
      .where(eq(t.productChildren.idProduct, jacket.idProduct));
    expect(detail.availableQuantity).toBe(variants.reduce((sum, v) => sum + v.available, 0));
    expect(detail.children).toHaveLength(4);
    expect(detail.children.every((c) => c.priceSell === 189)).toBe(true);
    expect(detail.children[0].options.map((o) => o.attributeName).sort()).toEqual(['Colour', 'Size']);
    expect(detail.children[0].options.every((o) => typeof o.attributePosition === 'number' && typeof o.optionPosition === 'number')).toBe(true);
    expect(detail.catalogPath?.breadCrumbs.map((c) => c.categoryName)).toEqual(['Apparel', 'Jackets', 'Insulated jackets']);
    // A variant's page leads back to its parent's category.
    expect((await f.ordering.product(detail.children[0].idProduct)).catalogPath?.breadCrumbs.at(-1)?.categoryName).toBe('Insulated jackets');

    // In its category's grid: the variants at a glance instead of 0.00 € and 0 available.
    const [link] = await f.db.select().from(t.productCategories).where(eq(t.productCategories.idProduct, jacket.idProduct));
    const [category] = await f.db.select().from(t.catalogCategories).where(eq(t.catalogCategories.idCatalogCategory, link.idCatalogCategory));
    const card = (await f.ordering.category(category.idCatalog, category.idCatalogCategory, lyon())).products.find((p) => p.idProduct === jacket.idProduct)!;
    expect(card.variants).toEqual({ count: 4, priceMin: 189, priceMax: 189, availableQuantity: detail.availableQuantity });
    expect(card.availableQuantity).toBe(detail.availableQuantity);
  });

  it('shows a bundle available as the complete sets its children allow, in its page and its category, as the cart counts it', async () => {
    const candle = await f.product(5, 3);
    const wick = await f.product(40, 1);
    const set = await f.bundle([
      { idProduct: candle.idProduct, quantity: 2 },
      { idProduct: wick.idProduct, quantity: 3 },
    ]);
    expect((await f.ordering.product(set.idProduct, lyon())).availableQuantity).toBe(2);
    const [link] = await f.db.select().from(t.productCategories).where(eq(t.productCategories.idProduct, set.idProduct));
    const [category] = await f.db.select().from(t.catalogCategories).where(eq(t.catalogCategories.idCatalogCategory, link.idCatalogCategory));
    const read = await f.ordering.category(category.idCatalog, category.idCatalogCategory, lyon());
    expect(read.products.find((p) => p.idProduct === set.idProduct)?.availableQuantity).toBe(2);
  });

  it('answers the catalog’s landing page with each category’s products counted with its subtree, and a parent category lists its subcategories’ products', async () => {
    const [catalog] = await f.ordering.catalogs();
    const overview = await f.ordering.catalogOverview(catalog.idCatalog);
    const apparel = overview.catalog.categories.find((c) => c.categoryName === 'Apparel')!;
    const counts = new Map(overview.counts.map((c) => [c.idCatalogCategory, c.productCount]));
    const jackets = apparel.childrenCategories.find((c) => c.categoryName === 'Jackets')!;
    // Two jackets (their variants are not filed), and the socks.
    expect(counts.get(jackets.idCatalogCategory)).toBe(2);
    expect(counts.get(apparel.idCatalogCategory)).toBe(3);
    const parent = await f.ordering.category(catalog.idCatalog, apparel.idCatalogCategory, lyon());
    expect(parent.products.map((p) => p.sku).sort()).toEqual(['NW-JKT-INS', 'NW-JKT-RAIN', 'NW-SOCK-01']);
    expect(parent.totalCount).toBe(3);
    // Each with its own picture.
    for (const product of parent.products) {
      const [picture] = await f.db
        .select()
        .from(t.productImages)
        .where(and(eq(t.productImages.idProduct, product.idProduct), eq(t.productImages.defaultImage, true)));
      expect(product.idImage).toBe(picture.idImage);
    }
    expect(parent.subcategoryCounts).toEqual(expect.arrayContaining([{ idCatalogCategory: jackets.idCatalogCategory, productCount: 2 }]));
    // Another catalog id is not found.
    expect((await failure(f.ordering.catalogOverview(crypto.randomUUID()))).status).toBe(404);
  });

  it('gives a product’s document to whoever sees the product, and to nobody else', async () => {
    const tent = await bySku('NW-TNT-2P');
    const detail = await f.ordering.product(tent.idProduct);
    expect(detail.documents).toEqual([expect.objectContaining({ documentName: 'Data sheet', documentFileName: expect.stringMatching(/\.pdf$/) })]);
    const file = await f.ordering.productDocument(tent.idProduct, detail.documents[0].idDocument);
    expect(file).toMatchObject({ fileType: 'application/pdf', documentSize: detail.documents[0].documentSize });
    expect(Buffer.from(file.document, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // Another product's id, a document of another product, another account's buyer.
    const socks = await bySku('NW-SOCK-01');
    expect((await failure(f.ordering.productDocument(socks.idProduct, detail.documents[0].idDocument))).status).toBe(404);
    const julie = orderingClient(await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount, f.scope));
    expect((await failure(julie.productDocument(tent.idProduct, detail.documents[0].idDocument))).status).toBe(403);
  });

  it('quick-orders pasted lines into the cart under the cart’s rules, saying why each other line is refused, and touches only the caller’s cart', async () => {
    const lamp = await f.product(10, 5);
    const rope = await f.product(3, 2);
    const empty = await f.product(0, 1);
    const stormline = await bySku('NW-JKT-RAIN');
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
    await f.ordering.addCartItem(cart.idCart, { idProduct: rope.idProduct, quantity: 2 });
    const answer = await f.ordering.quickOrder(cart.idCart, [
      { line: 1, sku: lamp.sku.toLowerCase(), quantity: '4' },
      { line: 2, sku: rope.sku, quantity: '2' },
      { line: 3, sku: 'NO-SUCH-SKU', quantity: '1' },
      { line: 4, sku: stormline.sku, quantity: '1' },
      { line: 5, sku: empty.sku, quantity: '1' },
      { line: 6, sku: lamp.sku, quantity: '0' },
      { line: 7, sku: rope.sku, quantity: '1' },
    ]);
    expect(answer.taken.map((l) => [l.line, l.idProduct, l.quantity])).toEqual([
      [1, lamp.idProduct, 4],
      [7, rope.idProduct, 1],
    ]);
    expect(answer.refused.map((l) => [l.line, l.reason.key])).toEqual([
      [2, 'messages.requestedQtyNotAvailable'],
      [3, 'messages.invalidSku'],
      [4, 'pages.quickOrder.reasons.configurable'],
      [5, 'pages.catalog.outOfStock'],
      [6, 'validation.quantity.positiveWhole'],
    ]);
    const read = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: cart.idEvent! });
    expect(read.items.map((i) => [i.idProduct, i.quantity]).sort()).toEqual(
      [
        [lamp.idProduct, 4],
        [rope.idProduct, 3],
      ].sort(),
    );
    expect(read.errors).toEqual([]);

    // Bad input loses nothing; another buyer's cart is not found.
    expect((await failure(f.ordering.quickOrder(cart.idCart, []))).status).toBe(400);
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ line: i + 1, sku: lamp.sku, quantity: '1' }));
    expect((await failure(f.ordering.quickOrder(cart.idCart, tooMany))).status).toBe(400);
    const sam = orderingClient(await clientFor(ctx().server.apiUrl, DEMO_USERS.twoApplications, f.scope));
    expect((await failure(sam.quickOrder(cart.idCart, [{ line: 1, sku: lamp.sku, quantity: '1' }]))).status).toBe(404);
    const after = await f.db
      .select()
      .from(t.cartItems)
      .where(and(eq(t.cartItems.idCart, cart.idCart), inArray(t.cartItems.idProduct, [lamp.idProduct])));
    expect(after.map((i) => i.quantity)).toEqual([4]);
  });
});
