/**
 * Custom reports: their storage (administration, AdminCustomReports, through the generic
 * resource routes), the viewer's two calls (View on ReportsCustomReports: the navigation's
 * enabled reports by display position, and one enabled report to open), and the origins the
 * portal's frame policy allows (server/lib/security-headers.ts).
 *
 * A Power BI report needs an embed token, which only a service holding the workspace's
 * credentials can make (Azure AD app or service principal). The server does not hold those: it
 * asks the service named by POWERBI_EMBED_TOKEN_URL (POST { reportId, workspaceId }, with
 * `Authorization: Bearer POWERBI_EMBED_TOKEN_SECRET` when set; answer { accessToken, expiration? }).
 * Without it the viewer says so instead of embedding.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  configurationOf,
  customReportNavigation,
  customReports,
  customReportViewing,
  frameOriginOf,
  isFrameOrigin,
  navigationAnswer,
  POWER_BI_ORIGIN,
  powerBiEmbedUrl,
  type CustomReportView,
} from '../../shared/reports/custom-reports';
import type { Db, Tx } from '../db';
import { customReports as customReportsTable } from '../db/schema';
import { notFound } from '../lib/errors';
import { bind } from '../registry/binding';
import { registerKind, type ActionBinding } from '../registry/route-kinds';

/** The origin a report is framed from: its URL's for a direct URL, Power BI's for Power BI. */
const frameOriginFor = (values: Record<string, unknown>) =>
  values.reportType === 'PowerBI' ? POWER_BI_ORIGIN : typeof values.url === 'string' ? frameOriginOf(values.url) : null;

export const customReportsBinding = bind({
  description: customReports,
  table: customReportsTable,
  shape: ({ createdAt: _createdAt, frameOrigin: _frameOrigin, ...record }) => record,
  beforeWrite: (_tx, { values, current }) => ({
    ...values,
    ...(current ? { idClientAccount: current.idClientAccount } : {}),
    // A direct URL report has no Power BI configuration.
    ...(values.reportType === 'DirectUrl' ? { configurationJson: null } : {}),
    frameOrigin: frameOriginFor(values),
  }),
});

/**
 * Every origin an enabled report is framed from, for the portal's frame policy. A value that is
 * not exactly an origin (which the binding never writes) is left out, so the policy can only name
 * origins.
 */
export async function reportFrameOrigins(db: Tx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ origin: customReportsTable.frameOrigin })
    .from(customReportsTable)
    .where(and(eq(customReportsTable.enabled, true), isNotNull(customReportsTable.frameOrigin)))
    .orderBy(asc(customReportsTable.frameOrigin));
  return rows.map((r) => r.origin!).filter(isFrameOrigin);
}

export interface EmbedTokenService {
  url?: string;
  secret?: string;
}

const tokenAnswer = z.object({ accessToken: z.string().min(1), expiration: z.string().nullish() });

async function embedToken(service: EmbedTokenService, reportId: string, workspaceId: string): Promise<NonNullable<CustomReportView['powerBi']>['token']> {
  if (!service.url) return { state: 'unconfigured', accessToken: null, expiration: null };
  try {
    const response = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(service.secret ? { authorization: `Bearer ${service.secret}` } : {}) },
      body: JSON.stringify({ reportId, workspaceId }),
      signal: AbortSignal.timeout(10_000),
    });
    const parsed = tokenAnswer.safeParse(response.ok ? await response.json() : null);
    return parsed.success
      ? { state: 'ready', accessToken: parsed.data.accessToken, expiration: parsed.data.expiration ?? null }
      : { state: 'failed', accessToken: null, expiration: null };
  } catch {
    return { state: 'failed', accessToken: null, expiration: null };
  }
}

/** An account's enabled reports: the only ones a viewer is shown. */
const enabledIn = (idClientAccount: string) => and(eq(customReportsTable.idClientAccount, idClientAccount), eq(customReportsTable.enabled, true));

/** The enabled reports of the path's account, by display position, then name. */
const navigationBinding: ActionBinding<typeof customReportNavigation> = {
  kind: customReportNavigation,
  run: async (tx, { params }) => {
    const { idCustomReport, name, displayPosition, reportType } = customReportsTable;
    const items = await tx
      .select({ idCustomReport, name, displayPosition, reportType })
      .from(customReportsTable)
      .where(enabledIn(params.idClientAccount))
      .orderBy(asc(displayPosition), sql`lower(${name})`, asc(idCustomReport));
    return { items: items as z.infer<typeof navigationAnswer>['items'] };
  },
};

/** One enabled report of the path's account as the viewer opens it; a Power BI report with the state of its embed token. */
const viewBinding = (service: EmbedTokenService): ActionBinding<typeof customReportViewing> => ({
  kind: customReportViewing,
  // The token service may take seconds to answer: no transaction waits on it.
  outsideTransaction: true,
  run: async (tx, { params }) => {
    const [row] = await tx
      .select()
      .from(customReportsTable)
      .where(and(eq(customReportsTable.idCustomReport, params.idCustomReport), enabledIn(params.idClientAccount)));
    if (!row) throw notFound();
    const base = { idCustomReport: row.idCustomReport, name: row.name, reportType: row.reportType as 'PowerBI' | 'DirectUrl' };
    if (row.reportType === 'DirectUrl') {
      // Only a URL the frame policy allows is handed to the frame.
      const url = row.url && frameOriginOf(row.url) ? row.url : null;
      return { customReport: { ...base, url, powerBi: null } };
    }
    const configuration = configurationOf(row.configurationJson);
    const reportId = typeof configuration.reportId === 'string' ? configuration.reportId : '';
    const workspaceId = typeof configuration.workspaceId === 'string' ? configuration.workspaceId : '';
    return {
      customReport: {
        ...base,
        url: row.url && frameOriginOf(row.url) ? row.url : null,
        powerBi: {
          reportId,
          workspaceId,
          embedUrl: powerBiEmbedUrl(reportId, workspaceId),
          configuration,
          filterCount: Array.isArray(configuration.filters) ? configuration.filters.length : 0,
          token: await embedToken(service, reportId, workspaceId),
        },
      },
    };
  },
});

/** The viewer's declared calls (shared/reports/custom-reports.ts), the view asking `service` for embed tokens. */
export function registerCustomReportRoutes(app: FastifyInstance, db: Db, service: EmbedTokenService) {
  for (const binding of [navigationBinding, viewBinding(service)]) registerKind(app, db, binding);
}
