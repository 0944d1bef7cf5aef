/**
 * Row validation, the same for the dry run and the real run, in the CLI, the browser and the
 * server: cells become field values (empty -> null, yes/no words -> boolean, dates -> their day,
 * names of codes -> the code, typed cells -> text), then the kind's zod schema (the forms' field limits) checks them, then the natural key
 * is checked against the rows already seen in the file.
 */
import type { z } from 'zod';
import { cleanPayload, readBooleanWord } from '../rules/imports';
import { parseImportDate } from '../rules/date-input';
import { parseDecimal } from '../rules/field-limits';
import { message, zodIssueMessage, type Message } from '../rules/message';
import { BULK_MESSAGES, type Cell, type ColumnMapping, type KindDescription } from './kind-description';

export type { Cell } from './kind-description';

export interface RowError {
  /** 1-based line of the file (the header is line 1). */
  row: number;
  /** The field, or '' for the row as a whole. */
  field: string;
  /** The file's own header of that column, when one maps to the field. */
  column: string;
  value: string;
  message: Message;
}

export type RowCheck = { ok: true; value: Record<string, unknown> } | { ok: false; errors: RowError[] };

/** A cell as text: numbers without exponent or locale grouping, dates as ISO days. */
export function cellText(cell: Cell | undefined): string | null {
  if (cell == null) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return String(cell);
}

/** The row's cells as field values: empty is null, flags read as boolean text. */
export function rowValues(cells: readonly Cell[], mapping: ColumnMapping, kind: KindDescription): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [index, field] of mapping) {
    const column = kind.columns.find((c) => c.field === field);
    const cell = cells[index];
    const text = cellText(cell);
    const cleaned = cleanPayload(text);
    if (column?.boolean) {
      // An empty flag is "not given"; a yes or a no in either language is read, another word stays text and fails the row.
      if (cleaned !== null) values[field] = readBooleanWord(typeof cell === 'boolean' || typeof cell === 'number' ? cell : cleaned) ?? cleaned.trim();
    } else if (column?.date) {
      // A date cell is its day already (cellText); text in a known format becomes that day, other text fails the row.
      values[field] = cleaned === null ? null : (parseImportDate(cleaned) ?? cleaned.trim());
    } else if (column?.choice) {
      const text = cleaned?.trim() ?? null;
      values[field] = text === null ? null : (column.choice(text) ?? (column.upperCase ? text.toUpperCase() : text));
    } else if (column?.number) {
      // Typed cells as they are; '12,5' (French Excel) and '12.5' alike; other text fails the number rule.
      values[field] = typeof cells[index] === 'number' ? cells[index] : parseDecimal(cleaned);
    } else if (column?.upperCase) {
      values[field] = cleaned === null ? null : cleaned.trim().toUpperCase();
    } else {
      values[field] = cleaned === null ? null : cleaned.trim();
    }
  }
  return values;
}

/** The column an error on `field` points at (-1 when none does). */
export function errorColumn(kind: KindDescription, field: string, headers: readonly string[], mapping: ColumnMapping): number {
  if (kind.columnIndex) return kind.columnIndex(field, headers, mapping);
  for (const [index, mapped] of mapping) if (mapped === field) return index;
  return -1;
}

const fieldOf = (issue: z.core.$ZodIssue) => String(issue.path[0] ?? '');

export interface RowValidator {
  check(row: number, cells: readonly Cell[]): RowCheck;
}

/** A validator for one file: it remembers natural keys to find duplicates inside the file. */
export function createRowValidator(kind: KindDescription, mapping: ColumnMapping, headers: readonly string[]): RowValidator {
  const seen = new Map<string, number>();
  const columnOf = (field: string) => {
    const index = errorColumn(kind, field, headers, mapping);
    return index >= 0 ? { header: headers[index] ?? field, index } : { header: field, index: -1 };
  };
  return {
    check(row, cells) {
      const values = { ...rowValues(cells, mapping, kind), ...kind.extraValues?.(cells, headers) };
      const errorAt = (field: string, key: Message): RowError => {
        const { header, index } = columnOf(field);
        return { row, field, column: header, value: index >= 0 ? (cellText(cells[index]) ?? '') : '', message: key };
      };
      const parsed = kind.row.safeParse(values);
      if (!parsed.success) {
        // One message per field: the first rule it breaks, as the forms show it.
        const errors = new Map<string, RowError>();
        for (const issue of parsed.error.issues) {
          const field = fieldOf(issue);
          if (!errors.has(field)) errors.set(field, errorAt(field, zodIssueMessage(issue as Parameters<typeof zodIssueMessage>[0])));
        }
        return { ok: false, errors: [...errors.values()] };
      }
      const keys = kind.keys?.(parsed.data) ?? [kind.key(parsed.data)];
      const first = keys.map((key) => seen.get(key)).find((at) => at !== undefined);
      if (first !== undefined) return { ok: false, errors: [errorAt(kind.keyField, message(BULK_MESSAGES.duplicateInFile, { row: first }))] };
      for (const key of keys) seen.set(key, row);
      return { ok: true, value: parsed.data };
    },
  };
}
