/**
 * One error class for everything the CLI knows how to explain, and the one mapping from any
 * thrown value to an exit code and the single line a person reads. The top-level catch
 * (run.ts) is the only caller of `describeError`.
 */
import { CommanderError } from 'commander';
import { mayNeedRenewal } from '../../shared/api/api-client';
import { ApiError } from '../../shared/api/api-error';
import type { Translator } from './i18n';
import { REQUEST_TIMEOUT_SECONDS } from './network';

export const EXIT = { ok: 0, failure: 1, usage: 2, interrupted: 130 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A known failure: its message is already translated and is printed as is. */
export class CliError extends Error {
  readonly exitCode: ExitCode;

  constructor(message: string, exitCode: ExitCode = EXIT.failure, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }

  /** Bad or missing arguments: exit code 2. */
  static usage(message: string) {
    return new CliError(message, EXIT.usage);
  }

  /** A file the CLI had to read or write: the path and the system's reason, one line. */
  static file(t: Translator, key: 'cli.errors.cannotRead' | 'cli.errors.cannotWrite', file: string, cause: unknown) {
    const reason = (cause as NodeJS.ErrnoException)?.code ?? (cause instanceof Error ? cause.message : String(cause));
    return new CliError(t(key, { file, reason }), EXIT.failure, { cause });
  }
}

/** What the API call failed under, to explain a 401 in terms of what the user can do. */
export interface ErrorContext {
  t: Translator;
  /** Base URL of the API, named in network errors. */
  apiUrl?: string;
  /** Where the access token came from. */
  auth?: 'stored' | 'token' | null;
  /** Renewal with the stored refresh token failed (set by the session's TokenProvider). */
  sessionExpired?: boolean;
  /** Why that renewal failed, when it did. */
  renewalError?: unknown;
}

export interface ErrorReport {
  exitCode: ExitCode;
  /** The one line to print to stderr; null means leave quietly (Ctrl+C, help shown). */
  line: string | null;
  /** Only for internal errors: printed when DEBUG asks for it. */
  stack?: string;
}

/** The reason inside ApiError.network's "Cannot reach the API at <url> (<reason>)" (it keeps no cause). */
function networkReason(error: ApiError): string {
  const prefix = `Cannot reach the API at ${error.url} (`;
  return error.message.startsWith(prefix) && error.message.endsWith(')') ? error.message.slice(prefix.length, -1) : error.message;
}

/** Body-read failures and timeouts escape the API client as raw fetch errors. */
const isRawNetworkError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || (error instanceof TypeError && (error.message === 'terminated' || error.message === 'fetch failed')));

function apiErrorLine(error: ApiError, context: ErrorContext): string {
  const { t } = context;
  if (error.status === 0) {
    return t('cli.errors.network', { url: context.apiUrl ?? error.url ?? '?', reason: networkReason(error) });
  }
  // Renewal failed after a 401, or after a 400 that may be the spec's "token expired".
  if (context.sessionExpired && mayNeedRenewal(error.status, error.body)) {
    // Renewal could not even reach the API: that, not an expired session, is the problem.
    const renewal = context.renewalError;
    if (renewal instanceof ApiError && renewal.status === 0) return apiErrorLine(renewal, context);
    return t('cli.errors.sessionExpired');
  }
  // Sign-in throttled: the wait is in the Retry-After header, the person reads the message.
  const message = error.status === 403 ? t('cli.errors.forbidden') : error.status === 429 ? t('cli.errors.tooManyAttempts') : error.message;
  let line = t('cli.errors.withStatus', { message, status: error.status });
  if (error.status === 401 && context.auth === 'token') line = t('cli.errors.tokenRejected', { message: line });
  const fields = Object.entries(error.errors).map(([field, key]) => t('cli.errors.field', { field, message: t.optional(key, error.params[field]) ?? key }));
  return fields.length ? `${line} ${fields.join('; ')}` : line;
}

const quoted = (message: string) => [...message.matchAll(/'([^']*)'/g)].map((m) => m[1]);
const suggestionOf = (message: string) => message.match(/\(Did you mean (?:one of )?(.+)\?\)/)?.[1];

/** Commander's own parse errors, re-worded from the locale files on one line. */
function commanderLine(error: CommanderError, t: Translator): string {
  const [first, second] = quoted(error.message);
  const suggestion = suggestionOf(error.message);
  switch (error.code) {
    case 'commander.unknownOption':
      return suggestion ? t('cli.errors.unknownOptionDidYouMean', { option: first, suggestion }) : t('cli.errors.unknownOption', { option: first });
    case 'commander.unknownCommand':
      return suggestion ? t('cli.errors.unknownCommandDidYouMean', { command: first, suggestion }) : t('cli.errors.unknownCommand', { command: first });
    case 'commander.missingArgument':
      return t('cli.errors.missingArgument', { argument: first });
    case 'commander.optionMissingArgument':
    case 'commander.missingMandatoryOptionValue':
      return t('cli.errors.optionMissingArgument', { option: first });
    case 'commander.conflictingOption':
      return t('cli.errors.conflictingOption', { option: first, other: second });
    case 'commander.excessArguments': {
      const [, expected = '?', received = '?'] = error.message.match(/Expected (\d+) arguments? but got (\d+)/) ?? [];
      return t('cli.errors.excessArguments', { command: first ?? 'wareport', expected, received });
    }
    default:
      return error.message.replace(/^error:\s*/, '').split('\n')[0];
  }
}

/** The message alone, for a warning about a failure the command survives. */
export function explainError(error: unknown, context: ErrorContext): string {
  if (error instanceof ApiError) return apiErrorLine(error, context);
  if (isRawNetworkError(error)) return rawNetworkLine(error as Error, context);
  return error instanceof Error ? error.message : String(error);
}

function rawNetworkLine(error: Error, context: ErrorContext): string {
  const { t } = context;
  const reason = error.name === 'TimeoutError' ? t('cli.errors.timeout', { seconds: REQUEST_TIMEOUT_SECONDS }) : error.message;
  return t('cli.errors.network', { url: context.apiUrl ?? '?', reason });
}

export function describeError(error: unknown, context: ErrorContext): ErrorReport {
  const { t } = context;
  const line = (message: string) => t('cli.errors.line', { message });

  if (error instanceof CliError) return { exitCode: error.exitCode, line: line(error.message) };
  if (error instanceof CommanderError) {
    // --help and --version end here too, after commander printed them.
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0) {
      return { exitCode: EXIT.ok, line: null };
    }
    // No command given: commander has already printed the help to stderr.
    if (error.code === 'commander.help') return { exitCode: EXIT.usage, line: null };
    return { exitCode: EXIT.usage, line: line(commanderLine(error, t)) };
  }
  // Ctrl+C inside a prompt.
  if (error instanceof Error && error.name === 'ExitPromptError') return { exitCode: EXIT.interrupted, line: null };
  if (error instanceof ApiError || isRawNetworkError(error)) return { exitCode: EXIT.failure, line: line(explainError(error, context)) };
  const message = error instanceof Error ? error.message : String(error);
  return {
    exitCode: EXIT.failure,
    line: t('cli.errors.internal', { message }),
    stack: error instanceof Error ? error.stack : undefined,
  };
}
