import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { templateHeaders, type LabelsByLang } from '../../shared/imports/headers';
import type { ImportKind, KindDescription } from '../../shared/imports/kinds';
import { DEFAULT_DIALECT, FRENCH_EXCEL_DIALECT } from '../../shared/imports/error-file';
import { useTranslate } from '../shell/i18n/use-translate';
import { downloadTemplate } from './downloads';
import type { FileFormat } from './read-file';

/** The empty templates of the kind, in xlsx and csv, headed in the user's language. */
export const TemplateDownloads = ({
  kind,
  description,
  labels,
  locale,
}: {
  kind: ImportKind;
  description: KindDescription;
  labels: LabelsByLang | undefined;
  locale: string;
}) => {
  const translate = useTranslate();
  const template = (format: FileFormat) => {
    if (!labels) return;
    const headers = templateHeaders(description, labels[locale] ?? labels.en);
    // A French csv template is meant for French Excel: semicolons and a BOM.
    const dialect = locale === 'fr' ? FRENCH_EXCEL_DIALECT : DEFAULT_DIALECT;
    void downloadTemplate({ fileName: `${translate(`bulkImport.kinds.${kind}`)}.${format}`, format, dialect, headers });
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
        {translate('bulkImport.file.templates')}
      </Typography>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => template('xlsx')} disabled={!labels}>
        {translate('bulkImport.file.templateXlsx')}
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => template('csv')} disabled={!labels}>
        {translate('bulkImport.file.templateCsv')}
      </Button>
    </Box>
  );
};
