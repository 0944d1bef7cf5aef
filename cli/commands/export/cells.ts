/** One record's export cells, in the resource's column order, for both file formats (shared/bulk/export-format.ts). */
import type { ResourceDescription } from '../../../shared/resources';
import { exportCell, exportHeaders, exportRow } from '../../../shared/bulk/export-format';
import type { Cell as SharedCell } from '../../../shared/bulk/rows';
import type { Translator } from '../../lib/i18n';

export type Cell = SharedCell;

export const cellOf = exportCell;

/** A record's cells; codes (a product's type, an address's) by their name in the export's language. */
export const rowOf = (resource: ResourceDescription, record: Record<string, unknown>, t: Translator): Cell[] => exportRow(resource, record, t.optional);

/** Header labels: resources.<name>.fields.<column> in the chosen language, then English, then the column name. */
export const headerOf = (resource: ResourceDescription, t: Translator): string[] => exportHeaders(resource, t.optional);
