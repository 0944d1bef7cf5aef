import { describe, expect, it } from 'vitest';
import { diffPart } from '../../../../shared/registry/define';
import { productInput, productSaveInput, products } from '../../../../shared/administration/products';
import { validateDocumentContent } from '../../../../shared/rules/document-content';
import { makeDefaultImage, orderImages, removeImage, renumber } from '../../../../shared/rules/product-images';
import {
  PRODUCT_DUPLICATES,
  PRODUCT_MESSAGES,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPE_WORDS,
  PRODUCT_TYPES,
  hasChildren,
  productTypeOf,
} from '../../../../shared/rules/products';
import { en, fr, t } from './locale-helpers';

const base = { type: 'SIMPLE', productName: 'Lamp', sku: 'LMP-1' };
const errorsOf = (schema: typeof productInput | typeof productSaveInput, body: Record<string, unknown>) => {
  const result = schema.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('product messages of the spec, in English and French', () => {
  it('type change and duplicate codes', () => {
    expect(t('messages.changingTypeNotAllowed')).toBe('Changing Type is not allowed!');
    expect(t('messages.changingTypeNotAllowed', fr)).toBe('Le changement de type n’est pas autorisé !');
    expect(Object.values(PRODUCT_DUPLICATES).map((d) => [d.message, t(d.key)])).toEqual([
      ['Duplicated SKU!', 'Duplicated SKU!'],
      ['Duplicate Barcode detected.', 'Duplicate Barcode detected.'],
      ['Duplicate SKU Supplier detected.', 'Duplicate SKU Supplier detected.'],
    ]);
    expect(Object.values(PRODUCT_DUPLICATES).map((d) => t(d.key, fr))).toEqual([
      'SKU en double !',
      'Code-barres en double détecté.',
      'SKU fournisseur en double détecté.',
    ]);
  });

  it('every product rule has its text in both languages', () => {
    for (const key of Object.values(PRODUCT_MESSAGES)) {
      expect(t(key, en)).toBeTruthy();
      expect(t(key, fr)).toBeTruthy();
    }
    expect(t('validation.temperatureRange')).toBe('The minimum temperature must be lower than the maximum temperature.');
  });
});

describe('product input', () => {
  it('takes temperatures as decimals with a comma or a dot, empty as null, the minimum below the maximum', () => {
    expect(productInput.parse({ ...base, minTemperature: '2,5', maxTemperature: '8' })).toMatchObject({ minTemperature: 2.5, maxTemperature: 8 });
    expect(productInput.parse({ ...base, minTemperature: '', maxTemperature: null })).toMatchObject({ minTemperature: null, maxTemperature: null });
    expect(errorsOf(productInput, { ...base, minTemperature: '8', maxTemperature: '8' })).toEqual({ minTemperature: 'validation.temperatureRange' });
    expect(errorsOf(productInput, { ...base, minTemperature: 'cold' })).toEqual({ minTemperature: 'validation.number.invalid' });
  });

  it('prices are 0 or more; days, positions and thresholds whole numbers of 0 or more', () => {
    expect(errorsOf(productInput, { ...base, priceSell: -0.01 })).toEqual({ priceSell: 'validation.number.notNegative' });
    expect(errorsOf(productInput, { ...base, prepareDays: 1.5, displayPosition: -1, stockBuffer: 2.2 })).toEqual({
      prepareDays: 'validation.number.whole',
      displayPosition: 'validation.number.notNegative',
      stockBuffer: 'validation.number.whole',
    });
    expect(errorsOf(productInput, { ...base, type: 'KIT' })).toEqual({ type: 'validation.required' });
    expect(errorsOf(productInput, { ...base, sku: 'X'.repeat(16), productName: ' ' })).toEqual({
      sku: 'validation.text.tooLong',
      productName: 'validation.required',
    });
  });

  it('children have whole positive quantities; labels end on or after they start', () => {
    const saved = errorsOf(productSaveInput, {
      ...base,
      children: [{ idChild: '6f1c1f43-6d2a-4f7c-9a59-1b1d33a7e0aa', quantity: 0 }],
      productLabels: [{ idLabel: '6f1c1f43-6d2a-4f7c-9a59-1b1d33a7e0ab', fromDate: '2026-03-01', toDate: '2026-02-01' }],
    });
    expect(saved).toEqual({ 'children.0.quantity': 'validation.number.positive', 'productLabels.0.toDate': PRODUCT_MESSAGES.labelDates });
  });

  it('only bundles and configurable products have children', () => {
    expect([hasChildren('SIMPLE'), hasChildren('BUNDLE'), hasChildren('configurable')]).toEqual([false, true, true]);
  });
});

describe('pictures: the first is default, removing the default promotes the next, positions renumbered', () => {
  const pictures = [
    { imageName: 'b', displayPosition: 5 },
    { imageName: 'a', displayPosition: 2 },
    { imageName: 'c', displayPosition: 9 },
  ];
  it('orders by position, renumbers from 1 and makes the first the default', () => {
    expect(orderImages(pictures).map((p) => [p.imageName, p.displayPosition, p.defaultImage])).toEqual([
      ['a', 1, true],
      ['b', 2, false],
      ['c', 3, false],
    ]);
  });
  it('keeps a chosen default, and promotes the next when the default is removed', () => {
    const chosen = makeDefaultImage(pictures, 1);
    expect(chosen.map((p) => p.defaultImage)).toEqual([false, true, false]);
    expect(removeImage(chosen, 1).map((p) => [p.imageName, p.displayPosition, p.defaultImage])).toEqual([
      ['a', 1, true],
      ['c', 2, false],
    ]);
    expect(removeImage(orderImages(pictures), 0).map((p) => [p.imageName, p.defaultImage])).toEqual([
      ['b', true],
      ['c', false],
    ]);
    expect(orderImages([])).toEqual([]);
    expect(renumber([{ displayPosition: 10 }, { displayPosition: null }]).map((p) => p.displayPosition)).toEqual([1, 2]);
  });
});

describe("the save plan's diffs", () => {
  const part = (name: string) => products.savePlan!.parts.find((p) => p.name === name)!;
  it('tags by name whatever the case, the first spelling kept', () => {
    const tags = part('tags');
    const wanted = tags.items({ ...base, productTags: [{ tagName: ' Glass ' }, { tagName: 'glass' }, { tagName: 'Brass' }] } as never)!;
    expect(wanted).toEqual([{ tagName: 'Glass' }, { tagName: 'Brass' }]);
    expect(diffPart(tags as never, [{ tagName: 'GLASS' }, { tagName: 'Oak' }], wanted)).toEqual({
      removed: [{ tagName: 'Oak' }],
      added: [{ tagName: 'Brass' }],
    });
  });
  it('a child whose quantity or options changed is saved again; an unchanged one is left alone', () => {
    const children = part('children');
    const a = { idChild: 'a', quantity: 1, attributeOptions: [{ idAttribute: 'size', idAttributeOption: 'm' }] };
    const b = { idChild: 'b', quantity: 2, attributeOptions: [] };
    const diff = diffPart(children as never, [a, b], [{ ...a, quantity: 3 }, b]);
    expect(diff).toEqual({ removed: [a], added: [{ ...a, quantity: 3 }] });
  });
  it('new pictures get keys no stored one has; a stored one moved is saved again', () => {
    const images = part('images');
    const wanted = images.items({
      ...base,
      images: [
        { idImage: 'x', imageName: 'x', imageFileName: 'x.png', displayPosition: 3 },
        { imageName: 'n', imageFileName: 'n.png', image: 'AAAA' },
      ],
    } as never)!;
    expect(wanted.map((w) => (w as { key: string }).key)).toEqual(['new:0', 'x']);
    const stored = [{ key: 'x', idImage: 'x', imageName: 'x', imageFileName: 'x.png', displayPosition: 1, defaultImage: true }];
    const diff = diffPart(images as never, stored, wanted);
    expect(diff.removed).toEqual(stored);
    expect(diff.added.map((w) => (w as { key: string }).key)).toEqual(['new:0', 'x']);
  });
});

describe('document content', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it('must be what its extension says', () => {
    expect(validateDocumentContent('sheet.pdf', bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31))).toBeNull();
    expect(validateDocumentContent('sheet.docx', bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull();
    expect(validateDocumentContent('sheet.pdf', new TextEncoder().encode('<script>'))).toEqual({ key: 'validation.file.unsupportedType' });
    expect(t(validateDocumentContent('x.exe', bytes(0x4d, 0x5a)))).toBe('Unsupported file type found.');
  });
});

describe('product types by name', () => {
  it('know every name the locale files give them, and read a code or a name in any case', () => {
    for (const type of PRODUCT_TYPES)
      expect(new Set(PRODUCT_TYPE_WORDS[type])).toEqual(new Set([t(PRODUCT_TYPE_LABELS[type], en), t(PRODUCT_TYPE_LABELS[type], fr)]));
    expect(['lot', 'Bundle', 'simple', 'CONFIGURABLE', 'kit'].map(productTypeOf)).toEqual(['BUNDLE', 'BUNDLE', 'SIMPLE', 'CONFIGURABLE', null]);
  });
});
