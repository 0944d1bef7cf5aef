/** One record's export cells, in the resource's column order, for both file formats. */
import type { ResourceDescription } from '../../../shared/resources';
import type { Translator } from '../../lib/i18n';
import type { Page } from '../../lib/runner';

export type Cell = string | number | boolean | Date | null;

/** Scalars keep their type (numbers stay numbers in xlsx); anything nested becomes JSON text. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return JSON.stringify(value);
}

export const rowOf = (resource: ResourceDescription, record: Record<string, unknown>): Cell[] => resource.columns.map((column) => cellOf(record[column]));

/** Header labels: resources.<name>.fields.<column> in the chosen language, then English, then the column name. */
export const headerOf = (resource: ResourceDescription, t: Translator): string[] =>
  resource.columns.map((column) => t.optional(`resources.${resource.name}.fields.${column}`) ?? column);

/** What an export writes: a sheet name, its header labels and its rows, page by page. */
export interface ExportSource {
  name: string;
  headers: string[];
  pages: AsyncIterable<Page<Cell[]>>;
}
