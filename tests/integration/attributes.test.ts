/**
 * Product attributes with their options through the API: at least one option, none alike (the
 * spec's form rules, checked by the server too); options saved in order with the attribute in one
 * transaction, a renamed option kept in place so the configurable products' children that stand
 * for it keep it; refusals across clients.
 */
import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { attributes } from '../../shared/administration/attributes';
import { products } from '../../shared/administration/products';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';

type Option = { idAttributeOption: string; optionName: string; displayPosition: number };
type Attribute = { idAttribute: string; attributeName: string; options: Option[] };
type Params = { idClient: string; idClientAccount: string };

describeEachEngine('product attributes and their options', (ctx) => {
  let claire: ApiClient, tom: ApiClient;
  let mls: Params, nwo: Params;
  let sequence = 0;
  const sku = () => `A${Date.now().toString(36).slice(-6)}${(sequence++).toString(36)}`.toUpperCase();

  beforeAll(async () => {
    const db = ctx().server.database.db;
    [claire, tom] = await Promise.all([DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)));
    const accounts = await db.select().from(clientAccounts);
    const params = (code: string) => {
      const a = accounts.find((x) => x.accountCode === code)!;
      return { idClient: a.idClient, idClientAccount: a.idClientAccount };
    };
    [mls, nwo] = [params('MLS'), params('NWO')];
  });

  const create = async (body: Record<string, unknown>, params = mls, api = claire) =>
    (await api.request<{ attribute: Attribute }>({ method: 'POST', path: attributes.paths.list, params, body })).attribute;
  const update = async (id: string, body: Record<string, unknown>, params = mls, api = claire) =>
    (await api.request<{ attribute: Attribute }>({ method: 'PUT', path: attributes.paths.item, params: { ...params, id }, body })).attribute;

  it('creates an attribute with its options in order', async () => {
    const size = await create({ attributeName: 'Bulb size', options: [{ optionName: 'E14' }, { optionName: ' E27 ' }, { optionName: 'GU10' }] });
    expect(size.options.map((o) => [o.optionName, o.displayPosition])).toEqual([
      ['E14', 0],
      ['E27', 1],
      ['GU10', 2],
    ]);
    const { attributes: listed } = await claire.request<{ attributes: Attribute[] }>({ path: attributes.paths.list, params: mls, query: { pageSize: -1 } });
    expect(listed.find((a) => a.idAttribute === size.idAttribute)?.options).toHaveLength(3);
  });

  it('refuses no option, two options alike and a name already used, in the one error shape', async () => {
    expect(await failure(create({ attributeName: 'Empty', options: [] }))).toMatchObject({
      status: 400,
      errors: { options: 'validation.attribute.optionRequired' },
    });
    expect(await failure(create({ attributeName: 'Empty' }))).toMatchObject({ status: 400, errors: { options: 'validation.attribute.optionRequired' } });
    expect(await failure(create({ attributeName: 'Twice', options: [{ optionName: 'Red' }, { optionName: 'red ' }] }))).toMatchObject({
      status: 400,
      errors: { options: 'validation.attribute.optionsUnique' },
      params: { options: { option: 'red' } },
    });
    expect(await failure(create({ attributeName: 'bulb SIZE', options: [{ optionName: 'X' }] }))).toMatchObject({
      status: 409,
      errors: { attributeName: 'validation.duplicate' },
    });
  });

  it('renames an option in place (children keep it), reorders, adds and removes options in one save', async () => {
    const colour = await create({ attributeName: 'Shade colour', options: [{ optionName: 'Ivory' }, { optionName: 'Sand' }, { optionName: 'Black' }] });
    const [ivory, sand, black] = colour.options;
    const child = (
      await claire.request<{ product: { idProduct: string } }>({
        method: 'POST',
        path: products.paths.list,
        params: mls,
        body: { type: 'SIMPLE', productName: 'Shade ivory', sku: sku(), priceSell: 10 },
      })
    ).product;
    const configurable = (
      await claire.request<{ product: { idProduct: string } }>({
        method: 'POST',
        path: products.paths.list,
        params: mls,
        body: {
          type: 'CONFIGURABLE',
          productName: 'Shade',
          sku: sku(),
          productAttributes: [{ idAttribute: colour.idAttribute }],
          children: [
            { idChild: child.idProduct, quantity: 1, attributeOptions: [{ idAttribute: colour.idAttribute, idAttributeOption: ivory.idAttributeOption }] },
          ],
        },
      })
    ).product;

    const saved = await update(colour.idAttribute, {
      attributeName: 'Shade colour',
      options: [
        { idAttributeOption: black.idAttributeOption, optionName: 'Black' },
        { idAttributeOption: ivory.idAttributeOption, optionName: 'Off-white' },
        { optionName: 'Linen' },
      ],
    });
    expect(saved.options.map((o) => o.optionName)).toEqual(['Black', 'Off-white', 'Linen']);
    expect(saved.options[1].idAttributeOption).toBe(ivory.idAttributeOption);
    expect(saved.options.some((o) => o.idAttributeOption === sand.idAttributeOption)).toBe(false);

    const { product } = await claire.request<{ product: { children: { attributeOptions: { idAttributeOption: string }[] }[] } }>({
      path: products.paths.item,
      params: { ...mls, id: configurable.idProduct },
    });
    expect(product.children[0].attributeOptions.map((o) => o.idAttributeOption)).toEqual([ivory.idAttributeOption]);

    // A failing save (two options alike) leaves the attribute as it was.
    await failure(update(colour.idAttribute, { attributeName: 'Shade colour', options: [{ optionName: 'A' }, { optionName: 'a' }] }));
    const { attribute } = await claire.request<{ attribute: Attribute }>({ path: attributes.paths.item, params: { ...mls, id: colour.idAttribute } });
    expect(attribute.options.map((o) => o.optionName)).toEqual(['Black', 'Off-white', 'Linen']);
  });

  it("refuses another client's account, a forged account in the path, and a user without the permission", async () => {
    const body = { attributeName: 'Hack', options: [{ optionName: 'X' }] };
    const { attributes: theirs } = await (
      await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin)
    ).request<{ attributes: Attribute[] }>({
      path: attributes.paths.list,
      params: nwo,
    });
    expect((await failure(claire.request({ path: attributes.paths.list, params: nwo }))).status).toBe(403);
    expect((await failure(create(body, nwo))).status).toBe(403);
    expect((await failure(update(theirs[0].idAttribute, body, mls))).status).toBe(403);
    expect((await failure(update(theirs[0].idAttribute, body, nwo))).status).toBe(403);
    expect((await failure(create(body, nwo, tom))).status).toBe(403);
    expect((await failure(claire.request({ method: 'DELETE', path: attributes.paths.item, params: { ...nwo, id: theirs[0].idAttribute } }))).status).toBe(403);
  });
});
