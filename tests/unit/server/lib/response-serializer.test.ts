import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { compileResponse } from '../../../../server/lib/response-serializer';
import { errorAnswer } from '../../../../server/lib/openapi';
import { productRecord } from '../../../../shared/administration/products';
import { userRecord } from '../../../../shared/administration/users';

/** What the answer was through zod (encode, unknown keys stripped, then JSON.stringify). */
const throughZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));
const compiled = (schema: z.ZodType) => compileResponse(schema, 'GET', '/test');

/** The compiled serialiser writes exactly what zod wrote, and copies (no zod) unless told otherwise. */
function same(schema: z.ZodType, values: unknown[], mode: 'copy' | 'zod' = 'copy') {
  const serializer = compiled(schema);
  expect(serializer.mode).toBe(mode);
  for (const value of values) expect(serializer.serialize(value)).toBe(throughZod(schema, value));
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('compiled answer serialiser', () => {
  it('keeps only declared keys, at every depth, in the schema’s order', () => {
    const schema = z.object({
      id: z.uuid(),
      name: z.string(),
      lines: z.array(z.object({ sku: z.string(), quantity: z.number() })),
      owner: z.object({ email: z.string() }),
    });
    const value = {
      passwordHash: 'scrypt$secret',
      lines: [
        { quantity: 2, sku: 'A', internalCost: 3 },
        { sku: 'B', quantity: 1 },
      ],
      name: 'Lantern',
      owner: { email: 'a@b.example', token: 'refresh-token' },
      id: uuid(1),
    };
    same(schema, [value]);
    const written = compiled(schema).serialize(value);
    expect(written).not.toMatch(/passwordHash|internalCost|token|secret/);
    expect(Object.keys(JSON.parse(written))).toEqual(['id', 'name', 'lines', 'owner']);
  });

  it('writes optional, nullable and defaulted fields as zod did: absent, undefined, null', () => {
    const schema = z.object({
      a: z.string().optional(),
      b: z.string().nullable(),
      c: z.number().nullable().optional(),
      d: z.string().nullish(),
      e: z.array(z.object({ x: z.number() })).optional(),
      f: z.object({ y: z.string() }).nullable(),
      g: z.boolean().default(false),
    });
    same(schema, [
      { b: null, f: null, g: true },
      { a: 'x', b: 'y', c: null, d: undefined, e: [{ x: 1, z: 2 }], f: { y: 'v', w: 1 }, g: false },
      { a: undefined, b: 'y', c: 3, d: null, e: undefined, f: { y: '' }, g: true, extra: 'no' },
    ]);
  });

  it('writes dates, enums, literals, booleans and numbers as they are', () => {
    const schema = z.object({
      at: z.date(),
      when: z.date().nullable(),
      type: z.enum(['SIMPLE', 'BUNDLE']),
      status: z.literal('unchanged'),
      enabled: z.boolean(),
      price: z.number(),
      count: z.number().int(),
      dates: z.array(z.date()),
    });
    same(schema, [
      { at: new Date('2026-11-23T10:00:00.123Z'), when: null, type: 'BUNDLE', status: 'unchanged', enabled: false, price: 0.1 + 0.2, count: -3, dates: [] },
      {
        at: new Date(0),
        when: new Date('2000-02-29T00:00:00Z'),
        type: 'SIMPLE',
        status: 'unchanged',
        enabled: true,
        price: 1e21,
        count: 0,
        dates: [new Date(1)],
      },
    ]);
  });

  it('writes records (keys as they come) and unions of scalars, as the error answers use them', () => {
    same(errorAnswer, [
      { message: 'Validation failed', code: 'VALIDATION', errors: { email: 'validation.invalid', name: 'x' }, params: { name: { max: 50, unit: 'chars' } } },
      // A loose object: keys beyond the declared ones are sent too, after them.
      { extra: { nested: [1, 2] }, message: 'Not found', code: 'NOT_FOUND' },
      { message: 'No route', errors: {}, params: {} },
    ]);
    const records = z.object({ byId: z.record(z.string(), z.object({ name: z.string() })) });
    same(records, [{ byId: { b: { name: 'B', hidden: 1 }, a: { name: 'A' } } }, { byId: {} }]);
  });

  it('writes a member of an object-or-scalar union by the value’s kind', () => {
    const schema = z.object({ picked: z.union([z.object({ id: z.string() }), z.null(), z.string()]) });
    same(schema, [{ picked: null }, { picked: 'text' }, { picked: { id: 'x', secret: 'y' } }]);
  });

  it('copies a discriminated union by its tag, each member with its own declared keys; an unknown tag goes to zod, which refuses it', () => {
    const event = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('status'), at: z.string(), statusCode: z.number() }),
      z.object({ kind: z.literal('issue'), at: z.string(), subject: z.string() }),
    ]);
    const schema = z.object({ events: z.array(event) });
    same(schema, [
      {
        events: [
          { kind: 'status', at: 'x', statusCode: 1, subject: 'leak', internal: true },
          { subject: 'Box damaged', kind: 'issue', at: 'y', statusCode: 9 },
        ],
      },
    ]);
    expect(compiled(schema).mode).toBe('copy');
    expect(() => compiled(schema).serialize({ events: [{ kind: 'secret', at: 'z' }] })).toThrow(ResponseSerializationError);
  });

  it('copies a recursive schema (a category tree)', () => {
    interface Category {
      name: string;
      children: Category[];
    }
    const category: z.ZodType<Category> = z.lazy(() => z.object({ name: z.string(), children: z.array(category) }));
    const tree = {
      name: 'Root',
      hidden: 1,
      children: [
        { name: 'Leaf', children: [], hidden: 2 },
        { name: 'Branch', children: [{ name: 'Deep', children: [] }] },
      ],
    };
    same(z.object({ tree: category }), [{ tree }]);
  });

  it('leaves to zod what the copy cannot reproduce: rewriting checks, codecs, unions of objects, strict objects', () => {
    same(z.object({ name: z.string().trim().toLowerCase(), n: z.number() }), [{ name: '  Mixed Case ', n: 1, hidden: 2 }]);
    const isoDate = z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });
    same(z.object({ at: isoDate }), [{ at: new Date('2026-01-02T03:04:05.000Z'), hidden: 1 }]);
    const union = z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b'), b: z.string() })]);
    same(z.object({ items: z.array(union) }), [
      {
        items: [
          { kind: 'b', b: 'x', a: 1 },
          { kind: 'a', a: 2, b: 'y' },
        ],
      },
    ]);
    // Only the part zod must see goes through zod: the rest is still copied.
    expect(compiled(z.object({ items: z.array(union) })).mode).toBe('copy');
    // A whole answer zod must see is served by zod, errors included.
    const strict = z.strictObject({ a: z.number() });
    same(strict, [{ a: 1 }], 'zod');
    expect(() => compiled(strict).serialize({ a: 1, b: 2 })).toThrow(ResponseSerializationError);
  });

  it('writes the product and user records of a list as zod did, without the stored row’s other columns', () => {
    const product = {
      idProduct: uuid(1),
      idClientAccount: uuid(2),
      type: 'SIMPLE',
      enabled: true,
      expectingReturn: false,
      productName: 'Lantern "Opaline" <b>',
      productShortName: null,
      sku: 'BEN-0000001',
      skuSupplier: null,
      skuClient: 'CL0000001',
      supplier: null,
      brand: 'Lumière',
      channel: null,
      productGroup: null,
      productFamily: 'Camping',
      productSubFamily: null,
      displayPosition: 1,
      priceSell: 1.99,
      pricePurshase: 0,
      productDescription: '<p>line\nbreak ✓ \u2028</p>',
      expirationDate: null,
      stockThresholdAlert: null,
      stockBuffer: 3,
      prepareDays: null,
      logisticProfile: null,
      barcodeAvailable: false,
      barcode: null,
      hsCode: null,
      countryOfOriginIso2: 'FR',
      handlingDescription: null,
      pickingMessage: null,
      minTemperature: -5.5,
      maxTemperature: null,
      isPacking: false,
      allowCrossdocking: true,
      idImage: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const products = z.object({
      items: z.array(productRecord),
      searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }),
    });
    const page = {
      items: [product, { ...product, idProduct: uuid(3), idImage: uuid(4) }],
      searchCriteria: { totalCount: 2, currentPage: 1, pageSize: 1000, extra: 1 },
    };
    same(products, [page]);
    expect(compiled(products).serialize(page)).not.toMatch(/createdAt|updatedAt/);

    const user = {
      idUser: uuid(5),
      idIdentity: null,
      idClient: uuid(6),
      email: 'lea@maison-lumiere.example',
      userName: 'lea@maison-lumiere.example',
      firstName: 'Léa',
      lastName: 'Moreau',
      cultureLanguageCode: 'fr',
      enabled: true,
      phone: null,
      mobile: '+33 6 00 00 00 00',
      company: null,
      companySite: null,
      department: null,
      jobTitle: null,
      canMasquerade: true,
      deleted: false,
      accounts: [{ idClientAccount: uuid(7), accountName: 'MLS', roles: [{ idApplicationRole: uuid(8), idRole: uuid(9), role: 'Orderer', internal: 1 }] }],
      adminRoles: [],
    };
    same(z.object({ user: userRecord }), [{ user }]);
    expect(compiled(z.object({ user: userRecord })).serialize({ user })).not.toMatch(/canMasquerade|deleted|internal/);
  });
});
