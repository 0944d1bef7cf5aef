import { useMemo } from 'react';
import { useLocaleState, type Exporter } from 'react-admin';
import { exportDialect, exportHeaders, exportLang, exportRow } from '../../../shared/imports/export-format';
import type { ResourceDescription } from '../../../shared/resources';
import { useTranslate } from '../../shell/i18n/use-translate';
import { saveFile, tableBytes } from '../table-download';

type Named = (key: string) => string | undefined;

/** The csv of a list's records: its resource's columns and labels, codes named, in `locale`'s dialect. */
export const listExportCsv = (resource: Pick<ResourceDescription, 'name' | 'columns'>, records: Record<string, unknown>[], locale: string, named: Named) =>
  tableBytes(
    [exportHeaders(resource, named), ...records.map((record) => exportRow(resource, record, named))],
    'csv',
    exportDialect(locale),
    resource.name,
    exportLang(locale),
  );

/**
 * A list's csv export (react-admin's ExportButton) written as `wareport export` writes it: the
 * resource's columns with their labels, codes named, in the user's language, the csv French Excel
 * opens for a French user, and every text cell neutralised against formulas
 * (shared/imports/export-format.ts, shared/imports/formulas.ts). react-admin's own exporter wrote every
 * field as it came, formulas included.
 */
export function useListExporter(resource: ResourceDescription): Exporter {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(() => {
    const named = (key: string) => translate(key, { _: '' }) || undefined;
    return async (records: Record<string, unknown>[]) => {
      const name = translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name });
      saveFile(`${name}.csv`, 'csv', await listExportCsv(resource, records, locale, named));
    };
  }, [resource, translate, locale]);
}
