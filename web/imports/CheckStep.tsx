import { Alert, Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { ImportReport } from '../../shared/imports/engine';
import type { readValues } from '../../shared/imports/reading';
import { useTranslate } from '../shell/i18n/use-translate';
import { OutcomeCounts } from './OutcomeCounts';
import { ReadValuesTable } from './ReadValuesTable';
import { RowErrorsTable } from './RowErrorsTable';
import { reportErrors } from './wizard-state';

/** Rows an import would write: none under all-or-nothing once one fails. */
export const importable = (check: ImportReport, allOrNothing: boolean) =>
  allOrNothing && check.counts.failed > 0 ? 0 : check.counts.created + check.counts.updated;

/** The check's outcome: its counts, the values as read, the rows refused (and their error file), all or nothing. */
export const CheckResult = (props: {
  report: ImportReport;
  readAs: ReturnType<typeof readValues> | null;
  allOrNothing: boolean;
  onAllOrNothing(value: boolean): void;
  onErrorFile(): void;
}) => {
  const { report, allOrNothing } = props;
  const translate = useTranslate();
  const errors = reportErrors(report);
  const failed = report.counts.failed;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{translate('bulkImport.check.intro')}</Typography>
      <OutcomeCounts counts={report.counts} dryRun />
      {failed ? (
        <Alert severity="warning">{translate('bulkImport.check.problems', { smart_count: failed })}</Alert>
      ) : (
        <Alert severity="success">{translate('bulkImport.check.allOk')}</Alert>
      )}
      {failed && importable(report, false) === 0 ? <Alert severity="error">{translate('bulkImport.check.nothing')}</Alert> : null}
      {props.readAs ? <ReadValuesTable {...props.readAs} /> : null}
      {failed ? (
        <Box>
          <Button startIcon={<DownloadIcon />} variant="outlined" onClick={props.onErrorFile}>
            {translate('bulkImport.errors.download')}
          </Button>
          <RowErrorsTable errors={errors} />
        </Box>
      ) : null}
      <FormControlLabel
        control={<Switch checked={allOrNothing} onChange={(event) => props.onAllOrNothing(event.target.checked)} />}
        label={translate('bulkImport.check.allOrNothing')}
      />
    </Box>
  );
};
