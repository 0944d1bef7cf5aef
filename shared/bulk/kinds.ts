/**
 * What can be imported in bulk: per kind, its columns (field names are the API's, labels come
 * from `resources.<resource>.fields.<field>` in the locales), the row schema every row must pass
 * (the forms' own field limits), and the natural key that makes re-running a file idempotent.
 */
import { z } from 'zod';
import { addressInput } from '../resources/my-addresses';
import { userInput } from '../resources/users';
import { passwordSchema } from '../api/identity-directory';
import { FIELD_LIMIT_MESSAGES, priceSchema, requiredText, wholeNumberSchema, FIELD_LIMITS } from '../rules/field-limits';
import { productShape } from '../resources/products';
import { canAccess, type AccountPermissions, type Subject } from '../permissions';
import type { Cell } from './rows';
import type { ColumnMapping } from './headers';
import { orderKind } from './orders';
import { IMPORT_MESSAGES } from '../rules/imports';
import { addressTypeOf } from '../rules/address';
import { productTypeOf } from '../rules/products';

export const IMPORT_KINDS = ['users', 'addresses', 'products', 'orders'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportColumn {
  field: string;
  required?: boolean;
  /** Boolean text ('yes', 'enabled', '1'...) rather than free text. */
  boolean?: boolean;
  /** A number: typed cells as they are, text with a comma or a dot as the decimal mark. */
  number?: boolean;
  /** Compared in capitals (codes such as the product type). */
  upperCase?: boolean;
  /** A calendar day: a date cell, or text read by parseImportDate, sent as YYYY-MM-DD. */
  date?: boolean;
  /** One of a set of codes, given by code or by name: the code a word names, else null (the row schema then says what is accepted). */
  choice?(text: string): string | null;
}

export interface KindDescription {
  kind: ImportKind;
  /** Where its labels live: resources.<resource>.fields.<field>. */
  resource: string;
  /** Importing needs BulkImport on this subject in the account written to. */
  subject: Subject;
  columns: ImportColumn[];
  row: z.ZodType<Record<string, unknown>>;
  /** The natural key of a row: two rows with the same key in one file are duplicates. */
  key(row: Record<string, unknown>): string;
  keyField: string;
  /** Rows per batch call: bounded requests, one transaction each. */
  chunkSize: number;
  /**
   * When one record spans several rows (an order's lines): the rows of a group always travel in
   * one chunk, and a group whose row fails fails whole, so its error file holds every line.
   */
  group?(row: Record<string, unknown>): string;
  /** Several natural keys for one row (a column-layout order row holds several lines); else `key`. */
  keys?(row: Record<string, unknown>): string[];
  /** Columns that feed no field because the kind reads them itself (the column layout's SKU columns). */
  skipColumn?(index: number): boolean;
  /** Values the kind reads from the row's cells beyond the mapped fields. */
  extraValues?(cells: readonly Cell[], headers: readonly string[]): Record<string, unknown>;
  /** The column an error's field points at, when it is not simply the column mapped to it (-1: none). */
  columnIndex?(field: string, headers: readonly string[], mapping: ColumnMapping): number;
}

/**
 * An empty flag cell means "not given": true for a new record, unchanged for an existing one. A
 * word that is neither yes nor no reaches the schema as text and fails (see readBooleanWord).
 */
const optionalFlag = z.boolean(IMPORT_MESSAGES.notYesNo).optional();

const user = userInput.pick({
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  mobile: true,
  company: true,
  companySite: true,
  department: true,
  jobTitle: true,
  enabled: true,
});

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
    subject: 'AdminUsers',
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
    subject: 'AdminAddressBook',
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
    subject: 'AdminProducts',
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
};

/** A kind as one run reads it: the orders kind depends on the file's layout. */
export const kindFor = (kind: ImportKind, layout?: Parameters<typeof orderKind>[0]): KindDescription =>
  kind === 'orders' && layout ? orderKind(layout) : KINDS[kind];

/** The kinds these permissions may import, on some account (the server checks the account itself). */
export const importableKinds = (accountPermissions: AccountPermissions[]): ImportKind[] =>
  IMPORT_KINDS.filter((kind) => canAccess(accountPermissions, { action: 'BulkImport', subject: KINDS[kind].subject }));

export const isImportKind = (value: string): value is ImportKind => (IMPORT_KINDS as readonly string[]).includes(value);

/** Message keys of the bulk import (locales: bulk.*). */
export const BULK_MESSAGES = {
  duplicateInFile: 'validation.import.duplicateInFile',
  notImported: 'validation.import.notImported',
  missingColumn: 'validation.import.missingColumn',
  unknownColumn: 'validation.import.unknownColumn',
  emptyFile: 'validation.import.emptyFile',
  /** A row's language is none of the server's: the message names the accepted codes (`accepted`). */
  unknownLanguage: 'validation.import.unknownLanguage',
} as const;
