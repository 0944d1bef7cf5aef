/**
 * A product's parts at their own calls, as the spec lists them (part 3, section 7): tags, labels,
 * attributes, children, images and documents, beside the product save that diffs them all. Each
 * call is that save for one part: the part's stored list with one item added, changed or taken
 * out goes through the same save plan (its rules, its transaction), and the call answers the
 * part's list as the product record carries it.
 */
import { z } from 'zod';
import {
  productAttributeInput,
  productChildInput,
  productDocumentInput,
  productImageInput,
  productLabelInput,
  productRecord,
  productTagInput,
  type ProductSave,
} from './products';

type ProductRecord = z.infer<typeof productRecord>;
type PartField = 'productTags' | 'productLabels' | 'productAttributes' | 'children' | 'images' | 'documents';

export interface ProductPartCalls {
  /** The product record's field holding the part, and the save body's. */
  field: PartField;
  /** GET lists (when offered), POST adds one item. */
  collection: string;
  /** PUT changes, DELETE takes out the item its last placeholder names (the record item's id field). */
  item: string;
  itemId: string;
  input: z.ZodType;
  /** The spec's calls: which of GET, PUT and DELETE it has beside POST. */
  offers: readonly ('GET' | 'PUT' | 'DELETE')[];
  /** A stored item of the record as the save body names it (an existing picture by its id...). */
  toInput(item: Record<string, unknown>): Record<string, unknown>;
}

const calls = (
  field: PartField,
  collection: string,
  itemId: string,
  input: z.ZodType,
  offers: ProductPartCalls['offers'],
  toInput: ProductPartCalls['toInput'],
) => ({
  field,
  collection,
  item: `${collection}/{${itemId}}`,
  itemId,
  input,
  offers,
  toInput,
});

export const PRODUCT_PART_CALLS: readonly ProductPartCalls[] = [
  calls('productTags', '/products/{idProduct}/tags', 'idProductTag', productTagInput, ['GET', 'DELETE'], (t) => ({ tagName: t.tagName })),
  calls('productLabels', '/products/{idProduct}/labels', 'idProductLabel', productLabelInput, ['GET', 'PUT'], (l) => ({
    idLabel: l.idLabel,
    fromDate: l.fromDate,
    toDate: l.toDate,
    enabled: l.enabled,
  })),
  calls('productAttributes', '/product/{idProduct}/attributes', 'idProductAttribute', productAttributeInput, ['GET', 'DELETE'], (a) => ({
    idAttribute: a.idAttribute,
  })),
  calls('children', '/products/{idProduct}/child', 'idProductChild', productChildInput, ['PUT', 'DELETE'], (c) => ({
    idChild: c.idChild,
    quantity: c.quantity,
    attributeOptions: (c.attributeOptions as { idAttribute: string; idAttributeOption: string }[]).map(({ idAttribute, idAttributeOption }) => ({
      idAttribute,
      idAttributeOption,
    })),
  })),
  calls('images', '/products/{idProduct}/images', 'idProductImage', productImageInput, ['GET', 'PUT', 'DELETE'], (i) => ({
    idImage: i.idImage,
    imageName: i.imageName,
    imageFileName: i.imageFileName,
    displayPosition: i.displayPosition,
    defaultImage: i.defaultImage,
  })),
  calls('documents', '/products/{idProduct}/documents', 'idProductDocument', productDocumentInput, ['GET', 'PUT', 'DELETE'], (d) => ({
    idDocument: d.idDocument,
    documentName: d.documentName,
    documentFileName: d.documentFileName,
    documentDescription: d.documentDescription,
    displayPosition: d.displayPosition,
  })),
];

/** The part's answer: its list as the product record carries it. */
export const partAnswer = (field: PartField) => z.object({ [field]: productRecord.shape[field] });

/** The save body of a product record with one part replaced: the product's own fields, and the part. */
export function saveBodyOf(record: ProductRecord, field: PartField, items: Record<string, unknown>[]): Partial<ProductSave> & Record<string, unknown> {
  const {
    idProduct: _id,
    idClientAccount: _account,
    idImage: _image,
    images: _images,
    documents: _documents,
    productCategories: _categories,
    productLabels: _labels,
    productTags: _tags,
    productAttributes: _attributes,
    children: _children,
    packagingUnits: _units,
    availableAttributes: _available,
    ...own
  } = record;
  return { ...own, [field]: items };
}
