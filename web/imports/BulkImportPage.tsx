import { Alert, Box, Button, Card, CardContent, LinearProgress, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Title, usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { importableKinds, type ImportKind } from '../../shared/imports/kinds';
import { readValues } from '../../shared/imports/reading';
import type { AccountPermissions } from '../../shared/permissions';
import { useTranslate } from '../shell/i18n/use-translate';
import { CheckResult, importable } from './CheckStep';
import { ColumnsStep } from './ColumnsStep';
import { FileStep } from './FileStep';
import { kindOfPath } from './import-routes';
import { ImportResult } from './ImportStep';
import { LeaveGuard } from '../components/LeaveGuard';
import { STAGES, useImportWizard, type ImportWizard } from './use-import-wizard';

/**
 * The bulk-import wizard (spec: choose the file and sheet, map the columns, validate, then
 * import; leaving mid-import asks first). Everything between the file and the report is the
 * shared engine the terminal runs (shared/imports): the same reading rules, header matching, row
 * checks, chunks, dry run on the server and report; only the screens are the browser's.
 */
export const BulkImportPage = () => {
  const kind = kindOfPath(useLocation().pathname) ?? 'users';
  return <Wizard key={kind} kind={kind} />;
};

const Wizard = ({ kind }: { kind: ImportKind }) => {
  const translate = useTranslate();
  const wizard = useImportWizard(kind);
  const { stage, running, result } = wizard;
  // Each step's heading takes the focus, so keyboard and screen-reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [stage]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('bulkImport.title')} />
      <LeaveGuard active={running === 'import'} title={translate('bulkImport.import.leaveTitle')} content={translate('bulkImport.import.leaveContent')} />
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Typography variant="h5" component="h1">
          {translate('bulkImport.title')} · {translate(`bulkImport.kinds.${kind}`)}
        </Typography>
        <Stepper activeStep={result ? STAGES.length : STAGES.indexOf(stage)} alternativeLabel>
          {STAGES.map((s) => (
            <Step key={s}>
              <StepLabel>{translate(`bulkImport.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h6" component="h2" tabIndex={-1} ref={heading} sx={{ outline: 'none' }}>
          {translate(`bulkImport.steps.${stage}`)}
        </Typography>
        <WizardStep kind={kind} wizard={wizard} />
        <WizardActions wizard={wizard} />
      </CardContent>
    </Card>
  );
};

/** The current step: the file, the columns, the check or the import (with the run's progress and failure). */
const WizardStep = ({ kind, wizard }: { kind: ImportKind; wizard: ImportWizard }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<AccountPermissions[]>();
  const { stage, sheet, running, progress, check, result, description } = wizard;
  return (
    <>
      {stage === 'file' ? (
        <FileStep
          kind={kind}
          kinds={permissions ? importableKinds(permissions) : [kind]}
          locale={wizard.locale}
          labels={wizard.labels}
          steps={wizard.targets?.steps ?? null}
          onTarget={wizard.onTarget}
          file={wizard.file}
          sheet={sheet}
          reading={wizard.reading}
          fileError={wizard.fileError}
          onFile={(chosen, sheetName) => void wizard.onFile(chosen, sheetName)}
          description={description}
          orders={
            kind === 'orders'
              ? { layout: wizard.layout, onLayout: wizard.setLayout, saveBackorder: wizard.saveBackorder, onSaveBackorder: wizard.setSaveBackorder }
              : undefined
          }
        />
      ) : null}
      {stage === 'columns' && sheet ? (
        <ColumnsStep
          kind={description}
          sheet={sheet}
          labels={wizard.pageLabels}
          choice={wizard.choice}
          onChoose={wizard.chooseColumn}
          problems={wizard.problems}
          fromSaved={wizard.fromSaved}
          skuRange={wizard.columnLayout ? { range: wizard.skuRange, onChange: wizard.chooseSkuRange } : undefined}
        />
      ) : null}
      {(stage === 'check' || stage === 'import') && progress && running ? (
        <Box role="status" aria-live="polite">
          <Typography sx={{ mb: 1 }}>
            {translate(running === 'check' ? 'bulkImport.check.running' : 'bulkImport.import.running', { done: progress.done, total: progress.total })}
          </Typography>
          <LinearProgress variant="determinate" value={progress.total ? (100 * progress.done) / progress.total : 100} />
        </Box>
      ) : null}
      {wizard.runError ? (
        <Alert severity="error" role="alert">
          {wizard.runError}
        </Alert>
      ) : null}
      {stage === 'check' && check && !running ? (
        <CheckResult
          report={check}
          readAs={sheet ? readValues(description, sheet.headers, sheet.rows, wizard.mapping) : null}
          allOrNothing={wizard.allOrNothing}
          onAllOrNothing={wizard.setAllOrNothing}
          onErrorFile={() => wizard.errorFile(check)}
        />
      ) : null}
      {stage === 'import' && result && !running ? <ImportResult kind={kind} report={result} onErrorFile={() => wizard.errorFile(result)} /> : null}
    </>
  );
};

/** Back, and on to the next step. */
const WizardActions = ({ wizard }: { wizard: ImportWizard }) => {
  const translate = useTranslate();
  const { stage, sheet, running, check, allOrNothing } = wizard;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      {stage === 'columns' || (stage === 'check' && !running) ? (
        <Button onClick={() => wizard.setStage(stage === 'columns' ? 'file' : 'columns')}>{translate('bulkImport.back')}</Button>
      ) : (
        <span />
      )}
      {stage === 'file' ? (
        <Button variant="contained" onClick={wizard.toColumns} disabled={!wizard.resolved || !sheet || !!sheet.problem || !wizard.labels || wizard.reading}>
          {translate('bulkImport.next')}
        </Button>
      ) : null}
      {stage === 'columns' ? (
        <Button variant="contained" onClick={wizard.toCheck} disabled={wizard.problems.length > 0}>
          {translate('bulkImport.columns.check')}
        </Button>
      ) : null}
      {stage === 'check' && check && !running ? (
        <Button variant="contained" onClick={wizard.toImport} disabled={importable(check, allOrNothing) === 0}>
          {translate('bulkImport.check.import', { smart_count: importable(check, allOrNothing) })}
        </Button>
      ) : null}
      {stage === 'import' && !running ? (
        <Button variant="contained" onClick={wizard.restart}>
          {translate('bulkImport.import.another')}
        </Button>
      ) : null}
    </Box>
  );
};

export default BulkImportPage;
