/**
 * The shell's service calls and constants (spec part 1, sections 4, 7 and 9): the session
 * timeout, the maintenance flag, the render-error report and the support sign-on.
 */
import { z } from 'zod';
import type { ApiClient } from '../api/api-client';

/** Spec: inactivity warning delay, default 900000 ms (15 minutes). */
export const DEFAULT_INACTIVITY_DELAY_MS = 900_000;
/** Spec: the warning counts down 60 s. */
export const DEFAULT_WARNING_SECONDS = 60;
/** Spec: the maintenance flag is polled about every 20 s. */
export const DEFAULT_MAINTENANCE_POLL_SECONDS = 20;
/** Spec: the activity that keeps a session alive. */
export const ACTIVITY_EVENTS = ['keypress', 'mousemove', 'mousedown', 'scroll', 'touchmove', 'pointermove'] as const;
/** The bounds an administrator may set the inactivity delay within (5 s to 24 h). */
export const INACTIVITY_DELAY_BOUNDS = { min: 5_000, max: 86_400_000 } as const;

export const MAINTENANCE_PATH = '/maintenance.json';
export const MAINTENANCE_SWITCH_PATH = '/maintenance';
export const SHELL_SETTINGS_PATH = '/shell/settings';
export const CLIENT_ERRORS_PATH = '/client-errors';
/** The support sign-on: the help centre's address and a signed token for the signed-in user. */
export const SUPPORT_SSO_PATH = '/support/sso';
export interface SupportSignOn {
  action: string;
  jwt: string;
  returnTo: string | null;
}
export const readSupportSignOn = (api: ApiClient, returnTo?: string | null) =>
  api.request<SupportSignOn>({ path: SUPPORT_SSO_PATH, query: returnTo ? { returnTo } : {} });

export const maintenanceAnswer = z.object({ enabled: z.boolean() });
export type Maintenance = z.infer<typeof maintenanceAnswer>;

export const shellSettingsAnswer = z.object({
  /** Set by an administrator; null keeps the portal's build-time delay. */
  inactivityDelayMs: z.number().int().nullable(),
  warningSeconds: z.number().int().positive(),
  maintenancePollSeconds: z.number().positive(),
  /** Whether a help centre is configured for the support sign-on. */
  helpCenter: z.boolean(),
});
export type ShellSettings = z.infer<typeof shellSettingsAnswer>;

export const shellSettingsInput = z.object({
  inactivityDelayMs: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(INACTIVITY_DELAY_BOUNDS.min, 'validation.invalid')
    .max(INACTIVITY_DELAY_BOUNDS.max, 'validation.invalid')
    .nullable(),
});

/** A render error the portal reports: what it says and where; every part cut to a size. */
export const CLIENT_ERROR_LIMITS = { message: 1_000, stack: 8_000, url: 2_000, body: 16_384 } as const;
export const clientErrorReport = z.object({
  kind: z.enum(['render', 'chunk', 'session']),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).nullish(),
  url: z.string().max(CLIENT_ERROR_LIMITS.url),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

/** Cuts a report to the limits the server accepts, so a long stack is reported rather than refused. */
export const trimClientError = (report: ClientErrorReport): ClientErrorReport => ({
  kind: report.kind,
  message: report.message.slice(0, CLIENT_ERROR_LIMITS.message),
  stack: report.stack?.slice(0, CLIENT_ERROR_LIMITS.stack) ?? null,
  url: report.url.slice(0, CLIENT_ERROR_LIMITS.url),
});

export const readMaintenance = (api: ApiClient) => api.request<Maintenance>({ path: MAINTENANCE_PATH });
export const switchMaintenance = (api: ApiClient, enabled: boolean) =>
  api.request<Maintenance>({ method: 'PUT', path: MAINTENANCE_SWITCH_PATH, body: { enabled } });
export const readShellSettings = (api: ApiClient) => api.request<ShellSettings>({ path: SHELL_SETTINGS_PATH });
export const saveShellSettings = (api: ApiClient, input: z.input<typeof shellSettingsInput>) =>
  api.request<ShellSettings>({ method: 'PUT', path: SHELL_SETTINGS_PATH, body: input });
