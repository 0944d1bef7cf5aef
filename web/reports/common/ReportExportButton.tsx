import { useLocaleState, useNotify } from 'react-admin';
import { DEFAULT_DIALECT, FRENCH_EXCEL_DIALECT } from '../../../shared/imports/error-file';
import { reportXlsx } from './report-xlsx';
import type { ReportCell } from '../../../shared/reports/stock-export';
import { saveFile, tableBytes, type TableFormat } from '../../components/table-download';
import { ExportMenuButton } from '../../components/ExportMenuButton';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';

/**
 * Exports a whole report (every line of the view, not only the page on screen) as csv or xlsx,
 * a French user's csv is the one French Excel opens (semicolons, BOM); xlsx is written by
 * report-xlsx.ts beside it.
 */
export const ReportExportButton = ({
  fileName,
  rows,
  disabled,
}: {
  fileName: string;
  /** The report's header label keys and rows, fetched when asked. */
  rows: () => Promise<{ headers: WebKey[]; rows: ReportCell[][] }>;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();

  const run = async (format: TableFormat) => {
    const table = await rows();
    const headers = table.headers.map((key) => translate(key));
    const dialect = locale === 'fr' ? FRENCH_EXCEL_DIALECT : DEFAULT_DIALECT;
    // xlsx through the reports' own writer: exceljs took seconds on a 10,000-line report in the browser.
    const bytes =
      format === 'xlsx'
        ? await reportXlsx(translate('reports.sheetName'), headers, table.rows)
        : await tableBytes([headers, ...table.rows], format, dialect, '');
    saveFile(`${fileName}.${format}`, format, bytes);
    notify('reports.exported', { type: 'info', messageArgs: { smart_count: table.rows.length } });
  };

  return (
    <ExportMenuButton
      label={translate('reports.export')}
      formats={[
        { format: 'xlsx', label: translate('reports.exportXlsx') },
        { format: 'csv', label: translate(locale === 'fr' ? 'reports.exportCsvFrench' : 'reports.exportCsv') },
      ]}
      onExport={run}
      disabled={disabled}
      sx={{ whiteSpace: 'nowrap' }}
    />
  );
};
