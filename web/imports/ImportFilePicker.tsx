import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { MAX_IMPORT_ROWS } from '../../shared/rules/imports';
import { formatCount } from '../../shared/rules/display';
import { useTranslate } from '../shell/i18n/use-translate';
import { ACCEPTED_TYPES, type ReadSheet } from './read-file';

/** The file to import: chosen (again) from a hidden input, with the row limit beside it. */
export const ImportFilePicker = ({
  sheet,
  reading,
  locale,
  onFile,
}: {
  sheet: ReadSheet | null;
  reading: boolean;
  locale: string;
  onFile(file: File): void;
}) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  return (
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
          if (chosen) onFile(chosen);
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
  );
};

const ENCODING_NAMES = { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252' } as const;

/** The file read: its name and rows, how a csv was read, and its sheet when it has several. */
export const ChosenFile = ({
  file,
  sheet,
  reading,
  onFile,
}: {
  file: File;
  sheet: ReadSheet;
  reading: boolean;
  onFile(file: File, sheetName?: string): void;
}) => {
  const translate = useTranslate();
  return (
    <>
      {!reading && !sheet.problem ? (
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
      {sheet.sheetNames.length > 1 ? (
        <TextField
          select
          label={translate('bulkImport.file.sheet')}
          value={sheet.sheetName ?? ''}
          onChange={(event) => onFile(file, event.target.value)}
          sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}
        >
          {sheet.sheetNames.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </>
  );
};
