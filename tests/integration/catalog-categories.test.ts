/**
 * A catalog's category tree through its routes: the tree read sorted by display position, create
 * at a place, rename, move (a cycle refused with the one error shape), reorder with the siblings
 * renumbered, delete of a subtree; and refusals across clients, accounts and catalogs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { catalogCategories } from '../../shared/administration/catalog-categories';
import { catalogs } from '../../shared/administration/catalogs';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts, productCategories } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';

type Node = { idCatalogCategory: string; idParentCategory: string | null; categoryName: string; displayPosition: number; childrenCategories: Node[] };
type Params = { idClient: string; idClientAccount: string; idCatalog: string };

/** The tree as names, e.g. ["A", ["A1", "A2"], "B"]-like nested pairs: [name, children]. */
const shape = (nodes: Node[]): unknown[] => nodes.map((n) => (n.childrenCategories.length ? [n.categoryName, shape(n.childrenCategories)] : n.categoryName));
const positions = (nodes: Node[]): number[] => nodes.map((n) => n.displayPosition);

describeEachEngine('category tree of a catalog', (ctx) => {
  let claire: ApiClient, admin: ApiClient, tom: ApiClient;
  let mls: Params, mle: Params, nwo: Params;

  beforeAll(async () => {
    const db = ctx().server.database.db;
    [admin, claire, tom] = await Promise.all(
      [DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)),
    );
    const accounts = await db.select().from(clientAccounts);
    const catalogFor = async (code: string): Promise<Params> => {
      const a = accounts.find((x) => x.accountCode === code)!;
      const params = { idClient: a.idClient, idClientAccount: a.idClientAccount };
      const { catalog } = await admin.request<{ catalog: { idCatalog: string } }>({
        method: 'POST',
        path: catalogs.paths.list,
        params,
        body: { catalogName: `Tree ${code}` },
      });
      return { ...params, idCatalog: catalog.idCatalog };
    };
    [mls, mle, nwo] = [await catalogFor('MLS'), await catalogFor('MLE'), await catalogFor('NWO')];
  });

  const tree = async (api: ApiClient, params: Params) => (await api.request<{ categories: Node[] }>({ path: catalogCategories.paths.list, params })).categories;
  const create = async (params: Params, body: Record<string, unknown>, api = claire) =>
    (await api.request<{ category: Node }>({ method: 'POST', path: catalogCategories.paths.list, params, body })).category;
  const update = async (params: Params, id: string, body: Record<string, unknown>, api = claire) =>
    (await api.request<{ category: Node }>({ method: 'PUT', path: catalogCategories.paths.item, params: { ...params, id }, body })).category;
  const remove = (params: Params, id: string, api = claire) => api.request({ method: 'DELETE', path: catalogCategories.paths.item, params: { ...params, id } });

  it('builds a three-level tree, sorted by display position at each level, positions without gaps', async () => {
    const lighting = await create(mls, { categoryName: 'Lighting' });
    const textiles = await create(mls, { categoryName: 'Textiles' });
    // At position 0: before the others, which move down.
    const furniture = await create(mls, { categoryName: 'Furniture', displayPosition: 0 });
    const lamps = await create(mls, { categoryName: 'Lamps', idParentCategory: lighting.idCatalogCategory });
    await create(mls, { categoryName: 'Bulbs', idParentCategory: lighting.idCatalogCategory, displayPosition: 0 });
    const desk = await create(mls, { categoryName: 'Desk lamps', idParentCategory: lamps.idCatalogCategory });
    expect(desk).toMatchObject({ idParentCategory: lamps.idCatalogCategory, displayPosition: 0, childrenCategories: [] });

    const read = await tree(claire, mls);
    expect(shape(read)).toEqual(['Furniture', ['Lighting', ['Bulbs', ['Lamps', ['Desk lamps']]]], 'Textiles']);
    expect(positions(read)).toEqual([0, 1, 2]);
    expect(positions(read[1].childrenCategories)).toEqual([0, 1]);
    // One category answers with its subtree.
    const one = await claire.request<{ category: Node }>({ path: catalogCategories.paths.read!, params: { ...mls, id: lighting.idCatalogCategory } });
    expect(shape([one.category])).toEqual([['Lighting', ['Bulbs', ['Lamps', ['Desk lamps']]]]]);
    expect([furniture, textiles].every(Boolean)).toBe(true);
  });

  it('renames, reorders and moves; the siblings left and joined are renumbered', async () => {
    const [furniture, lighting, textiles] = await tree(claire, mls);
    const renamed = await update(mls, furniture.idCatalogCategory, { categoryName: 'Home furniture' });
    expect(renamed).toMatchObject({ categoryName: 'Home furniture', displayPosition: 0, idParentCategory: null });

    // Reorder: Textiles first.
    await update(mls, textiles.idCatalogCategory, { categoryName: 'Textiles', displayPosition: 0 });
    let read = await tree(claire, mls);
    expect(read.map((n) => n.categoryName)).toEqual(['Textiles', 'Home furniture', 'Lighting']);
    expect(positions(read)).toEqual([0, 1, 2]);

    // Move Lamps (with its subtree) under Home furniture: last there; Lighting's children close the gap.
    const lamps = lighting.childrenCategories.find((c) => c.categoryName === 'Lamps')!;
    const moved = await update(mls, lamps.idCatalogCategory, { categoryName: 'Lamps', idParentCategory: furniture.idCatalogCategory });
    expect(moved).toMatchObject({ idParentCategory: furniture.idCatalogCategory, displayPosition: 0 });
    expect(shape(moved.childrenCategories)).toEqual(['Desk lamps']);
    read = await tree(claire, mls);
    expect(shape(read)).toEqual(['Textiles', ['Home furniture', [['Lamps', ['Desk lamps']]]], ['Lighting', ['Bulbs']]]);
    expect(positions(read[2].childrenCategories)).toEqual([0]);

    // Back to the top level, between Textiles and Home furniture.
    await update(mls, lamps.idCatalogCategory, { categoryName: 'Lamps', idParentCategory: null, displayPosition: 1 });
    read = await tree(claire, mls);
    expect(read.map((n) => n.categoryName)).toEqual(['Textiles', 'Lamps', 'Home furniture', 'Lighting']);
    expect(positions(read)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a move under the category itself or one of its descendants with a clear message, and leaves the tree as it was', async () => {
    const before = await tree(claire, mls);
    const lamps = before.find((n) => n.categoryName === 'Lamps')!;
    const desk = lamps.childrenCategories[0];
    for (const parent of [desk.idCatalogCategory, lamps.idCatalogCategory]) {
      const error = await failure(update(mls, lamps.idCatalogCategory, { categoryName: 'Lamps', idParentCategory: parent, displayPosition: 0 }));
      expect(error).toMatchObject({
        status: 400,
        code: 'VALIDATION',
        message: 'A category cannot be moved under itself or one of its subcategories.',
        errors: { idParentCategory: 'validation.category.cycle' },
      });
    }
    expect(await tree(claire, mls)).toEqual(before);
  });

  it('deletes a subtree with its product links; the siblings close the gap', async () => {
    const db = ctx().server.database.db;
    const before = await tree(claire, mls);
    const lighting = before.find((n) => n.categoryName === 'Lighting')!;
    const bulbs = lighting.childrenCategories[0];
    const [product] = await claire
      .request<{ items: { idProduct: string }[] }>({ path: '/clients/{idClient}/accounts/{idClientAccount}/products', params: mls, query: { pageSize: 1 } })
      .then((a) => a.items);
    await db
      .insert(productCategories)
      .values({ idProduct: product.idProduct, idCatalogCategory: bulbs.idCatalogCategory, idClientAccount: mls.idClientAccount });
    await remove(mls, lighting.idCatalogCategory);
    const read = await tree(claire, mls);
    expect(read.map((n) => n.categoryName)).toEqual(['Textiles', 'Lamps', 'Home furniture']);
    expect(positions(read)).toEqual([0, 1, 2]);
    expect(await db.select().from(productCategories).where(eq(productCategories.idCatalogCategory, bulbs.idCatalogCategory))).toEqual([]);
    expect((await failure(claire.request({ path: catalogCategories.paths.read!, params: { ...mls, id: bulbs.idCatalogCategory } }))).status).toBe(403);
  });

  it('refuses a blank or too long name and a parent from another catalog in the one error shape', async () => {
    expect(await failure(create(mls, { categoryName: ' ' }))).toMatchObject({ status: 400, errors: { categoryName: 'validation.required' } });
    expect(await failure(create(mls, { categoryName: 'x'.repeat(51) }))).toMatchObject({ status: 400, errors: { categoryName: 'validation.text.tooLong' } });
    const elsewhere = await create(mle, { categoryName: 'Elsewhere' });
    expect(await failure(create(mls, { categoryName: 'Stray', idParentCategory: elsewhere.idCatalogCategory }))).toMatchObject({
      status: 400,
      errors: { idParentCategory: 'validation.unknownReference' },
    });
    const [top] = await tree(claire, mls);
    expect(await failure(update(mls, top.idCatalogCategory, { categoryName: top.categoryName, idParentCategory: elsewhere.idCatalogCategory }))).toMatchObject({
      status: 400,
      errors: { idParentCategory: 'validation.unknownReference' },
    });
    // A category is reached only through its own catalog.
    expect((await failure(claire.request({ path: catalogCategories.paths.read!, params: { ...mls, id: elsewhere.idCatalogCategory } }))).status).toBe(403);
  });

  describe('across clients', () => {
    it("refuses another client's catalog, a forged account and catalog pair, and a user without the permission", async () => {
      const [theirs] = [await create(nwo, { categoryName: 'Theirs' }, admin)];
      // Claire holds the permission on Maison Lumière's accounts only.
      expect((await failure(tree(claire, nwo))).status).toBe(403);
      expect((await failure(create(nwo, { categoryName: 'Hack' }))).status).toBe(403);
      expect((await failure(update(nwo, theirs.idCatalogCategory, { categoryName: 'Hack' }))).status).toBe(403);
      expect((await failure(remove(nwo, theirs.idCatalogCategory))).status).toBe(403);
      // Her own account in the path with their catalog: the catalog is not in the account.
      const forged = { ...mls, idCatalog: nwo.idCatalog };
      expect((await failure(tree(claire, forged))).status).toBe(403);
      expect((await failure(create(forged, { categoryName: 'Hack' }))).status).toBe(403);
      expect((await failure(update(forged, theirs.idCatalogCategory, { categoryName: 'Hack' }))).status).toBe(403);
      expect((await failure(remove(forged, theirs.idCatalogCategory))).status).toBe(403);
      // Their category as the parent of hers.
      const [mine] = await tree(claire, mls);
      expect((await failure(update(mls, mine.idCatalogCategory, { categoryName: mine.categoryName, idParentCategory: theirs.idCatalogCategory }))).status).toBe(
        400,
      );
      // Tom orders; he does not administer catalogs, even in his own account.
      expect((await failure(tree(tom, nwo))).status).toBe(403);
      expect((await failure(create(nwo, { categoryName: 'Hack' }, tom))).status).toBe(403);
      expect((await failure(remove(nwo, theirs.idCatalogCategory, tom))).status).toBe(403);
      expect(shape(await tree(admin, nwo))).toEqual(['Theirs']);
    });
  });
});
