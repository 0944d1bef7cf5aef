/**
 * What the product form sends: the shared rules applied as the server applies them (prices only
 * for simple products, pictures ordered with one default, positions renumbered), and the parts'
 * fields the API wants and nothing the record carries for display only.
 */
import { orderImages, renumber } from '../../../../shared/rules/product-images';
import { productPrices } from '../../../../shared/rules/products';

type Values = Record<string, unknown> & { type?: string };
const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : undefined);
const pick = (item: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => item[f] !== undefined).map((f) => [f, item[f]]));

export function productPayload(values: Values): Values {
  const images = list(values.images);
  const documents = list(values.documents);
  return {
    ...values,
    ...productPrices(String(values.type ?? ''), { priceSell: values.priceSell as number | null, pricePurshase: values.pricePurshase as number | null }),
    images:
      images && orderImages(images).map((i) => pick(i, ['idImage', 'imageName', 'imageFileName', 'fileType', 'image', 'displayPosition', 'defaultImage'])),
    documents:
      documents &&
      renumber(documents).map((d) =>
        pick(d, ['idDocument', 'documentName', 'documentFileName', 'documentDescription', 'fileType', 'document', 'displayPosition']),
      ),
    productCategories: list(values.productCategories)?.map((c) => pick(c, ['idCatalogCategory', 'displayPosition', 'enabled'])),
    productLabels: list(values.productLabels)?.map((l) => pick(l, ['idLabel', 'fromDate', 'toDate', 'enabled'])),
    productTags: list(values.productTags)?.map((t) => ({ tagName: t.tagName })),
    productAttributes: list(values.productAttributes)?.map((a) => ({ idAttribute: a.idAttribute })),
    children: list(values.children)?.map((c) => ({
      idChild: c.idChild,
      quantity: Number(c.quantity),
      attributeOptions: (list(c.attributeOptions) ?? [])
        .filter((o) => o.idAttributeOption)
        .map((o) => ({ idAttribute: o.idAttribute, idAttributeOption: o.idAttributeOption })),
    })),
    packagingUnits: list(values.packagingUnits)?.map((u) =>
      pick(u, ['packagingUnitName', 'quantity', 'barcode', 'weight', 'length', 'width', 'height', 'displayPosition']),
    ),
  };
}

export const NEW_PRODUCT = {
  type: 'SIMPLE',
  enabled: true,
  productName: '',
  sku: '',
  priceSell: 0,
  pricePurshase: 0,
  displayPosition: 0,
  images: [],
  documents: [],
  productCategories: [],
  productLabels: [],
  productTags: [],
  productAttributes: [],
  children: [],
  packagingUnits: [],
};
