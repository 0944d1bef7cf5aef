/** One record's export cells, in the resource's column order, for both file formats (shared/imports/export-format.ts). */
import type { ResourceDescription } from '../../../shared/resources';
import { exportCell, exportHeaders, exportRow } from '../../../shared/imports/export-format';
import type { Cell as SharedCell } from '../../../shared/imports/rows';
import type { Translator } from '../../lib/i18n';
import type { Page } from '../../lib/runner';

export type Cell = SharedCell;

export const cellOf = exportCell;

/** A record's cells; codes (a product's type, an address's) by their name in the export's language. */
export const rowOf = (resource: ResourceDescription, record: Record<string, unknown>, t: Translator): Cell[] => exportRow(resource, record, t.optional);

/** Header labels: resources.<name>.fields.<column> in the chosen language, then English, then the column name. */
export const headerOf = (resource: ResourceDescription, t: Translator): string[] => exportHeaders(resource, t.optional);

/** What an export writes: a sheet name, its header labels and its rows, page by page. */
export interface ExportSource {
  name: string;
  headers: string[];
  pages: AsyncIterable<Page<Cell[]>>;
}
