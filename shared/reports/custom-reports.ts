/**
 * Custom reports of an account (spec parts 2 and 3: idCustomReport, name, url, comment, enabled,
 * displayPosition, reportType, configurationJson): a report kept elsewhere that the portal opens
 * at /reports/custom-report/{id}, either a page at a direct URL shown in a frame, or a Power BI
 * report embedded with Microsoft's client (powerbi-client).
 *
 * A Power BI report's report id, workspace id and filters are in its configurationJson
 * ({"reportId", "workspaceId", "filters", "settings"...}), checked by shared/rules/custom-reports.ts.
 *
 * Administration (/admin/custom-reports) is guarded by AdminCustomReports; the navigation and the
 * viewer by View on ReportsCustomReports, through calls of their own (customReportNavigation,
 * customReportViewing) that answer only enabled reports and only what a viewer needs.
 */
import { z } from 'zod';
import { FIELD_LIMITS, maxText, requiredText, wholeNumberSchema } from '../rules/field-limits';
import { defineResource } from '../registry/define';
import { actionsOf } from '../registry/route-kinds';
import { CUSTOM_REPORT_MESSAGES, REPORT_TYPES, validateCustomReport } from '../rules/custom-reports';

const id = z.uuid();

export const CUSTOM_REPORT_TYPES = [REPORT_TYPES.powerBi, REPORT_TYPES.directUrl] as const;
export type CustomReportType = (typeof CUSTOM_REPORT_TYPES)[number];

/** Where a Power BI report is embedded from: its frame's origin. */
export const POWER_BI_ORIGIN = 'https://app.powerbi.com';

export const CUSTOM_REPORT_LIMITS = { name: 50, url: 2000, configurationJson: 20_000 } as const;

/** A host name as a URL parser writes it (letters, digits, dots, dashes; IDN in punycode) or an IPv4 address. */
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The origin a report URL is framed from (`https://host[:port]`), or null when the URL is not an
 * absolute http(s) URL of a plain host: no other scheme (javascript:, data:, file:), no user
 * name or password, no IPv6 literal nor odd host characters, so nothing but an origin can ever
 * reach the frame policy.
 */
export function frameOriginOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password || !HOST.test(parsed.hostname)) return null;
  if (parsed.port && !/^\d{1,5}$/.test(parsed.port)) return null;
  return parsed.origin;
}

/** An origin the frame policy may name: exactly what frameOriginOf answers. */
export const isFrameOrigin = (origin: string) => frameOriginOf(origin) === origin;

/** The configuration of a Power BI report as an object (empty when it is not one: the rule refuses it on save). */
export function configurationOf(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const customReportRecord = z.object({
  idCustomReport: id,
  idClientAccount: id,
  name: z.string(),
  url: z.string().nullable(),
  comment: z.string().nullable(),
  enabled: z.boolean(),
  displayPosition: z.number(),
  reportType: z.enum(CUSTOM_REPORT_TYPES),
  configurationJson: z.string().nullable(),
});
export type CustomReport = z.infer<typeof customReportRecord>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const customReportInput = z
  .object({
    name: requiredText(CUSTOM_REPORT_LIMITS.name),
    url: z.preprocess(blankToNull, maxText(CUSTOM_REPORT_LIMITS.url).nullish()),
    comment: z.preprocess(blankToNull, maxText(FIELD_LIMITS.comment).nullish()),
    enabled: z.boolean('validation.invalid').default(true),
    displayPosition: wholeNumberSchema.default(0),
    reportType: z.enum(CUSTOM_REPORT_TYPES, 'validation.invalid'),
    configurationJson: z.preprocess(blankToNull, maxText(CUSTOM_REPORT_LIMITS.configurationJson).nullish()),
  })
  .superRefine((report, ctx) => {
    const errors = validateCustomReport(report);
    for (const [field, problem] of Object.entries(errors)) if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem.key });
    // Only a plain http(s) origin may reach the frame and its policy (a Power BI report's URL is a link).
    if (!errors.url && report.url && !frameOriginOf(report.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: CUSTOM_REPORT_MESSAGES.urlRequired });
  });

export const customReports = defineResource({
  name: 'customReports',
  route: 'admin/custom-reports',
  subject: 'AdminCustomReports',
  ownership: 'account',
  idField: 'idCustomReport',
  paths: {
    list: '/client/account/{idClientAccount}/reports',
    item: '/client/account/{idClientAccount}/reports/{id}',
  },
  envelope: 'customReport',
  record: customReportRecord,
  input: customReportInput,
  list: {
    searchFields: ['name', 'url'],
    sortFields: ['name', 'displayPosition', 'reportType', 'enabled'],
    filterFields: ['name', 'enabled', 'reportType'],
    defaultSort: { field: 'displayPosition', direction: 'ASC' },
  },
  example: ({ unique }) => ({ name: `Report ${unique}`.slice(0, 50), reportType: 'DirectUrl' as const, url: 'https://reports.example.com/sales' }),
  columns: ['idCustomReport', 'name', 'reportType', 'url', 'configurationJson', 'comment', 'enabled', 'displayPosition'],
});

/** The viewer's calls (View on ReportsCustomReports in the path's account): enabled reports only. */
const viewerCalls = actionsOf('reports', { subject: 'ReportsCustomReports', account: { placeholder: 'idClientAccount' } });

export const navigationReport = z.object({ idCustomReport: id, name: z.string(), displayPosition: z.number(), reportType: z.enum(CUSTOM_REPORT_TYPES) });
export const navigationAnswer = z.object({ items: z.array(navigationReport) });

/** The navigation: the account's enabled reports by display position, with what the menu shows of each. */
export const customReportNavigation = viewerCalls.read({
  name: 'readCustomReportNavigation',
  path: '/client/account/{idClientAccount}/reports/navigation',
  answer: navigationAnswer,
  summary: 'The enabled custom reports of an account, by display position (the navigation)',
});

export type NavigationReport = z.infer<typeof navigationReport>;
export type NavigationAnswer = z.infer<typeof navigationAnswer>;

/**
 * What the viewer opens. A direct URL: the page to frame. Power BI: the embed configuration
 * (report id, embed URL, the configuration's settings and filters) and the state of its token:
 * `unconfigured` when the server has no embed token service (POWERBI_EMBED_TOKEN_URL), `failed`
 * when the service did not answer one, `ready` with the token.
 */
export const customReportView = z.object({
  idCustomReport: id,
  name: z.string(),
  reportType: z.enum(CUSTOM_REPORT_TYPES),
  url: z.string().nullable(),
  powerBi: z
    .object({
      reportId: z.string(),
      workspaceId: z.string(),
      embedUrl: z.string(),
      configuration: z.record(z.string(), z.unknown()),
      filterCount: z.number(),
      // One object (answers are copied by their declared keys, not run through a union): the token only when ready.
      token: z.object({ state: z.enum(['unconfigured', 'failed', 'ready']), accessToken: z.string().nullable(), expiration: z.string().nullable() }),
    })
    .nullable(),
});
export const customReportViewAnswer = z.object({ customReport: customReportView });
export type CustomReportView = z.infer<typeof customReportView>;

/** One enabled report as the viewer opens it (customReportView). */
export const customReportViewing = viewerCalls.read({
  name: 'viewCustomReport',
  path: '/client/account/{idClientAccount}/reports/{idCustomReport}/view',
  answer: customReportViewAnswer,
  summary: 'One enabled custom report of an account, as the viewer opens it',
});

/** The embed URL of a report of a workspace, as Power BI gives it. */
export const powerBiEmbedUrl = (reportId: string, workspaceId: string) =>
  `${POWER_BI_ORIGIN}/reportEmbed?reportId=${encodeURIComponent(reportId)}&groupId=${encodeURIComponent(workspaceId)}`;
