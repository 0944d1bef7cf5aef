/**
 * The shell's service routes: the maintenance flag and its switch, the session settings the
 * portal reads at start-up (inactivity delay, warning countdown, maintenance poll), and the
 * portal's render-error reports.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PATH,
  clientErrorReport,
  MAINTENANCE_PATH,
  MAINTENANCE_SWITCH_PATH,
  maintenanceAnswer,
  SHELL_SETTINGS_PATH,
  shellSettingsAnswer,
  shellSettingsInput,
} from '../../shared/session/shell';
import { errorText } from '../../shared/api/error-codes';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { settings } from '../db/schema';
import { HttpError } from '../lib/errors';
import type { MaintenanceFlag } from './maintenance';
import { createRateWindow, type RateWindow } from './rate-window';

const INACTIVITY_KEY = 'inactivity_delay_ms';

export interface ShellOptions {
  flag: MaintenanceFlag;
  warningSeconds: number;
  maintenancePollSeconds: number;
  helpCenter: boolean;
  /** Error reports accepted per address and in all, per minute. */
  errorReports?: RateWindow;
}

/** Spec: one report per render error; an address sending more than 10 a minute, or everybody more than 300, is not logged. */
export const errorReportWindow = () => createRateWindow({ perKey: 10, total: 300, windowMs: 60_000 });

export function registerShellRoutes(app: FastifyInstance, db: Db, options: ShellOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shell'];
  const reports = options.errorReports ?? errorReportWindow();

  // Public: the portal polls it before and after sign-in.
  routes.get(MAINTENANCE_PATH, { config: { public: true }, schema: { tags, response: { 200: maintenanceAnswer } } }, async () => ({
    enabled: await options.flag.isOn(),
  }));

  routes.put(MAINTENANCE_SWITCH_PATH, {
    schema: { tags, body: z.object({ enabled: z.boolean('validation.required') }), response: { 200: maintenanceAnswer } },
    handler: async (request) => {
      authorize(request, 'Edit', 'CoreMaintenance');
      const enabled = await options.flag.set(request.body.enabled);
      request.log.info({ maintenance: enabled, idUser: request.auth?.idUser }, enabled ? 'maintenance switched on' : 'maintenance switched off');
      return { enabled };
    },
  });

  const inactivityDelay = async () => {
    const [row] = await db.select().from(settings).where(eq(settings.key, INACTIVITY_KEY));
    return row ? Number(row.value) : null;
  };
  const settingsAnswer = async () => ({
    inactivityDelayMs: await inactivityDelay(),
    warningSeconds: options.warningSeconds,
    maintenancePollSeconds: options.maintenancePollSeconds,
    helpCenter: options.helpCenter,
  });

  routes.get(SHELL_SETTINGS_PATH, { config: { public: true }, schema: { tags, response: { 200: shellSettingsAnswer } } }, settingsAnswer);

  routes.put(SHELL_SETTINGS_PATH, {
    schema: { tags, body: shellSettingsInput, response: { 200: shellSettingsAnswer } },
    handler: async (request) => {
      authorize(request, 'Edit', 'CoreMaintenance');
      const { inactivityDelayMs } = request.body;
      if (inactivityDelayMs === null) await db.delete(settings).where(eq(settings.key, INACTIVITY_KEY));
      else {
        const value = String(inactivityDelayMs);
        await db.insert(settings).values({ key: INACTIVITY_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
      }
      return settingsAnswer();
    },
  });

  // Public (a render error may happen before sign-in), so it is bounded three ways: the body's
  // size, each field's length, and how many reports an address (and everybody) may send a minute.
  // What it logs is data, never a message format: pino writes it as JSON.
  routes.post(CLIENT_ERRORS_PATH, {
    config: { public: true },
    bodyLimit: CLIENT_ERROR_LIMITS.body,
    schema: { tags, body: clientErrorReport },
    handler: async (request, reply) => {
      if (!reports.take(request.ip)) throw new HttpError(429, errorText('TOO_MANY_REQUESTS'), 'TOO_MANY_REQUESTS');
      const { kind, message, stack, url } = request.body;
      request.log.warn({ clientError: { kind, message, stack, url, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) } }, 'portal error');
      return reply.code(204).send();
    },
  });
}
