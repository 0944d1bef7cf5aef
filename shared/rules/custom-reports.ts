import type { TranslationKey } from '../i18n/translation-keys';
import { message, type FieldErrors } from './message';

/** The spec names the two kinds but not their stored values; these strings are this project's. */
export const REPORT_TYPES = { powerBi: 'PowerBI', directUrl: 'DirectUrl' } as const;
export type ReportType = (typeof REPORT_TYPES)[keyof typeof REPORT_TYPES];
export const REPORT_TYPE_LABELS: Record<ReportType, TranslationKey> = {
  PowerBI: 'labels.reportType.powerBi',
  DirectUrl: 'labels.reportType.directUrl',
};

export const CUSTOM_REPORT_MESSAGES = {
  reportIdRequired: 'validation.customReport.reportIdRequired',
  workspaceIdRequired: 'validation.customReport.workspaceIdRequired',
  invalidConfiguration: 'validation.customReport.invalidConfiguration',
  urlRequired: 'validation.customReport.urlRequired',
  advancedFilterNeedsCondition: 'validation.customReport.advancedFilterNeedsCondition',
  basicFilterNeedsValues: 'validation.customReport.basicFilterNeedsValues',
} as const;

export interface CustomReportForm {
  reportType: ReportType | string;
  url?: string | null;
  /** Power BI: {"reportId": "...", "workspaceId": "...", "filters": [...]} as text. */
  configurationJson?: string | null;
}

export type CustomReportField = 'url' | 'configurationJson';

/** An absolute http(s) address; a relative path or 'javascript:' is not a report. */
export function isReportUrl(text: string | null | undefined): boolean {
  try {
    const url = new URL((text ?? '').trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * Power BI filters follow powerbi-models: advanced ones carry `conditions`, basic ones `values`;
 * the kind is read from filterType (0/'advanced', 1/'basic'), the $schema suffix or the list present.
 */
function filterKind(filter: Record<string, unknown>): 'advanced' | 'basic' | 'other' {
  const schema = typeof filter.$schema === 'string' ? filter.$schema : '';
  if (filter.filterType === 0 || filter.filterType === 'advanced' || schema.endsWith('#advanced') || 'conditions' in filter) return 'advanced';
  if (filter.filterType === 1 || filter.filterType === 'basic' || schema.endsWith('#basic') || 'values' in filter) return 'basic';
  return 'other';
}

const isNonEmptyArray = (v: unknown) => Array.isArray(v) && v.length > 0;

export function validateCustomReport(report: CustomReportForm): FieldErrors<CustomReportField> {
  if (report.reportType === REPORT_TYPES.directUrl) {
    return isReportUrl(report.url) ? {} : { url: message(CUSTOM_REPORT_MESSAGES.urlRequired) };
  }
  if (report.reportType !== REPORT_TYPES.powerBi) return {};
  let configuration: unknown;
  try {
    configuration = JSON.parse(report.configurationJson ?? '');
  } catch {
    return { configurationJson: message(CUSTOM_REPORT_MESSAGES.invalidConfiguration) };
  }
  if (typeof configuration !== 'object' || configuration === null || Array.isArray(configuration)) {
    return { configurationJson: message(CUSTOM_REPORT_MESSAGES.invalidConfiguration) };
  }
  const config = configuration as Record<string, unknown>;
  if (!filled(config.reportId)) return { configurationJson: message(CUSTOM_REPORT_MESSAGES.reportIdRequired) };
  if (!filled(config.workspaceId)) return { configurationJson: message(CUSTOM_REPORT_MESSAGES.workspaceIdRequired) };
  const filters = config.filters ?? [];
  if (!Array.isArray(filters)) return { configurationJson: message(CUSTOM_REPORT_MESSAGES.invalidConfiguration) };
  for (const filter of filters) {
    if (typeof filter !== 'object' || filter === null) return { configurationJson: message(CUSTOM_REPORT_MESSAGES.invalidConfiguration) };
    const kind = filterKind(filter as Record<string, unknown>);
    const f = filter as Record<string, unknown>;
    if (kind === 'advanced' && !isNonEmptyArray(f.conditions)) return { configurationJson: message(CUSTOM_REPORT_MESSAGES.advancedFilterNeedsCondition) };
    if (kind === 'basic' && !isNonEmptyArray(f.values)) return { configurationJson: message(CUSTOM_REPORT_MESSAGES.basicFilterNeedsValues) };
  }
  return {};
}

/** The navigation lists enabled reports only, by displayPosition (it loads them with pageSize -1). */
export const navigationReports = <T extends { enabled?: boolean | number | null; displayPosition?: number | null }>(reports: readonly T[]) =>
  reports.filter((r) => Boolean(r.enabled)).sort((a, b) => (a.displayPosition ?? Infinity) - (b.displayPosition ?? Infinity));
