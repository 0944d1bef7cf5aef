import { Alert, Box } from '@mui/material';
import type { LabelsByLang } from '../../shared/imports/headers';
import type { ImportKind, KindDescription } from '../../shared/imports/kinds';
import type { TargetStep, TargetName } from '../../shared/imports/targets';
import { ChosenFile, ImportFilePicker } from './ImportFilePicker';
import { ImportTargetFields, OrderImportChoices, type OrderImportOptions } from './ImportTargetFields';
import { TemplateDownloads } from './TemplateDownloads';
import type { ReadSheet } from './read-file';

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
  orders?: OrderImportOptions;
}

/** Step 1: what to import and where, the file and its sheet, and the empty templates. */
export const FileStep = (props: FileStepProps) => {
  const { file, sheet, reading, fileError } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <ImportTargetFields kind={props.kind} kinds={props.kinds} steps={props.steps} onTarget={props.onTarget} />
      {props.orders ? <OrderImportChoices orders={props.orders} /> : null}
      <ImportFilePicker sheet={sheet} reading={reading} locale={props.locale} onFile={props.onFile} />
      {fileError ? (
        <Alert severity="error" role="alert">
          {fileError}
        </Alert>
      ) : null}
      {sheet && file ? <ChosenFile file={file} sheet={sheet} reading={reading} onFile={props.onFile} /> : null}
      <TemplateDownloads kind={props.kind} description={props.description} labels={props.labels} locale={props.locale} />
    </Box>
  );
};
