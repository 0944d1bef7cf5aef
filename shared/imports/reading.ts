/**
 * How a file's interpreted cells were read, for the dry run to show (CLI and wizard): yes/no
 * words, dates and names of codes are where an import could guess, so for each such column every
 * distinct text the file writes is listed with the value it was read as and how many rows write
 * it ("oui" → yes, 5 rows; "03/04/2026" → 3 April 2026). A text that reads as nothing fails its
 * rows, and is listed too.
 */
import type { SheetRow } from './engine';
import type { ColumnMapping } from './headers';
import type { KindDescription } from './kinds';
import { cellText, rowValues } from './rows';

export interface ReadValue {
  field: string;
  /** The file's header of the column. */
  column: string;
  /** The cell as written (a date cell as its day). */
  written: string;
  /** What it was read as: a yes/no, a day (YYYY-MM-DD), a code; null when it reads as nothing (the row fails). */
  read: boolean | string | null;
  kind: 'boolean' | 'date' | 'choice';
  /** How many rows write it. */
  rows: number;
}

/** Distinct texts listed per column; a column writing more says how many more. */
export const READ_VALUES_PER_COLUMN = 20;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readValues(
  kind: KindDescription,
  headers: readonly string[],
  rows: readonly SheetRow[],
  mapping: ColumnMapping,
): { values: ReadValue[]; more: number } {
  const columns = [...mapping]
    .map(([index, field]) => ({ index, field, column: kind.columns.find((c) => c.field === field) }))
    .filter((c) => c.column?.boolean || c.column?.date || c.column?.choice)
    .sort((a, b) => a.index - b.index);
  const values: ReadValue[] = [];
  let more = 0;
  for (const { index, field, column } of columns) {
    const seen = new Map<string, ReadValue>();
    const type = column!.boolean ? 'boolean' : column!.date ? 'date' : 'choice';
    for (const row of rows) {
      const written = cellText(row.cells[index])?.trim();
      if (!written) continue;
      const known = seen.get(written);
      if (known) {
        known.rows++;
        continue;
      }
      const value = rowValues(row.cells, new Map([[index, field]]), kind)[field];
      const read =
        type === 'boolean'
          ? typeof value === 'boolean'
            ? value
            : null
          : type === 'date'
            ? typeof value === 'string' && ISO_DAY.test(value)
              ? value
              : null
            : column!.choice!(written);
      seen.set(written, { field, column: headers[index] ?? field, written, read, kind: type, rows: 1 });
    }
    const listed = [...seen.values()];
    values.push(...listed.slice(0, READ_VALUES_PER_COLUMN));
    more += Math.max(0, listed.length - READ_VALUES_PER_COLUMN);
  }
  return { values, more };
}

/** A read value as a person reads it: yes/no in their words, a day with its month's name (never 03/04), a code as it is. */
export function readValueText(value: ReadValue, lang: string, words: { yes: string; no: string; unread: string }): string {
  if (value.read === null) return words.unread;
  if (typeof value.read === 'boolean') return value.read ? words.yes : words.no;
  // English day first, as the portal writes dates in both languages ("3 April 2027").
  if (value.kind === 'date')
    return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value.read}T00:00:00Z`),
    );
  return value.read;
}
