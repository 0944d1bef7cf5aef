import { Alert, Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Link } from 'react-router-dom';
import type { ImportReport } from '../../shared/imports/engine';
import { BULK_MESSAGES, type ImportKind } from '../../shared/imports/kinds';
import { MESSAGES } from '../../shared/rules/spec-messages';
import { useTranslate } from '../shell/i18n/use-translate';
import { IMPORT_ROUTES } from './import-routes';
import { OutcomeCounts } from './OutcomeCounts';
import { RowErrorsTable } from './RowErrorsTable';
import { reportErrors } from './wizard-state';

/** The import's outcome: its counts, a way to the list it filled, the rows refused and their error file. */
export const ImportResult = ({ kind, report, onErrorFile }: { kind: ImportKind; report: ImportReport; onErrorFile(): void }) => {
  const translate = useTranslate();
  const { list } = IMPORT_ROUTES[kind];
  const failed = report.counts.failed;
  const written = report.counts.created + report.counts.updated + report.counts.skipped;
  const notImported = reportErrors(report).some((e) => e.message.key === BULK_MESSAGES.notImported);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={failed ? 'warning' : 'success'}>{translate('bulkImport.import.done', { smart_count: report.total })}</Alert>
      <OutcomeCounts counts={report.counts} dryRun={false} />
      {/* The spec's words after a bulk user import with a failure. */}
      {failed && kind === 'users' ? <Alert severity="error">{translate(MESSAGES.failedRequests)}</Alert> : null}
      {notImported ? <Alert severity="info">{translate('bulkImport.import.noneWritten')}</Alert> : null}
      {list && written ? (
        <Box>
          <Button component={Link} to={list}>
            {translate(`bulkImport.import.openList.${kind as Exclude<ImportKind, 'addresses'>}`)}
          </Button>
        </Box>
      ) : null}
      {failed ? (
        <Box>
          <Button startIcon={<DownloadIcon />} variant="outlined" onClick={onErrorFile}>
            {translate('bulkImport.errors.download')}
          </Button>
          <RowErrorsTable errors={reportErrors(report)} />
        </Box>
      ) : null}
    </Box>
  );
};
