import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import { products } from '../../shared/administration/products';
import { productChoices, productStockAction, productTagSearch, refreshStockAction } from '../../shared/administration/product-actions';
import { DEMO_USERS } from '../../server/db/seed';
import { attributeOptions, attributes, clientAccounts, clientAccountWarehouses, labels, products as productRows, tags } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { MAX_UPLOAD_BYTES } from '../../shared/rules/file-upload';
import { PRODUCT_FILES_PER_SAVE } from '../../shared/rules/products';

/** A 1x1 PNG, and the same picture's bytes with an HTML page behind a .png name. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const NOT_AN_IMAGE = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
const picture = (name: string, image = PNG) => ({ imageName: name, imageFileName: `${name}.png`, fileType: 'image/png', image });

type Account = { idClient: string; idClientAccount: string };
type Product = Record<string, unknown> & {
  idProduct: string;
  type: string;
  priceSell: number;
  images: { idImage: string; imageName: string; displayPosition: number; defaultImage: boolean; width: number | null }[];
  productTags: { tagName: string }[];
  children: { idChild: string; quantity: number; attributeOptions: { idAttribute: string; idAttributeOption: string }[] }[];
  documents: { documentName: string; displayPosition: number; documentSize: number }[];
};

describeEachEngine('products: the resource, its save plan and its stock', (ctx) => {
  let admin: ApiClient, claire: ApiClient, tom: ApiClient;
  let mls: Account, nwo: Account;
  let sequence = 0;
  const sku = () => `T${Date.now().toString(36).slice(-6)}${(sequence++).toString(36)}`.toUpperCase();

  const create = (api: ApiClient, account: Account, body: Record<string, unknown>) =>
    api.request<{ product: Product }>({ method: 'POST', path: products.paths.list, params: account, body }).then((a) => a.product);
  const update = (api: ApiClient, account: Account, id: string, body: Record<string, unknown>) =>
    api.request<{ product: Product }>({ method: 'PUT', path: products.paths.item, params: { ...account, id }, body }).then((a) => a.product);
  const read = (api: ApiClient, account: Account, id: string) =>
    api.request<{ product: Product }>({ path: products.paths.item, params: { ...account, id } }).then((a) => a.product);
  const simple = (name: string, extra: Record<string, unknown> = {}) => ({
    type: 'SIMPLE',
    productName: name,
    sku: sku(),
    priceSell: 10,
    pricePurshase: 4,
    ...extra,
  });

  beforeAll(async () => {
    const db = ctx().server.database.db;
    [admin, claire, tom] = await Promise.all(
      [DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)),
    );
    const accounts = await db.select().from(clientAccounts);
    const params = (code: string) => {
      const a = accounts.find((x) => x.accountCode === code)!;
      return { idClient: a.idClient, idClientAccount: a.idClientAccount };
    };
    [mls, nwo] = [params('MLS'), params('NWO')];
  });

  it('lists an account with a search of 3+ characters, filters and a sort; other accounts are refused', async () => {
    const provider = createDataProvider(claire);
    const all = await provider.getList('products', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'sku', order: 'ASC' },
      filter: {},
      meta: { params: mls },
    });
    expect(all.total).toBeGreaterThan(10);
    const skus = all.data.map((p) => String(p.sku));
    expect(skus).toEqual([...skus].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    const bundles = await provider.getList('products', { pagination: { page: 1, perPage: 100 }, filter: { type: 'BUNDLE' }, meta: { params: mls } });
    expect(bundles.total).toBeGreaterThan(0);
    expect(bundles.data.every((p) => p.type === 'BUNDLE')).toBe(true);
    const word = String(all.data[0].productName).slice(0, 4);
    const found = await provider.getList('products', { pagination: { page: 1, perPage: 100 }, filter: { q: word }, meta: { params: mls } });
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((p) => JSON.stringify(p).toLowerCase().includes(word.toLowerCase()))).toBe(true);
    // Two characters do not search: the whole list comes back.
    const short = await provider.getList('products', { pagination: { page: 1, perPage: 1 }, filter: { q: word.slice(0, 2) }, meta: { params: mls } });
    expect(short.total).toBe(all.total);
    // Lists carry the default picture, not the parts.
    expect(all.data.some((p) => typeof p.idImage === 'string')).toBe(true);
    expect(all.data[0].images).toBeUndefined();
    // Read by key between two ids (an export reads two halves of the ids at once): by id, only those between.
    const ids = all.data.map((p) => String(p.id)).sort();
    const between = await provider.getList('products', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'idProduct', order: 'ASC' },
      filter: { idProduct_gt: ids[1], idProduct_lt: ids[5] },
      meta: { params: mls },
    });
    expect(between.data.map((p) => p.id)).toEqual(ids.slice(2, 5));
    expect(between.total).toBe(3);
    const bad = await failure(claire.request({ path: products.paths.list, params: mls, query: { sortOrders: 'pricePurshase:ASC' } }));
    expect(bad.status).toBe(400);
    expect((await failure(claire.request({ path: products.paths.list, params: nwo }))).status).toBe(403);
    expect((await failure(tom.request({ path: products.paths.list, params: nwo }))).status).toBe(403);
    // Nobody creates in an account they do not administer, nor in theirs under another client's id.
    expect((await failure(create(claire, nwo, simple('Intruder')))).status).toBe(403);
    expect((await failure(create(claire, { idClient: nwo.idClient, idClientAccount: mls.idClientAccount }, simple('Intruder')))).status).toBe(403);
    expect((await failure(create(tom, nwo, simple('Intruder')))).status).toBe(403);
    // An account under another client's id lists nothing.
    const mixed = await admin.request<{ items: unknown[] }>({
      path: products.paths.list,
      params: { idClient: nwo.idClient, idClientAccount: mls.idClientAccount },
    });
    expect(mixed.items).toEqual([]);
  });

  it('keeps prices for simple products only, refuses a type change and duplicate codes with the spec messages', async () => {
    const created = await create(claire, mls, simple('Lantern test', { barcode: `B${sku()}`, skuSupplier: `S${sku()}`.slice(0, 15) }));
    expect(created).toMatchObject({ type: 'SIMPLE', priceSell: 10, pricePurshase: 4 });
    const bundle = await create(claire, mls, { type: 'BUNDLE', productName: 'Bundle test', sku: sku(), priceSell: 99, pricePurshase: 50 });
    expect(bundle).toMatchObject({ priceSell: 0, pricePurshase: 0 });

    const changed = await failure(update(claire, mls, created.idProduct, { ...simple('Lantern test'), sku: created.sku, type: 'BUNDLE' }));
    expect(changed).toMatchObject({ status: 400, message: 'Changing Type is not allowed!', code: 'CHANGE_NOT_ALLOWED' });

    const duplicate = await failure(create(claire, mls, simple('Copy', { sku: String(created.sku).toLowerCase() })));
    expect(duplicate).toMatchObject({ status: 409, message: 'Duplicated SKU!' });
    expect(duplicate.errors).toEqual({ sku: 'messages.duplicatedSku' });
    const barcode = await failure(create(claire, mls, simple('Copy', { barcode: created.barcode })));
    expect(barcode).toMatchObject({ message: 'Duplicate Barcode detected.' });
    expect(barcode.errors).toEqual({ barcode: 'messages.duplicateBarcode' });
    const supplier = await failure(create(claire, mls, simple('Copy', { skuSupplier: created.skuSupplier })));
    expect(supplier).toMatchObject({ message: 'Duplicate SKU Supplier detected.' });
    expect(supplier.errors).toEqual({ skuSupplier: 'messages.duplicateSkuSupplier' });
    // Another account may use the same SKU.
    expect((await create(admin, nwo, simple('Same SKU elsewhere', { sku: created.sku }))).sku).toBe(created.sku);
  });

  it('checks numbers and temperatures, and sanitises the description; an oversized one is refused', async () => {
    const temps = await failure(create(claire, mls, simple('Cold', { minTemperature: '8', maxTemperature: '2,5' })));
    expect(temps.errors).toEqual({ minTemperature: 'validation.temperatureRange' });
    const ok = await create(claire, mls, simple('Cool', { minTemperature: '2,5', maxTemperature: '8', prepareDays: 2 }));
    expect(ok).toMatchObject({ minTemperature: 2.5, maxTemperature: 8, prepareDays: 2 });
    const days = await failure(create(claire, mls, simple('Days', { prepareDays: 1.5, priceSell: -1 })));
    expect(days.errors).toMatchObject({ prepareDays: 'validation.number.whole', priceSell: 'validation.number.notNegative' });

    const html = '<p onclick="steal()">Warm <strong>light</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>';
    const clean = await create(claire, mls, simple('Clean', { productDescription: html }));
    expect(clean.productDescription).toBe('<p>Warm <strong>light</strong><a>x</a></p>');
    const huge = await failure(create(claire, mls, simple('Huge', { productDescription: `<script>${'x'.repeat(20_001)}</script>` })));
    expect(huge.errors).toEqual({ productDescription: 'validation.text.tooLong' });
  });

  it('saves pictures in order: the first is default, removing it promotes the next; a non-image leaves the product as it was', async () => {
    const product = await create(
      claire,
      mls,
      simple('Pictures', { images: [picture('Front'), picture('Side'), picture('Back')], productTags: [{ tagName: 'Glass' }] }),
    );
    expect(product.images.map((i) => [i.imageName, i.displayPosition, i.defaultImage])).toEqual([
      ['Front', 1, true],
      ['Side', 2, false],
      ['Back', 3, false],
    ]);
    expect(product.images[0].width).toBe(1);
    const [, side, back] = product.images;
    const kept = [side, back].map(({ idImage, imageName, displayPosition }) => ({ idImage, imageName, imageFileName: `${imageName}.png`, displayPosition }));
    const afterRemoval = await update(claire, mls, product.idProduct, { ...simple('Pictures', { sku: product.sku }), images: kept });
    expect(afterRemoval.images.map((i) => [i.imageName, i.displayPosition, i.defaultImage])).toEqual([
      ['Side', 1, true],
      ['Back', 2, false],
    ]);

    // One bad file in the save: nothing of it stays (name, tags, pictures).
    const broken = await failure(
      update(claire, mls, product.idProduct, {
        ...simple('Renamed', { sku: product.sku }),
        productTags: [{ tagName: 'Brand new tag' }],
        images: [...kept, picture('Evil', NOT_AN_IMAGE)],
      }),
    );
    expect(broken).toMatchObject({ status: 400, errors: { images: 'validation.file.unsupportedType' } });
    const after = await read(claire, mls, product.idProduct);
    expect(after.productName).toBe('Pictures');
    expect(after.productTags.map((t) => t.tagName)).toEqual(['Glass']);
    expect(after.images.map((i) => i.imageName)).toEqual(['Side', 'Back']);
    const db = ctx().server.database.db;
    expect(await db.select().from(tags).where(eq(tags.tagName, 'Brand new tag'))).toEqual([]);

    // A picture of another account's product cannot be linked by its id.
    const theirs = await create(admin, nwo, simple('Theirs', { images: [picture('Secret')] }));
    const stolen = await failure(
      update(claire, mls, product.idProduct, {
        ...simple('Pictures', { sku: product.sku }),
        images: [{ idImage: theirs.images[0].idImage, imageName: 'x', imageFileName: 'x.png' }],
      }),
    );
    expect(stolen.errors).toEqual({ images: 'validation.product.unknownImage' });
  });

  it('saves documents checked by their bytes, and renumbers them', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%fake but well-formed header\n').toString('base64');
    const product = await create(
      claire,
      mls,
      simple('Documented', {
        documents: [
          { documentName: 'Sheet', documentFileName: 'sheet.pdf', document: pdf, displayPosition: 7 },
          { documentName: 'Manual', documentFileName: 'manual.pdf', document: pdf, displayPosition: 3 },
        ],
      }),
    );
    const docs = product.documents;
    expect(docs.map((d) => [d.documentName, d.displayPosition])).toEqual([
      ['Manual', 1],
      ['Sheet', 2],
    ]);
    const script = Buffer.from('<script>alert(1)</script>').toString('base64');
    const refused = await failure(
      update(claire, mls, product.idProduct, {
        ...simple('Documented', { sku: product.sku }),
        documents: [{ documentName: 'Evil', documentFileName: 'evil.pdf', document: script }],
      }),
    );
    expect(refused.errors).toEqual({ documents: 'validation.file.unsupportedType' });
    const exe = await failure(
      update(claire, mls, product.idProduct, {
        ...simple('Documented', { sku: product.sku }),
        documents: [{ documentName: 'Tool', documentFileName: 'tool.exe', document: pdf }],
      }),
    );
    expect(exe.errors).toEqual({ documents: 'validation.file.unsupportedType' });
    expect((await read(claire, mls, product.idProduct)).documents).toHaveLength(2);
  });

  it(`saves ${PRODUCT_FILES_PER_SAVE} files of the spec's largest size in one save; a larger body is refused in the one error shape`, async () => {
    // A real PNG and a PDF header, each followed by bytes readers ignore: 1 MiB used to be the limit of every body (413).
    const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]).toString('base64');
    const big = padded(Buffer.from(PNG, 'base64'), MAX_UPLOAD_BYTES);
    const bigPdf = padded(Buffer.from('%PDF-1.4\n'), MAX_UPLOAD_BYTES);
    const product = await create(
      claire,
      mls,
      simple('Large files', {
        images: [picture('Front', big), picture('Back', big)],
        documents: [
          { documentName: 'Sheet', documentFileName: 'sheet.pdf', document: bigPdf },
          { documentName: 'Manual', documentFileName: 'manual.pdf', document: bigPdf },
        ],
      }),
    );
    expect([product.images.length, product.documents.map((d) => d.documentSize)]).toEqual([2, [MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES]]);
    const over = await failure(
      update(claire, mls, product.idProduct, {
        ...simple('Large files', { sku: product.sku }),
        images: [picture('Front', big), picture('Back', big), picture('Side', big), picture('Top', big), picture('Bottom', big)],
      }),
    );
    expect([over.status, over.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await read(claire, mls, product.idProduct)).images).toHaveLength(2);
  });

  it('saves tags (created on the fly, found as you type), labels, categories, attributes and packaging units as diffs', async () => {
    const choices = await claire.request<{ labels: { idLabel: string }[]; categories: { idCatalogCategory: string; path: string }[]; attributes: unknown[] }>({
      path: productChoices.path,
      params: mls,
    });
    expect(choices.categories.length).toBeGreaterThan(3);
    expect(choices.categories[0].path).toContain(' › ');
    const [label] = choices.labels;
    const [first, second] = choices.categories;
    const tagName = `Lamp${sku()}`;
    const product = await create(
      claire,
      mls,
      simple('Linked', {
        productTags: [{ tagName }, { tagName: tagName.toLowerCase() }],
        productLabels: [{ idLabel: label.idLabel, fromDate: '2026-01-01', toDate: '2026-02-01' }],
        productCategories: [{ idCatalogCategory: first.idCatalogCategory }],
        packagingUnits: [{ packagingUnitName: 'Carton', quantity: 12, weight: 3.5 }],
      }),
    );
    expect(product.productTags.map((t) => t.tagName)).toEqual([tagName]);
    const found = await claire.request<{ tags: { tagName: string }[] }>({
      path: productTagSearch.path,
      params: { ...mls, query: tagName.slice(2).toLowerCase() },
    });
    expect(found.tags.map((t) => t.tagName)).toContain(tagName);

    const updated = await update(claire, mls, product.idProduct, {
      ...simple('Linked', { sku: product.sku }),
      productTags: [{ tagName: 'Second tag' }],
      productLabels: [{ idLabel: label.idLabel, fromDate: '2026-01-01', toDate: '2026-03-01' }],
      productCategories: [{ idCatalogCategory: second.idCatalogCategory }],
      packagingUnits: [
        { packagingUnitName: 'Carton', quantity: 24 },
        { packagingUnitName: 'Pallet', quantity: 480 },
      ],
    });
    expect(updated.productTags.map((t) => t.tagName)).toEqual(['Second tag']);
    expect(updated.productLabels).toMatchObject([{ idLabel: label.idLabel, toDate: '2026-03-01' }]);
    expect(updated.productCategories).toMatchObject([{ idCatalogCategory: second.idCatalogCategory }]);
    expect(updated.packagingUnits).toMatchObject([
      { packagingUnitName: 'Carton', quantity: 24, displayPosition: 1 },
      { packagingUnitName: 'Pallet', quantity: 480, displayPosition: 2 },
    ]);
    const dates = await failure(
      update(claire, mls, product.idProduct, {
        ...simple('Linked', { sku: product.sku }),
        productLabels: [{ idLabel: label.idLabel, fromDate: '2026-05-01', toDate: '2026-04-01' }],
      }),
    );
    expect(dates.errors).toEqual({ 'productLabels.0.toDate': 'validation.product.labelDates' });

    // A label or category of another account is an unknown reference.
    const db = ctx().server.database.db;
    const [otherLabel] = await db.select().from(labels).where(eq(labels.idClientAccount, nwo.idClientAccount));
    const foreign = await failure(
      update(claire, mls, product.idProduct, { ...simple('Linked', { sku: product.sku }), productLabels: [{ idLabel: otherLabel.idLabel }] }),
    );
    expect(foreign.status).toBe(400);
  });

  it('saves a bundle with two children and a configurable product with attribute options; children follow the rules', async () => {
    const [a, b] = [await create(claire, mls, simple('Child A')), await create(claire, mls, simple('Child B'))];
    const bundle = await create(claire, mls, {
      type: 'BUNDLE',
      productName: 'Two pack',
      sku: sku(),
      children: [
        { idChild: a.idProduct, quantity: 2 },
        { idChild: b.idProduct, quantity: 1 },
      ],
    });
    expect(bundle.children.map((c) => [c.idChild, c.quantity]).sort()).toEqual(
      [
        [a.idProduct, 2],
        [b.idProduct, 1],
      ].sort(),
    );
    const db = ctx().server.database.db;
    const [attribute] = await db.select().from(attributes).where(eq(attributes.idClientAccount, mls.idClientAccount));
    const [option] = await db.select().from(attributeOptions).where(eq(attributeOptions.idAttribute, attribute.idAttribute));
    const configurable = await create(claire, mls, {
      type: 'CONFIGURABLE',
      productName: 'Lamp in colours',
      sku: sku(),
      productAttributes: [{ idAttribute: attribute.idAttribute }],
      children: [
        { idChild: a.idProduct, quantity: 1, attributeOptions: [{ idAttribute: attribute.idAttribute, idAttributeOption: option.idAttributeOption }] },
      ],
    });
    expect(configurable.children[0].attributeOptions).toMatchObject([{ idAttribute: attribute.idAttribute, idAttributeOption: option.idAttributeOption }]);
    // Quantity changed: the child is saved again with it; the other goes.
    const fewer = await update(claire, mls, bundle.idProduct, {
      type: 'BUNDLE',
      productName: 'Two pack',
      sku: bundle.sku,
      children: [{ idChild: a.idProduct, quantity: 3 }],
    });
    expect(fewer.children.map((c) => c.quantity)).toEqual([3]);

    const onSimple = await failure(
      update(claire, mls, a.idProduct, { ...simple('Child A', { sku: a.sku }), children: [{ idChild: b.idProduct, quantity: 1 }] }),
    );
    expect(onSimple.errors).toEqual({ children: 'validation.product.childrenNotAllowed' });
    const ofBundle = await failure(
      create(claire, mls, { type: 'BUNDLE', productName: 'Nested', sku: sku(), children: [{ idChild: bundle.idProduct, quantity: 1 }] }),
    );
    expect(ofBundle.errors).toEqual({ children: 'validation.product.childNotSimple' });
    const theirs = await create(admin, nwo, simple('Their child'));
    const foreign = await failure(
      create(claire, mls, { type: 'BUNDLE', productName: 'Foreign', sku: sku(), children: [{ idChild: theirs.idProduct, quantity: 1 }] }),
    );
    expect(foreign.errors).toEqual({ children: 'validation.unknownReference' });
    expect(await db.select().from(productRows).where(eq(productRows.productName, 'Foreign'))).toEqual([]);
  });

  it("changes a product's parts one at a time at the spec's calls, under the save's rules, and refuses what the save refuses", async () => {
    const part = <T>(api: ApiClient, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, params: Record<string, string>, body?: unknown) =>
      api.request<Record<string, T[]>>({ method, path, params, body });
    const [a, b] = [await create(claire, mls, simple('Part child A')), await create(claire, mls, simple('Part child B'))];
    const bundle = await create(claire, mls, { type: 'BUNDLE', productName: 'Parts pack', sku: sku(), productTags: [{ tagName: 'Glass' }] });
    const idProduct = bundle.idProduct;
    // Tags: added by name (created on the fly), listed, taken out by the link's id.
    const tagsAfter = await part<{ idProductTag: string; tagName: string }>(claire, 'POST', '/products/{idProduct}/tags', { idProduct }, { tagName: 'Amber' });
    expect(tagsAfter.productTags.map((t) => t.tagName)).toEqual(['Amber', 'Glass']);
    const glass = tagsAfter.productTags.find((t) => t.tagName === 'Glass')!;
    await part(claire, 'DELETE', '/products/{idProduct}/tags/{idProductTag}', { idProduct, idProductTag: glass.idProductTag });
    expect((await part<{ tagName: string }>(claire, 'GET', '/products/{idProduct}/tags', { idProduct })).productTags.map((t) => t.tagName)).toEqual(['Amber']);
    // Children: added, their quantity changed, taken out; a child that is no simple product is refused as by the save.
    const added = await part<{ idProductChild: string; idChild: string; quantity: number }>(
      claire,
      'POST',
      '/products/{idProduct}/child',
      { idProduct },
      { idChild: a.idProduct, quantity: 2 },
    );
    const [child] = added.children;
    const changed = await part<{ quantity: number }>(
      claire,
      'PUT',
      '/products/{idProduct}/child/{idProductChild}',
      { idProduct, idProductChild: child.idProductChild },
      {
        idChild: a.idProduct,
        quantity: 5,
      },
    );
    expect(changed.children.map((c) => c.quantity)).toEqual([5]);
    const notSimple = await failure(part(claire, 'POST', '/products/{idProduct}/child', { idProduct }, { idChild: idProduct, quantity: 1 }));
    expect([notSimple.status, notSimple.errors]).toEqual([400, { children: 'validation.product.childNotSimple' }]);
    await part(claire, 'POST', '/products/{idProduct}/child', { idProduct }, { idChild: b.idProduct, quantity: 1 });
    const childrenNow = (await read(claire, mls, idProduct)).children as unknown as { idProductChild: string; idChild: string }[];
    const gone = await part<{ idChild: string }>(claire, 'DELETE', '/products/{idProduct}/child/{idProductChild}', {
      idProduct,
      idProductChild: childrenNow.find((c) => c.idChild === a.idProduct)!.idProductChild,
    });
    expect(gone.children.map((c) => c.idChild)).toEqual([b.idProduct]);
    // Pictures: a new one by its content, renamed, removed; a non-image is refused and nothing changes.
    const pictures = await part<{ idProductImage: string; imageName: string; defaultImage: boolean }>(
      claire,
      'POST',
      '/products/{idProduct}/images',
      { idProduct },
      picture('Front'),
    );
    expect(pictures.images).toMatchObject([{ imageName: 'Front', defaultImage: true }]);
    const renamed = await part<{ imageName: string }>(
      claire,
      'PUT',
      '/products/{idProduct}/images/{idProductImage}',
      { idProduct, idProductImage: pictures.images[0].idProductImage },
      {
        imageName: 'Face',
        imageFileName: 'face.png',
      },
    );
    expect(renamed.images.map((i) => i.imageName)).toEqual(['Face']);
    expect((await failure(part(claire, 'POST', '/products/{idProduct}/images', { idProduct }, picture('Page', NOT_AN_IMAGE)))).status).toBe(400);
    expect((await read(claire, mls, idProduct)).images.map((i) => i.imageName)).toEqual(['Face']);
    // Attributes and labels.
    const db = ctx().server.database.db;
    const [attribute] = await db.select().from(attributes).where(eq(attributes.idClientAccount, mls.idClientAccount));
    const withAttribute = await part<{ idAttribute: string }>(
      claire,
      'POST',
      '/product/{idProduct}/attributes',
      { idProduct },
      { idAttribute: attribute.idAttribute },
    );
    expect(withAttribute.productAttributes.map((x) => x.idAttribute)).toEqual([attribute.idAttribute]);
    const [label] = await db.select().from(labels).where(eq(labels.idClientAccount, mls.idClientAccount));
    if (label) {
      const labelled = await part<{ idProductLabel: string }>(claire, 'POST', '/products/{idProduct}/labels', { idProduct }, { idLabel: label.idLabel });
      const dated = await part<{ toDate: string | null }>(
        claire,
        'PUT',
        '/products/{idProduct}/labels/{idProductLabel}',
        { idProduct, idProductLabel: labelled.productLabels[0].idProductLabel },
        {
          idLabel: label.idLabel,
          fromDate: '2027-01-01',
          toDate: '2027-02-01',
        },
      );
      expect(dated.productLabels[0].toDate).toBe('2027-02-01');
    }
    // Out of reach: another client's administrator, an orderer; an unknown link answers 404.
    const theirs = await create(admin, nwo, simple('Theirs'));
    expect((await failure(part(claire, 'GET', '/products/{idProduct}/tags', { idProduct: theirs.idProduct }))).status).toBe(403);
    expect((await failure(part(claire, 'POST', '/products/{idProduct}/tags', { idProduct: theirs.idProduct }, { tagName: 'Hack' }))).status).toBe(403);
    expect((await failure(part(tom, 'POST', '/products/{idProduct}/tags', { idProduct }, { tagName: 'Hack' }))).status).toBe(403);
    expect((await failure(part(claire, 'DELETE', '/products/{idProduct}/tags/{idProductTag}', { idProduct, idProductTag: crypto.randomUUID() }))).status).toBe(
      404,
    );
    expect((await read(admin, nwo, theirs.idProduct)).productTags).toEqual([]);
  });

  it("reads and refreshes a product's stock per warehouse; another client's product is out of reach", async () => {
    const product = await create(claire, mls, simple('Stocked'));
    const db = ctx().server.database.db;
    const links = await db.select().from(clientAccountWarehouses).where(eq(clientAccountWarehouses.idClientAccount, mls.idClientAccount));
    const refreshed = await claire.request<{ stocks: { idWarehouse: string; physicalQuantity: number; availableQuantity: number }[] }>({
      path: refreshStockAction.path,
      params: { id: product.idProduct },
    });
    expect(refreshed.stocks.map((s) => s.idWarehouse).sort()).toEqual(links.map((l) => l.idWarehouse).sort());
    expect(refreshed.stocks.every((s) => s.physicalQuantity === 0 && s.availableQuantity === 0)).toBe(true);
    const one = await claire.request<{ stocks: { idWarehouse: string }[] }>({
      path: productStockAction.path,
      params: { id: product.idProduct },
      query: { idWarehouse: links[0].idWarehouse },
    });
    expect(one.stocks.map((s) => s.idWarehouse)).toEqual([links[0].idWarehouse]);

    const theirs = await create(admin, nwo, simple('Not yours'));
    expect((await failure(claire.request({ path: productStockAction.path, params: { id: theirs.idProduct } }))).status).toBe(403);
    expect((await failure(claire.request({ path: refreshStockAction.path, params: { id: theirs.idProduct } }))).status).toBe(403);
    expect((await failure(tom.request({ path: refreshStockAction.path, params: { id: theirs.idProduct } }))).status).toBe(403);
    expect((await failure(admin.request({ path: refreshStockAction.path, params: { id: '00000000-0000-4000-8000-000000000000' } }))).status).toBe(404);
    // Reading, changing or deleting another client's product answers like a missing one.
    expect((await failure(read(claire, nwo, theirs.idProduct))).status).toBe(403);
    expect((await failure(read(claire, mls, theirs.idProduct))).status).toBe(403);
    expect((await failure(update(claire, mls, theirs.idProduct, simple('Mine now', { sku: sku() })))).status).toBe(403);
    expect((await failure(claire.request({ method: 'DELETE', path: products.paths.item, params: { ...mls, id: theirs.idProduct } }))).status).toBe(403);
    expect((await read(admin, nwo, theirs.idProduct)).productName).toBe('Not yours');
  });
});
