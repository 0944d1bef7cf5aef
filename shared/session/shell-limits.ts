/**
 * The shell's constants and the error report's trimming, without zod (shell.ts has the schemas
 * and the calls): what the portal's start-up reads.
 */

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
/** A render error the portal reports: what it says and where; every part cut to a size. */
export const CLIENT_ERROR_LIMITS = { message: 1_000, stack: 8_000, url: 2_000, body: 16_384 } as const;
/** A render error as the portal reports it (shell.ts's clientErrorReport checks it on the server). */
export interface ClientErrorReport {
  kind: 'render' | 'chunk' | 'session';
  message: string;
  stack?: string | null;
  url: string;
}

/** Cuts a report to the limits the server accepts, so a long stack is reported rather than refused. */
export const trimClientError = (report: ClientErrorReport): ClientErrorReport => ({
  kind: report.kind,
  message: report.message.slice(0, CLIENT_ERROR_LIMITS.message),
  stack: report.stack?.slice(0, CLIENT_ERROR_LIMITS.stack) ?? null,
  url: report.url.slice(0, CLIENT_ERROR_LIMITS.url),
});
