import { Alert, Box, MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { KindDescription } from '../../shared/imports/kinds';
import { cellText } from '../../shared/imports/rows';
import type { Message } from '../../shared/rules/message';
import { messageText, useTranslate } from '../shell/i18n/use-translate';
import type { ReadSheet } from './read-file';
import type { ColumnChoice } from './wizard-state';
import type { ColumnLayout } from '../../shared/rules/imports';

export interface ColumnsStepProps {
  kind: KindDescription;
  sheet: ReadSheet;
  /** Field labels in the page's language. */
  labels: Record<string, string>;
  choice: ColumnChoice;
  onChoose(index: number, field: string): void;
  problems: Message[];
  fromSaved: boolean;
  /** Orders in the column layout: the SKU columns, 0-based and inclusive (shared/rules/imports.ts). */
  skuRange?: { range: ColumnLayout | null; onChange(range: ColumnLayout): void };
}

/** Step 2: which field each column of the file feeds, as matched on the headers, editable. */
export const ColumnsStep = ({ kind, sheet, labels, choice, onChoose, problems, fromSaved, skuRange }: ColumnsStepProps) => {
  const translate = useTranslate();
  const first = sheet.rows[0]?.cells ?? [];
  const range = skuRange?.range;
  const isSkuColumn = (index: number) => Boolean(range && index >= range.skuFrom && index <= range.skuTo);
  const fieldLabel = (field: string, required?: boolean) =>
    required ? translate('bulkImport.columns.required', { field: labels[field] ?? field }) : (labels[field] ?? field);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{translate('bulkImport.columns.intro')}</Typography>
      {fromSaved ? <Alert severity="info">{translate('bulkImport.columns.saved')}</Alert> : null}
      {skuRange ? <SkuRange headers={sheet.headers} {...skuRange} /> : null}
      <TableContainer sx={{ maxWidth: 960 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('bulkImport.columns.column')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('bulkImport.columns.sample')}</TableCell>
              <TableCell sx={{ width: { xs: '55%', sm: '40%' } }}>{translate('bulkImport.columns.field')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.headers.map((header, index) => (
              <TableRow key={index}>
                <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }} id={`import-column-${index}`}>
                  {header || '—'}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary', wordBreak: 'break-word' }}>
                  {cellText(first[index]) ?? ''}
                </TableCell>
                <TableCell>
                  {isSkuColumn(index) ? (
                    <Typography variant="body2" color="text.secondary">
                      {translate('bulkImport.orders.skuColumn')}
                    </Typography>
                  ) : (
                    <TextField
                      select
                      fullWidth
                      size="small"
                      hiddenLabel
                      value={choice[index] ?? ''}
                      onChange={(event) => onChoose(index, event.target.value)}
                      slotProps={{ select: { labelId: `import-column-${index}` } }}
                    >
                      <MenuItem value="">
                        <em>{translate('bulkImport.columns.ignore')}</em>
                      </MenuItem>
                      {kind.columns.map((column) => (
                        <MenuItem key={column.field} value={column.field}>
                          {fieldLabel(column.field, column.required)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {problems.length ? (
        <Alert severity="error" role="alert">
          {problems.map((p, i) => (
            <div key={i}>{messageText(translate, p)}</div>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
};

/** The first and last SKU column, picked among the file's columns (shown with their position). */
const SkuRange = ({ headers, range, onChange }: { headers: string[]; range: ColumnLayout | null; onChange(range: ColumnLayout): void }) => {
  const translate = useTranslate();
  const options = headers.map((header, index) => (
    <MenuItem key={index} value={index}>
      {`${index + 1}. ${header || '—'}`}
    </MenuItem>
  ));
  const from = range?.skuFrom ?? 0;
  const to = range?.skuTo ?? headers.length - 1;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('bulkImport.orders.skuRangeIntro')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <TextField
          select
          label={translate('bulkImport.orders.skuFrom')}
          value={range ? from : ''}
          onChange={(event) => onChange({ skuFrom: Number(event.target.value), skuTo: Math.max(to, Number(event.target.value)) })}
          slotProps={{ htmlInput: { name: 'skuFrom' } }}
        >
          {options}
        </TextField>
        <TextField
          select
          label={translate('bulkImport.orders.skuTo')}
          value={range ? to : ''}
          onChange={(event) => onChange({ skuFrom: Math.min(from, Number(event.target.value)), skuTo: Number(event.target.value) })}
          slotProps={{ htmlInput: { name: 'skuTo' } }}
        >
          {options}
        </TextField>
      </Box>
    </Box>
  );
};
