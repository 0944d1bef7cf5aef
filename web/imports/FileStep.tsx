import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { templateHeaders, type LabelsByLang } from '../../shared/imports/headers';
import type { ImportKind, KindDescription } from '../../shared/imports/kinds';
import { ORDER_LAYOUTS, type OrderLayout } from '../../shared/imports/orders';
import { DEFAULT_DIALECT, FRENCH_EXCEL_DIALECT } from '../../shared/imports/error-file';
import { candidateLabel, type TargetStep, type TargetName } from '../../shared/imports/targets';
import { MAX_IMPORT_ROWS } from '../../shared/rules/imports';
import { useTranslate } from '../shell/i18n/use-translate';
import { downloadTemplate } from './downloads';
import { importPath } from './import-routes';
import { ACCEPTED_TYPES, type FileFormat, type ReadSheet } from './read-file';
import { formatCount } from '../../shared/rules/display';

export interface FileStepProps {
  kind: ImportKind;
  kinds: ImportKind[];
  locale: string;
  labels: LabelsByLang | undefined;
  steps: TargetStep[] | null;
  onTarget(target: TargetName, id: string): void;
  file: File | null;
  sheet: ReadSheet | null;
  reading: boolean;
  fileError: string | null;
  onFile(file: File, sheetName?: string): void;
  /** The kind as this run reads it (the orders' column layout has its own template). */
  description: KindDescription;
  /** The orders import's own choices: the file's layout and what to do short of stock. */
  orders?: { layout: OrderLayout; onLayout(layout: OrderLayout): void; saveBackorder: boolean; onSaveBackorder(value: boolean): void };
}

const ENCODING_NAMES = { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252' } as const;

/** Step 1: what to import and where, the file and its sheet, and the empty templates. */
export const FileStep = (props: FileStepProps) => {
  const { kind, kinds, locale, labels, steps, file, sheet, reading, fileError } = props;
  const translate = useTranslate();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const template = (format: FileFormat) => {
    if (!labels) return;
    const headers = templateHeaders(props.description, labels[locale] ?? labels.en);
    // A French csv template is meant for French Excel: semicolons and a BOM.
    const dialect = locale === 'fr' ? FRENCH_EXCEL_DIALECT : DEFAULT_DIALECT;
    void downloadTemplate({ fileName: `${translate(`bulkImport.kinds.${kind}`)}.${format}`, format, dialect, headers });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <TextField
          select
          label={translate('bulkImport.file.kind')}
          value={kind}
          onChange={(event) => void navigate(importPath(event.target.value as ImportKind))}
        >
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`bulkImport.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        {steps === null ? (
          <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
            {translate('bulkImport.file.loadingTargets')}
          </Typography>
        ) : (
          steps.map((step) =>
            step.candidates.length === 0 ? (
              <Alert key={step.target} severity="warning" sx={{ gridColumn: '1 / -1' }}>
                {translate(`bulkImport.targets.none.${step.target}`)}
              </Alert>
            ) : (
              <TextField
                key={step.target}
                select
                required
                label={translate(`bulkImport.targets.${step.target}`)}
                value={step.id ?? ''}
                onChange={(event) => props.onTarget(step.target, event.target.value)}
                slotProps={{ htmlInput: { name: step.target } }}
              >
                {step.candidates.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {candidateLabel(c)}
                  </MenuItem>
                ))}
              </TextField>
            ),
          )
        )}
      </Box>

      {props.orders ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextField
            select
            label={translate('bulkImport.orders.layout')}
            value={props.orders.layout}
            onChange={(event) => props.orders!.onLayout(event.target.value as OrderLayout)}
            slotProps={{ htmlInput: { name: 'layout' } }}
          >
            {ORDER_LAYOUTS.map((l) => (
              <MenuItem key={l} value={l}>
                {translate(`bulkImport.orders.layouts.${l}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={props.orders.saveBackorder} onChange={(event) => props.orders!.onSaveBackorder(event.target.checked)} />}
            label={translate('bulkImport.orders.saveBackorder')}
          />
        </Box>
      ) : null}

      <Box>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_TYPES}
          hidden
          data-testid="import-file"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Cleared so that choosing the same file again (fixed meanwhile) reads it again.
            event.target.value = '';
            if (chosen) props.onFile(chosen);
          }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={reading}>
            {translate(sheet ? 'bulkImport.file.change' : 'bulkImport.file.choose')}
          </Button>
          {reading ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
              <CircularProgress size={18} />
              {translate('bulkImport.file.reading')}
            </Box>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('bulkImport.file.hint', { max: formatCount(MAX_IMPORT_ROWS, locale) })}
        </Typography>
      </Box>

      {fileError ? (
        <Alert severity="error" role="alert">
          {fileError}
        </Alert>
      ) : null}

      {sheet && file && !reading && !sheet.problem ? (
        <Alert severity="success" icon={false}>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {translate('bulkImport.file.chosen', { name: file.name, smart_count: sheet.rows.length })}
          </Typography>
          {sheet.dialect ? (
            <Typography variant="body2">
              {translate('bulkImport.file.csvDialect', {
                encoding: `${ENCODING_NAMES[sheet.dialect.encoding]}${sheet.dialect.bom ? ' (BOM)' : ''}`,
                delimiter: sheet.dialect.delimiter === '\t' ? '⇥' : sheet.dialect.delimiter,
              })}
            </Typography>
          ) : null}
        </Alert>
      ) : null}

      {sheet && file && sheet.sheetNames.length > 1 ? (
        <TextField
          select
          label={translate('bulkImport.file.sheet')}
          value={sheet.sheetName ?? ''}
          onChange={(event) => props.onFile(file, event.target.value)}
          sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}
        >
          {sheet.sheetNames.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}

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
    </Box>
  );
};
