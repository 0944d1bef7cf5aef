import { Alert, Box, Button, Card, CardContent, FormControlLabel, LinearProgress, Step, StepLabel, Stepper, Switch, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Title, useDataProvider, useLocaleState, usePermissions, useStore } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { throttledSender } from '../../shared/imports/client';
import { runImport, type ImportProgress, type ImportReport } from '../../shared/imports/engine';
import { readValues } from '../../shared/imports/reading';
import { DEFAULT_DIALECT } from '../../shared/imports/error-file';
import { fileLanguage, mapColumns, mappingSignature, mappingToSpec, missingColumns } from '../../shared/imports/headers';
import { BULK_MESSAGES, importableKinds, kindFor, KINDS, type ImportKind } from '../../shared/imports/kinds';
import { defaultSkuRange, orderKind, validateSkuRange, type OrderLayout, ORDER_IMPORT_MESSAGES } from '../../shared/imports/orders';
import type { ColumnLayout } from '../../shared/rules/imports';
import { message, RuleError } from '../../shared/rules/message';
import type { RowError } from '../../shared/imports/rows';
import type { TargetFlags, TargetName } from '../../shared/imports/targets';
import type { AccountPermissions } from '../../shared/permissions';
import { MESSAGES } from '../../shared/rules/spec-messages';
import { messageText, useTranslate } from '../shell/i18n/use-translate';
import type { PortalDataProvider } from '../shell/providers/data-provider';
import { useSession } from '../shell/session/SessionProvider';
import { ColumnsStep } from './ColumnsStep';
import { downloadErrorFile } from './downloads';
import { FileStep } from './FileStep';
import { IMPORT_ROUTES, kindOfPath } from './import-routes';
import { LeaveGuard } from '../components/LeaveGuard';
import { OutcomeCounts } from './OutcomeCounts';
import { FileProblem, readImportFile, type ReadSheet } from './read-file';
import { ReadValuesTable } from './ReadValuesTable';
import { RowErrorsTable } from './RowErrorsTable';
import { phraseInLanguage, useImportLabels } from './use-import-labels';
import { chooseField, choiceOf, errorFileTexts, errorRows, mappingOf, reportErrors, stepsWithDefaults, type ColumnChoice } from './wizard-state';

const STAGES = ['file', 'columns', 'check', 'import'] as const;
type Stage = (typeof STAGES)[number];

class Left extends Error {}

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
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const { scope } = useSession();
  const { permissions } = usePermissions<AccountPermissions[]>();
  // Orders come in two layouts; the column layout's SKU columns are chosen in the columns step.
  const [layout, setLayout] = useState<OrderLayout>('line');
  const [skuRange, setSkuRange] = useState<ColumnLayout | null>(null);
  const [saveBackorder, setSaveBackorder] = useState(false);
  const columnLayout = kind === 'orders' && layout === 'column';
  const description = useMemo(
    () => (columnLayout ? kindFor(kind, { layout: 'column', ...(skuRange ?? { skuFrom: -1, skuTo: -1 }) }) : KINDS[kind]),
    [kind, columnLayout, skuRange],
  );
  const { data: texts } = useImportLabels(KINDS[kind]);
  const labels = texts?.labels;
  const pageLabels = useMemo(() => labels?.[locale] ?? labels?.en ?? {}, [labels, locale]);
  const targetsQuery = useQuery({ queryKey: ['importTargets'], queryFn: () => dataProvider.getImportTargets() });
  const [savedMappings, setSavedMappings] = useStore<Record<string, Record<string, string>>>('bulkImport.mappings', {});

  const [stage, setStage] = useState<Stage>('file');
  const [flags, setFlags] = useState<TargetFlags>({});
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<ReadSheet | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [choice, setChoice] = useState<ColumnChoice>([]);
  const [fromSaved, setFromSaved] = useState(false);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [check, setCheck] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [runError, setRunError] = useState<string | null>(null);

  const targets = useMemo(
    () =>
      targetsQuery.data
        ? stepsWithDefaults(kind, targetsQuery.data, flags, {
            client: scope.idClient ?? undefined,
            account: scope.idClientAccount ?? undefined,
            warehouse: scope.idWarehouse ?? undefined,
            language: locale,
          })
        : null,
    [kind, targetsQuery.data, flags, scope.idClient, scope.idClientAccount, scope.idWarehouse, locale],
  );
  const resolved = targets?.resolution.status === 'done' ? targets.resolution.targets : null;
  const mapping = useMemo(() => mappingOf(choice), [choice]);
  const problems = useMemo(() => {
    const missing = missingColumns(description, mapping, pageLabels);
    if (columnLayout && sheet && !(skuRange && validateSkuRange(sheet.headers, skuRange, mapping))) missing.push(message(ORDER_IMPORT_MESSAGES.skuRange));
    return missing;
  }, [description, mapping, pageLabels, columnLayout, sheet, skuRange]);

  // Each step's heading takes the focus, so keyboard and screen-reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [stage]);
  // A run stops sending when the page is left.
  const left = useRef(false);
  useEffect(
    () => () => {
      left.current = true;
    },
    [],
  );

  const onTarget = (target: TargetName, id: string) => {
    const order = targets?.steps.map((s) => s.target) ?? [];
    // A new choice resets the ones after it (a new client has other accounts).
    const next: TargetFlags = {};
    for (const name of order) {
      if (name === target) break;
      const step = targets!.steps.find((s) => s.target === name);
      if (step?.id) next[name] = step.id;
    }
    next[target] = id;
    setFlags(next);
  };

  const onFile = async (chosen: File, sheetName?: string) => {
    setFile(chosen);
    setSheet(null);
    setFileError(null);
    setReading(true);
    try {
      const read = await readImportFile(chosen, sheetName);
      setSheet(read);
      if (read.problem) setFileError(messageText(translate, read.problem));
    } catch (error) {
      if (error instanceof FileProblem) setFileError(translate(`bulkImport.errors.${error.key}`, error.params));
      // A limit of the import (an import bomb: its size, what it unpacks to...), named.
      else if (error instanceof RuleError) setFileError(messageText(translate, error.rule));
      else setFileError(translate('bulkImport.errors.unreadable'));
    } finally {
      setReading(false);
    }
  };

  const toColumns = () => {
    if (!sheet || !labels) return;
    const saved = savedMappings[mappingSignature(kind, sheet.headers)];
    let read = description;
    if (columnLayout) {
      // The SKU columns by default: those after the order's own columns.
      const range = defaultSkuRange(
        sheet.headers,
        mapColumns(sheet.headers, orderKind({ layout: 'column', skuFrom: -1, skuTo: -1 }), labels, saved ?? {}).mapping,
      );
      setSkuRange(range);
      read = orderKind({ layout: 'column', ...(range ?? { skuFrom: -1, skuTo: -1 }) });
    }
    setChoice(choiceOf(sheet.headers, mapColumns(sheet.headers, read, labels, saved ?? {}).mapping));
    setFromSaved(Boolean(saved));
    setStage('columns');
  };

  const describe = (error: RowError) => {
    const text = messageText(translate, error.message);
    return error.column ? translate('bulkImport.errors.cellError', { column: error.column, value: error.value, message: text }) : text;
  };

  const run = async (dryRun: boolean) => {
    if (!sheet || !resolved) return;
    setRunError(null);
    setRunning(dryRun ? 'check' : 'import');
    setProgress({ done: 0, total: sheet.rows.length, counts: { created: 0, updated: 0, skipped: 0, failed: 0 } });
    const choices = { ...resolved, isSaveBackorderOnInsufficientQuantity: saveBackorder };
    const sender = throttledSender((rows, chunkFlags) => dataProvider.sendImportChunk(kind, choices, rows, chunkFlags));
    try {
      const report = await runImport({
        kind: description,
        headers: sheet.headers,
        rows: sheet.rows,
        mapping,
        dryRun,
        allOrNothing,
        send: (rows, chunkFlags) => {
          if (left.current) throw new Left();
          return sender(rows, chunkFlags);
        },
        onProgress: setProgress,
      });
      if (dryRun) setCheck(report);
      else {
        setResult(report);
        void queryClient.invalidateQueries({ queryKey: [description.resource] });
      }
    } catch (error) {
      if (error instanceof Left) return;
      const message = error instanceof Error ? error.message : String(error);
      setRunError(translate('bulkImport.errors.failedCall', { message }));
    } finally {
      if (!left.current) setRunning(null);
    }
  };

  const toCheck = () => {
    setSavedMappings({ ...savedMappings, [mappingSignature(kind, sheet!.headers)]: mappingToSpec(sheet!.headers, mapping) });
    setCheck(null);
    setResult(null);
    setStage('check');
    void run(true);
  };

  const toImport = () => {
    setResult(null);
    setStage('import');
    void run(false);
  };

  const restart = () => {
    setFile(null);
    setSheet(null);
    setCheck(null);
    setResult(null);
    setRunError(null);
    setStage('file');
  };

  const errorFile = (report: ImportReport) =>
    void downloadErrorFile({
      fileName: file?.name ?? 'import.csv',
      format: sheet?.format ?? 'csv',
      dialect: sheet?.dialect ?? DEFAULT_DIALECT,
      headers: sheet?.headers ?? [],
      // The columns the error file adds speak the file's language (its headers tell), whatever the page's.
      ...(texts
        ? errorFileTexts(report, phraseInLanguage(texts.catalogues, fileLanguage(sheet?.headers ?? [], texts.labels, locale)))
        : { columns: { line: translate('bulkImport.errors.line'), errors: translate('bulkImport.errors.errors') }, rows: errorRows(report, describe) }),
    });

  const kinds = permissions ? importableKinds(permissions) : [kind];
  const active = STAGES.indexOf(stage);
  const stepTitle = translate(`bulkImport.steps.${stage}`);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('bulkImport.title')} />
      <LeaveGuard active={running === 'import'} title={translate('bulkImport.import.leaveTitle')} content={translate('bulkImport.import.leaveContent')} />
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Typography variant="h5" component="h1">
          {translate('bulkImport.title')} · {translate(`bulkImport.kinds.${kind}`)}
        </Typography>
        <Stepper activeStep={result ? STAGES.length : active} alternativeLabel>
          {STAGES.map((s) => (
            <Step key={s}>
              <StepLabel>{translate(`bulkImport.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h6" component="h2" tabIndex={-1} ref={heading} sx={{ outline: 'none' }}>
          {stepTitle}
        </Typography>

        {stage === 'file' ? (
          <FileStep
            kind={kind}
            kinds={kinds}
            locale={locale}
            labels={labels}
            steps={targets?.steps ?? null}
            onTarget={onTarget}
            file={file}
            sheet={sheet}
            reading={reading}
            fileError={fileError}
            onFile={(chosen, sheetName) => void onFile(chosen, sheetName)}
            description={description}
            orders={kind === 'orders' ? { layout, onLayout: setLayout, saveBackorder, onSaveBackorder: setSaveBackorder } : undefined}
          />
        ) : null}
        {stage === 'columns' && sheet ? (
          <ColumnsStep
            kind={description}
            sheet={sheet}
            labels={pageLabels}
            choice={choice}
            onChoose={(index, field) => setChoice((current) => chooseField(current, index, field))}
            problems={problems}
            fromSaved={fromSaved}
            skuRange={
              columnLayout
                ? {
                    range: skuRange,
                    onChange: (range) => {
                      setSkuRange(range);
                      // A column inside the SKU range feeds no field.
                      setChoice((current) => current.map((field, i) => (i >= range.skuFrom && i <= range.skuTo ? '' : field)));
                    },
                  }
                : undefined
            }
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
        {runError ? (
          <Alert severity="error" role="alert">
            {runError}
          </Alert>
        ) : null}
        {stage === 'check' && check && !running ? (
          <CheckResult
            report={check}
            readAs={sheet ? readValues(description, sheet.headers, sheet.rows, mapping) : null}
            allOrNothing={allOrNothing}
            onAllOrNothing={setAllOrNothing}
            onErrorFile={() => errorFile(check)}
          />
        ) : null}
        {stage === 'import' && result && !running ? <ImportResult kind={kind} report={result} onErrorFile={() => errorFile(result)} /> : null}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          {stage === 'columns' || (stage === 'check' && !running) ? (
            <Button onClick={() => setStage(stage === 'columns' ? 'file' : 'columns')}>{translate('bulkImport.back')}</Button>
          ) : (
            <span />
          )}
          {stage === 'file' ? (
            <Button variant="contained" onClick={toColumns} disabled={!resolved || !sheet || !!sheet.problem || !labels || reading}>
              {translate('bulkImport.next')}
            </Button>
          ) : null}
          {stage === 'columns' ? (
            <Button variant="contained" onClick={toCheck} disabled={problems.length > 0}>
              {translate('bulkImport.columns.check')}
            </Button>
          ) : null}
          {stage === 'check' && check && !running ? (
            <Button variant="contained" onClick={toImport} disabled={importable(check, allOrNothing) === 0}>
              {translate('bulkImport.check.import', { smart_count: importable(check, allOrNothing) })}
            </Button>
          ) : null}
          {stage === 'import' && !running ? (
            <Button variant="contained" onClick={restart}>
              {translate('bulkImport.import.another')}
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
};

/** Rows an import would write: none under all-or-nothing once one fails. */
const importable = (check: ImportReport, allOrNothing: boolean) => (allOrNothing && check.counts.failed > 0 ? 0 : check.counts.created + check.counts.updated);

const CheckResult = (props: {
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

const ImportResult = ({ kind, report, onErrorFile }: { kind: ImportKind; report: ImportReport; onErrorFile(): void }) => {
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

export default BulkImportPage;
