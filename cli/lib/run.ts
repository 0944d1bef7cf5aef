/**
 * The one top-level catch. Builds the context, parses the command line, runs the command and
 * turns whatever it threw into one line on stderr and an exit code: 0 ok, 1 failure, 2 usage
 * error, 130 interrupted (quietly). Stacks only with DEBUG=wareport.
 */
import type { Command } from 'commander';
import type { CliContext, CliIo } from './context';
import { configDir } from './credentials';
import { describeError, EXIT, type ExitCode } from './errors';
import { createTranslator, detectLang } from './i18n';
import { createCliFetch } from './network';

export const debugEnabled = (env: NodeJS.ProcessEnv) =>
  (env.DEBUG ?? '').split(/[\s,]+/).some((name) => name === '*' || name === 'wareport' || name === 'wareport:*');

export interface ContextOptions {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  io: CliIo;
  fetch?: typeof fetch;
}

export function createContext({ argv, env, io, fetch }: ContextOptions): CliContext & { cleanups: Set<() => void> } {
  const t = createTranslator(detectLang(argv.slice(2), env));
  const cleanups = new Set<() => void>();
  return {
    t,
    env,
    io,
    configDir: configDir(env),
    fetch: createCliFetch(t, undefined, fetch),
    failure: {},
    cleanups,
    onInterrupt(cleanup) {
      cleanups.add(cleanup);
      return () => void cleanups.delete(cleanup);
    },
  };
}

/** Parses and runs; never throws. */
export async function execute(ctx: CliContext, createProgram: (ctx: CliContext) => Command, argv: readonly string[]): Promise<ExitCode> {
  try {
    await createProgram(ctx).parseAsync([...argv]);
    return EXIT.ok;
  } catch (error) {
    return report(ctx, error);
  }
}

/** Writes the one line (and the stack under DEBUG) for a failure; returns its exit code. */
function report(ctx: CliContext, error: unknown): ExitCode {
  const { line, stack, exitCode } = describeError(error, { t: ctx.t, ...ctx.failure });
  // On a terminal a progress line may be showing: the message replaces it.
  if (ctx.io.stderr.isTTY) ctx.io.stderr.write(CLEAR_LINE);
  if (line) ctx.io.stderr.write(`${line}\n`);
  if (stack && debugEnabled(ctx.env)) ctx.io.stderr.write(`${stack}\n`);
  return exitCode;
}

const CLEAR_LINE = '\r\x1b[2K';

/** The process entry: real streams, signals, exit code. */
export async function run(createProgram: (ctx: CliContext) => Command, argv: readonly string[] = process.argv): Promise<void> {
  const ctx = createContext({ argv, env: process.env, io: { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr } });
  const leave = (code: number) => {
    if (process.stderr.isTTY) process.stderr.write(CLEAR_LINE);
    for (const cleanup of ctx.cleanups) {
      try {
        cleanup();
      } catch {
        // Leaving anyway: a cleanup that fails must not turn Ctrl+C into a stack trace.
      }
    }
    process.exit(code);
  };
  process.once('SIGINT', () => leave(EXIT.interrupted));
  process.once('SIGTERM', () => leave(143));
  // The reader of our stdout went away (`| head`): nothing left to do, nothing to say.
  // Any other write failure is reported like every error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    leave(error.code === 'EPIPE' ? EXIT.ok : report(ctx, error));
  });
  process.exitCode = await execute(ctx, createProgram, argv);
}
