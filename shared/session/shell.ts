/**
 * The shell's service calls and constants (spec part 1, sections 4, 7 and 9): the session
 * timeout, the maintenance flag, the render-error report and the support sign-on.
 */
import { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import {
  CLIENT_ERROR_LIMITS,
  INACTIVITY_DELAY_BOUNDS,
  MAINTENANCE_PATH,
  MAINTENANCE_SWITCH_PATH,
  SHELL_SETTINGS_PATH,
  type ClientErrorReport,
} from './shell-limits';

export * from './shell-limits';

/**
 * The support sign-on: the help centre's address and a signed token for the signed-in user, and
 * where in the help centre to go back to. Declared with the administration's calls
 * (shared/administration/support.ts); the support page reads it by the same path.
 */
export const SUPPORT_SSO_PATH = '/support/sso';
export const supportSignOnQuery = z.object({ returnTo: z.string().max(2000).optional() });
export const supportSignOnAnswer = z.object({ action: z.string(), jwt: z.string(), returnTo: z.string().nullable() });
export type SupportSignOn = z.infer<typeof supportSignOnAnswer>;
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

export const clientErrorReport: z.ZodType<ClientErrorReport> = z.object({
  kind: z.enum(['render', 'chunk', 'session']),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).nullish(),
  url: z.string().max(CLIENT_ERROR_LIMITS.url),
});

export const readMaintenance = (api: ApiClient) => api.request<Maintenance>({ path: MAINTENANCE_PATH });
export const switchMaintenance = (api: ApiClient, enabled: boolean) =>
  api.request<Maintenance>({ method: 'PUT', path: MAINTENANCE_SWITCH_PATH, body: { enabled } });
export const readShellSettings = (api: ApiClient) => api.request<ShellSettings>({ path: SHELL_SETTINGS_PATH });
export const saveShellSettings = (api: ApiClient, input: z.input<typeof shellSettingsInput>) =>
  api.request<ShellSettings>({ method: 'PUT', path: SHELL_SETTINGS_PATH, body: input });
