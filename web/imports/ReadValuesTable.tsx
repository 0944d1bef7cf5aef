import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { readValueText, type ReadValue } from '../../shared/imports/reading';
import { useTranslate } from '../shell/i18n/use-translate';
import { formatCount } from '../../shared/rules/display';

/**
 * The dry run's account of how the file's yes/no words, dates and names of codes were read, one
 * row per distinct text of each column, so nobody imports a guess ("oui" → Yes, "03/04/2027" →
 * 3 April 2027). A text read as nothing fails its rows, which the errors below list.
 */
export const ReadValuesTable = ({ values, more }: { values: ReadValue[]; more: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!values.length) return null;
  const words = {
    yes: translate('bulkImport.check.readAs.yes'),
    no: translate('bulkImport.check.readAs.no'),
    unread: translate('bulkImport.check.readAs.nothing'),
  };
  return (
    <section aria-labelledby="read-values-title">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} id="read-values-title">
        {translate('bulkImport.check.readAs.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('bulkImport.check.readAs.intro')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="read-values-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('bulkImport.check.readAs.column')}</TableCell>
              <TableCell>{translate('bulkImport.check.readAs.written')}</TableCell>
              <TableCell>{translate('bulkImport.check.readAs.read')}</TableCell>
              <TableCell align="right">{translate('bulkImport.check.readAs.rows')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {values.map((value) => (
              <TableRow key={`${value.field}:${value.written}`}>
                <TableCell>{value.column}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{value.written}</TableCell>
                <TableCell sx={value.read === null ? { color: 'error.main', fontWeight: 600 } : undefined}>{readValueText(value, locale, words)}</TableCell>
                <TableCell align="right">{formatCount(value.rows, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more ? (
        <Typography variant="body2" color="text.secondary">
          {translate('bulkImport.check.readAs.more', { smart_count: more })}
        </Typography>
      ) : null}
    </section>
  );
};
