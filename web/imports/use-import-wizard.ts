import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useStore } from 'react-admin';
import { throttledSender } from '../../shared/imports/client';
import { runImport, type ImportProgress, type ImportReport } from '../../shared/imports/engine';
import { DEFAULT_DIALECT } from '../../shared/imports/error-file';
import { fileLanguage, mapColumns, mappingSignature, mappingToSpec, missingColumns } from '../../shared/imports/headers';
import { kindFor, KINDS, type ImportKind } from '../../shared/imports/kinds';
import { defaultSkuRange, orderKind, validateSkuRange, type OrderLayout, ORDER_IMPORT_MESSAGES } from '../../shared/imports/orders';
import type { RowError } from '../../shared/imports/rows';
import type { TargetFlags, TargetName } from '../../shared/imports/targets';
import type { ColumnLayout } from '../../shared/rules/imports';
import { message, RuleError } from '../../shared/rules/message';
import { messageText, useTranslate } from '../shell/i18n/use-translate';
import type { PortalDataProvider } from '../shell/providers/data-provider';
import { useSession } from '../shell/session/SessionProvider';
import { downloadErrorFile } from './downloads';
import { FileProblem, readImportFile, type ReadSheet } from './read-file';
import { phraseInLanguage, useImportLabels } from './use-import-labels';
import { chooseField, choiceOf, errorFileTexts, errorRows, mappingOf, stepsWithDefaults, type ColumnChoice } from './wizard-state';

export const STAGES = ['file', 'columns', 'check', 'import'] as const;
export type Stage = (typeof STAGES)[number];

class Left extends Error {}

/** What the import reads: the kind (orders in their layout) and its labels. */
const useImportDescription = (kind: ImportKind) => {
  const [locale] = useLocaleState();
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
  return {
    locale,
    layout,
    setLayout,
    skuRange,
    setSkuRange,
    saveBackorder,
    setSaveBackorder,
    columnLayout,
    description,
    texts,
    labels,
    pageLabels,
  };
};

/** The file chosen and its sheet read, or why it cannot be read. */
const useImportFile = () => {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<ReadSheet | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
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
  const clear = () => {
    setFile(null);
    setSheet(null);
  };
  return { file, sheet, reading, fileError, onFile, clear };
};

/** A run of the rows through the shared engine, as a check (dry run) or the import; leaving the page stops it. */
const useImportRun = (kind: ImportKind) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [check, setCheck] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  // A run stops sending when the page is left.
  const left = useRef(false);
  useEffect(
    () => () => {
      left.current = true;
    },
    [],
  );
  const run = async (dryRun: boolean, input: Omit<Parameters<typeof runImport>[0], 'dryRun' | 'send' | 'onProgress'>, choices: Record<string, unknown>) => {
    setRunError(null);
    setRunning(dryRun ? 'check' : 'import');
    setProgress({ done: 0, total: input.rows.length, counts: { created: 0, updated: 0, skipped: 0, failed: 0 } });
    const sender = throttledSender((rows, chunkFlags) => dataProvider.sendImportChunk(kind, choices, rows, chunkFlags));
    try {
      const report = await runImport({
        ...input,
        dryRun,
        send: (rows, chunkFlags) => {
          if (left.current) throw new Left();
          return sender(rows, chunkFlags);
        },
        onProgress: setProgress,
      });
      if (dryRun) setCheck(report);
      else {
        setResult(report);
        void queryClient.invalidateQueries({ queryKey: [input.kind.resource] });
      }
    } catch (error) {
      if (error instanceof Left) return;
      const message = error instanceof Error ? error.message : String(error);
      setRunError(translate('bulkImport.errors.failedCall', { message }));
    } finally {
      if (!left.current) setRunning(null);
    }
  };
  /** Forgets the reports (the check's too unless kept) and the last failure. */
  const reset = (keepCheck = false) => {
    if (!keepCheck) setCheck(null);
    setResult(null);
    setRunError(null);
  };
  return { running, progress, check, result, runError, run, reset };
};

/** Where the rows go (client, account, warehouse...): each choice resets those after it, the session's filling those not chosen. */
const useImportTargets = (kind: ImportKind, locale: string) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { scope } = useSession();
  const targetsQuery = useQuery({ queryKey: ['importTargets'], queryFn: () => dataProvider.getImportTargets() });
  const [flags, setFlags] = useState<TargetFlags>({});
  const targetChoices = targetsQuery.data;
  const targets = useMemo(
    () =>
      targetChoices
        ? stepsWithDefaults(kind, targetChoices, flags, {
            client: scope.idClient ?? undefined,
            account: scope.idClientAccount ?? undefined,
            warehouse: scope.idWarehouse ?? undefined,
            language: locale,
          })
        : null,
    [kind, targetChoices, flags, scope.idClient, scope.idClientAccount, scope.idWarehouse, locale],
  );
  const resolved = targets?.resolution.status === 'done' ? targets.resolution.targets : null;
  const onTarget = (target: TargetName, id: string) => {
    // A new choice resets the ones after it (a new client has other accounts).
    const next: TargetFlags = {};
    for (const step of targets?.steps ?? []) {
      if (step.target === target) break;
      if (step.id) next[step.target] = step.id;
    }
    next[target] = id;
    setFlags(next);
  };
  return { targets, resolved, onTarget };
};

/** The error file of a report: the file as it came, with a line and errors column in the file's language. */
const useErrorFile = (described: ReturnType<typeof useImportDescription>, file: File | null, sheet: ReadSheet | null) => {
  const translate = useTranslate();
  const { texts, locale } = described;
  const describe = (error: RowError) => {
    const text = messageText(translate, error.message);
    return error.column ? translate('bulkImport.errors.cellError', { column: error.column, value: error.value, message: text }) : text;
  };
  return (report: ImportReport) =>
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
};

/**
 * The state of the bulk-import wizard: the step, the targets, the file, the column mapping
 * (remembered per file layout), and the check and import runs.
 */
export const useImportWizard = (kind: ImportKind) => {
  const described = useImportDescription(kind);
  const { locale, columnLayout, description, labels, pageLabels, skuRange } = described;
  const imported = useImportFile();
  const { file, sheet } = imported;
  const runs = useImportRun(kind);
  const { targets, resolved, onTarget } = useImportTargets(kind, locale);
  const errorFile = useErrorFile(described, file, sheet);
  const [savedMappings, setSavedMappings] = useStore<Record<string, Record<string, string>>>('bulkImport.mappings', {});
  const [stage, setStage] = useState<Stage>('file');
  const [choice, setChoice] = useState<ColumnChoice>([]);
  const [fromSaved, setFromSaved] = useState(false);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const mapping = useMemo(() => mappingOf(choice), [choice]);
  const problems = useMemo(() => {
    const missing = missingColumns(description, mapping, pageLabels);
    if (columnLayout && sheet && !(skuRange && validateSkuRange(sheet.headers, skuRange, mapping))) missing.push(message(ORDER_IMPORT_MESSAGES.skuRange));
    return missing;
  }, [description, mapping, pageLabels, columnLayout, sheet, skuRange]);

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
      described.setSkuRange(range);
      read = orderKind({ layout: 'column', ...(range ?? { skuFrom: -1, skuTo: -1 }) });
    }
    setChoice(choiceOf(sheet.headers, mapColumns(sheet.headers, read, labels, saved ?? {}).mapping));
    setFromSaved(Boolean(saved));
    setStage('columns');
  };

  const run = (dryRun: boolean) => {
    if (!sheet || !resolved) return;
    const input = { kind: description, headers: sheet.headers, rows: sheet.rows, mapping, allOrNothing };
    void runs.run(dryRun, input, { ...resolved, isSaveBackorderOnInsufficientQuantity: described.saveBackorder });
  };

  const toCheck = () => {
    setSavedMappings({ ...savedMappings, [mappingSignature(kind, sheet!.headers)]: mappingToSpec(sheet!.headers, mapping) });
    runs.reset();
    setStage('check');
    run(true);
  };

  const toImport = () => {
    runs.reset(true);
    setStage('import');
    run(false);
  };

  const restart = () => {
    imported.clear();
    runs.reset();
    setStage('file');
  };

  const chooseColumn = (index: number, field: string) => setChoice((current) => chooseField(current, index, field));
  const chooseSkuRange = (range: ColumnLayout) => {
    described.setSkuRange(range);
    // A column inside the SKU range feeds no field.
    setChoice((current) => current.map((field, i) => (i >= range.skuFrom && i <= range.skuTo ? '' : field)));
  };

  return {
    ...described,
    ...imported,
    ...runs,
    stage,
    setStage,
    targets,
    resolved,
    choice,
    mapping,
    problems,
    fromSaved,
    allOrNothing,
    setAllOrNothing,
    onTarget,
    toColumns,
    toCheck,
    toImport,
    restart,
    errorFile,
    chooseColumn,
    chooseSkuRange,
  };
};

export type ImportWizard = ReturnType<typeof useImportWizard>;
