/**
 * What can be imported in bulk: per kind, its columns (field names are the API's, labels come
 * from `resources.<resource>.fields.<field>` in the locales), the row schema every row must pass
 * (the forms' own field limits), and the natural key that makes re-running a file idempotent.
 */
import { z } from 'zod';
import { addressInput } from '../administration/my-addresses';
import { personInput, userInput } from '../administration/users';
import { passwordSchema } from '../api/identity-directory';
import { FIELD_LIMIT_MESSAGES, priceSchema, requiredText, wholeNumberSchema, FIELD_LIMITS } from '../rules/field-limits';
import { productShape } from '../administration/products';
import { IMPORT_SUBJECTS, type ImportKind, type KindDescription } from './kind-description';
import { orderKind } from './orders';
import { stockKind, supplierOrderKind, workOrderKind } from './goods-in';
import { IMPORT_MESSAGES } from '../rules/imports';
import { addressTypeOf } from '../rules/address';
import { productTypeOf } from '../rules/products';

export { BULK_MESSAGES, IMPORT_KINDS, IMPORT_SUBJECTS, importableKinds, isImportKind } from './kind-description';
export type { ImportColumn, ImportKind, KindDescription } from './kind-description';

/**
 * An empty flag cell means "not given": true for a new record, unchanged for an existing one. A
 * word that is neither yes nor no reaches the schema as text and fails (see readBooleanWord).
 */
const optionalFlag = z.boolean(IMPORT_MESSAGES.notYesNo).optional();

const user = userInput.pick({ email: true, enabled: true }).extend(personInput.shape);

/**
 * A row's language, as people write it: a code or a name (en, EN, English, Français), checked by
 * the server against its languages (`resolveLanguage`), which names the accepted codes when a
 * word is none of them. Longer than a code so that "klingon" is told it is no language, not that
 * it has too many letters.
 */
const LANGUAGE_WORD_MAX = 50;
const languageWord = requiredText(LANGUAGE_WORD_MAX)
  .transform((text) => text.trim())
  .nullish();

/** The code a row's language names among the known ones (code or name, any case), or null. */
export function resolveLanguage(word: string, languages: readonly { cultureLanguageCode: string; name: string }[]): string | null {
  const wanted = word.trim().toLowerCase();
  return (
    languages.find((l) => l.cultureLanguageCode.toLowerCase() === wanted)?.cultureLanguageCode ??
    languages.find((l) => l.name.toLowerCase() === wanted)?.cultureLanguageCode ??
    null
  );
}

/** A user row: the form's fields, an optional language (else the import's) and an optional password (else generated). */
export const userImportRow = user.extend({
  enabled: optionalFlag,
  cultureLanguageCode: languageWord,
  password: passwordSchema.nullish(),
});

/** An address row: the form's fields, with the reference required because it is the natural key. */
export const addressImportRow = addressInput.extend({ reference: requiredText(FIELD_LIMITS.reference), enabled: optionalFlag });

/** An empty number cell is "not given" for a product column that always holds a value (prices, position). */
const optionalNumber = (schema: z.ZodNumber) => schema.nullish();

/**
 * A product row: the product's own fields (not its pictures, documents, tags or children, which
 * the product form manages), with the SKU as the natural key. The type is SIMPLE, BUNDLE or
 * CONFIGURABLE in any case; it never changes on an existing product. Flags and the prices and
 * position left empty keep the current value (or the form's default for a new product).
 */
export const productImportRow = z
  .object({
    ...productShape,
    enabled: optionalFlag,
    expectingReturn: optionalFlag,
    barcodeAvailable: optionalFlag,
    isPacking: optionalFlag,
    allowCrossdocking: optionalFlag,
    displayPosition: optionalNumber(wholeNumberSchema),
    priceSell: optionalNumber(priceSchema),
    pricePurshase: optionalNumber(priceSchema),
  })
  .refine((p) => p.minTemperature == null || p.maxTemperature == null || p.minTemperature < p.maxTemperature, {
    error: FIELD_LIMIT_MESSAGES.temperatureRange,
    path: ['minTemperature'],
  });

export type ProductImportRow = z.infer<typeof productImportRow>;
export type UserImportRow = z.infer<typeof userImportRow>;
export type AddressImportRow = z.infer<typeof addressImportRow>;

export const KINDS: Record<ImportKind, KindDescription> = {
  users: {
    kind: 'users',
    resource: 'users',
    subject: IMPORT_SUBJECTS.users,
    columns: [
      { field: 'email', required: true },
      { field: 'firstName', required: true },
      { field: 'lastName', required: true },
      { field: 'cultureLanguageCode' },
      { field: 'phone' },
      { field: 'mobile' },
      { field: 'company' },
      { field: 'companySite' },
      { field: 'department' },
      { field: 'jobTitle' },
      { field: 'enabled', boolean: true },
      { field: 'password' },
    ],
    row: userImportRow,
    key: (row) =>
      String(row.email ?? '')
        .trim()
        .toLowerCase(),
    keyField: 'email',
    // Each new user costs a password hash on the server: small chunks keep requests short.
    chunkSize: 100,
  },
  addresses: {
    kind: 'addresses',
    resource: 'myAddresses',
    subject: IMPORT_SUBJECTS.addresses,
    columns: [
      { field: 'reference', required: true },
      { field: 'addressName', required: true },
      { field: 'addressType', choice: addressTypeOf },
      { field: 'companyName' },
      { field: 'firstname' },
      { field: 'lastname' },
      { field: 'address1', required: true },
      { field: 'address2' },
      { field: 'zipCode', required: true },
      { field: 'city', required: true },
      { field: 'countryISO2', required: true },
      { field: 'phone' },
      { field: 'mobile' },
      { field: 'email' },
      { field: 'deliveryInstruction' },
      { field: 'comment' },
      { field: 'openingSchedules' },
      { field: 'enabled', boolean: true },
    ],
    row: addressImportRow,
    key: (row) => String(row.reference ?? '').trim(),
    keyField: 'reference',
    chunkSize: 500,
  },
  products: {
    kind: 'products',
    resource: 'products',
    subject: IMPORT_SUBJECTS.products,
    columns: [
      { field: 'sku', required: true },
      { field: 'type', required: true, upperCase: true, choice: productTypeOf },
      { field: 'productName', required: true },
      { field: 'productShortName' },
      { field: 'enabled', boolean: true },
      { field: 'skuClient' },
      { field: 'skuSupplier' },
      { field: 'supplier' },
      { field: 'brand' },
      { field: 'channel' },
      { field: 'productGroup' },
      { field: 'productFamily' },
      { field: 'productSubFamily' },
      { field: 'displayPosition', number: true },
      { field: 'priceSell', number: true },
      { field: 'pricePurshase', number: true },
      { field: 'productDescription' },
      { field: 'expirationDate', date: true },
      { field: 'stockThresholdAlert', number: true },
      { field: 'stockBuffer', number: true },
      { field: 'prepareDays', number: true },
      { field: 'logisticProfile' },
      { field: 'barcodeAvailable', boolean: true },
      { field: 'barcode' },
      { field: 'hsCode' },
      { field: 'countryOfOriginIso2', upperCase: true },
      { field: 'handlingDescription' },
      { field: 'pickingMessage' },
      { field: 'minTemperature', number: true },
      { field: 'maxTemperature', number: true },
      { field: 'expectingReturn', boolean: true },
      { field: 'isPacking', boolean: true },
      { field: 'allowCrossdocking', boolean: true },
    ],
    row: productImportRow,
    // SKUs are unique per account whatever their case.
    key: (row) =>
      String(row.sku ?? '')
        .trim()
        .toLowerCase(),
    keyField: 'sku',
    chunkSize: 500,
  },
  // The line layout; a run in the column layout uses orderKind({ layout: 'column', skuFrom, skuTo }).
  orders: orderKind(),
  stock: stockKind,
  'supplier-orders': supplierOrderKind,
  'work-orders': workOrderKind,
};

/** A kind as one run reads it: the orders kind depends on the file's layout. */
export const kindFor = (kind: ImportKind, layout?: Parameters<typeof orderKind>[0]): KindDescription =>
  kind === 'orders' && layout ? orderKind(layout) : KINDS[kind];
