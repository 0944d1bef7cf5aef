/**
 * Calls beside the products resource: the tag search of the product form (search-as-you-type),
 * the stock of a product per warehouse and its refresh (spec: GET /support/product/{id}/refreshstock),
 * and the choices the product form picks from (labels, attributes with options, categories).
 */
import { z } from 'zod';
import { actionsOf, readAction } from '../registry/route-kinds';

const id = z.uuid();

export const stockLine = z.object({
  idProductStock: id,
  idProduct: id,
  idWarehouse: id,
  warehouseName: z.string(),
  warehouseType: z.string(),
  physicalQuantity: z.number(),
  reservedQuantity: z.number(),
  /** Physical minus reserved. */
  availableQuantity: z.number(),
  refreshedAt: z.string(),
});
const stockAnswer = z.object({ stocks: z.array(stockLine) });
/** A product's own calls, reached through the product's account (any account the caller holds AdminProducts in). */
const productCalls = actionsOf('products', { subject: 'AdminProducts', account: 'any' });

/** Tags of the account whose name contains the text, names starting with it first. */
export const productTagSearch = productCalls.list('tags', z.object({ idTag: id, tagName: z.string(), idClientAccount: id }), {
  name: 'searchProductTags',
  access: { subject: 'AdminProducts', account: { placeholder: 'idClientAccount' } },
  path: '/client/account/{idClientAccount}/products/tags/{query}',
  textParams: ['query'],
  summary: "Search an account's product tags",
});

/** A product's stock lines, in every warehouse of its account or in one (?idWarehouse=). */
export const productStockAction = productCalls.read({
  name: 'readProductStocks',
  path: '/products/{id}/stocks',
  query: z.object({ idWarehouse: z.uuid('validation.invalid').optional() }),
  answer: stockAnswer,
  summary: "Read a product's stock per warehouse (physical, reserved, available)",
});

/** Refreshes a product's stock lines (every warehouse of its account gets one) and answers them. */
export const refreshStockAction = productCalls.read({
  name: 'refreshProductStock',
  path: '/support/product/{id}/refreshstock',
  answer: stockAnswer,
  summary: "Refresh a product's stock from the warehouses",
});

export const categoryChoice = z.object({
  idCatalogCategory: id,
  /** "Catalog › Parent › Category": the whole path, so equal names in two places stay apart. */
  path: z.string(),
});
export const labelChoice = z.object({ idLabel: id, labelName: z.string(), color: z.string().nullable() });

/** What the product form picks from in its account: labels, attributes with options, categories, suppliers. */
export const productChoices = readAction({
  name: 'readProductChoices',
  tag: 'products',
  access: { subject: 'AdminProducts', account: { placeholder: 'idClientAccount' } },
  path: '/clients/{idClient}/accounts/{idClientAccount}/products/choices',
  answer: z.object({
    labels: z.array(labelChoice),
    attributes: z.array(
      z.object({ idAttribute: id, attributeName: z.string(), options: z.array(z.object({ idAttributeOption: id, optionName: z.string() })) }),
    ),
    categories: z.array(categoryChoice),
    /** The account's enabled suppliers, by name: a product names its supplier from them. */
    suppliers: z.array(z.object({ idClientAccountSupplier: id, supplierName: z.string() })),
  }),
  summary: 'List the labels, attributes, categories and suppliers a product may use',
});
