/**
 * What every command receives: the translator, the process's streams and environment, and
 * the state the top-level catch needs to explain a failure. Tests build one with fake streams.
 */
import type { Readable, Writable } from 'node:stream';
import type { ErrorContext } from './errors';
import type { Lang, Translator } from './i18n';

/** Options declared on the program, valid before or after any command. */
export interface GlobalOptions {
  apiUrl?: string;
  token?: string;
  json?: boolean;
  quiet?: boolean;
  lang?: Lang;
}

export interface CliIo {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
}

export interface CliContext {
  t: Translator;
  env: NodeJS.ProcessEnv;
  io: CliIo;
  configDir: string;
  fetch: typeof fetch;
  /** Filled as a command runs, read by the top-level catch. */
  failure: Omit<ErrorContext, 't'>;
  /** Work to undo if the process is interrupted (a half-written file); returns its remover. */
  onInterrupt(cleanup: () => void): () => void;
}

/** Prompts read stdin and draw on stderr: both must be a terminal to ask anything. */
export const canPrompt = (ctx: CliContext) => Boolean(ctx.io.stdin.isTTY && ctx.io.stderr.isTTY);
