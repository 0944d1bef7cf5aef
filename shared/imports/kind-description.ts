/**
 * What every import kind is described by (kinds.ts lists them, orders.ts describes orders), and
 * the cells and column mapping the descriptions read: the bottom of the import engine, which
 * every other file of it may import.
 */
import type { z } from 'zod';
import { canAccess, type AccountPermissions, type Subject } from '../permissions';

export const IMPORT_KINDS = ['users', 'addresses', 'products', 'orders', 'stock', 'supplier-orders', 'work-orders'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * The subject each kind's import needs BulkImport on (its description's `subject`). Kept apart
 * from the descriptions so that the portal's menu and routes ask without loading their schemas.
 */
export const IMPORT_SUBJECTS = {
  users: 'AdminUsers',
  addresses: 'AdminAddressBook',
  products: 'AdminProducts',
  orders: 'CoreOrders',
  stock: 'AdminProducts',
  'supplier-orders': 'CoreOrdersSupplierOrders',
  'work-orders': 'CoreOrdersWorkOrders',
} as const satisfies Record<ImportKind, Subject>;

/** The kinds these permissions may import, on some account (the server checks the account itself). */
export const importableKinds = (accountPermissions: AccountPermissions[]): ImportKind[] =>
  IMPORT_KINDS.filter((kind) => canAccess(accountPermissions, { action: 'BulkImport', subject: IMPORT_SUBJECTS[kind] }));

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

export const isImportKind = (value: string): value is ImportKind => (IMPORT_KINDS as readonly string[]).includes(value);

/** What a spreadsheet cell may hold once read. */
export type Cell = string | number | boolean | Date | null;

/** Column index -> field. */
export type ColumnMapping = Map<number, string>;

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
