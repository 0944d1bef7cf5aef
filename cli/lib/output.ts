/**
 * Where text goes: data to stdout; progress, summaries and warnings to stderr. --quiet silences
 * progress and summaries, never data, warnings or errors. On a terminal, progress rewrites one
 * line; in a log it is one line per step.
 */
import type { CliContext, GlobalOptions } from './context';

export interface Reporter {
  /** A line of data (stdout). */
  data(text: string): void;
  /** A line for the person (stderr), silenced by --quiet. */
  info(text: string): void;
  /** A line for the person (stderr), always shown. */
  warn(text: string): void;
  /** A progress step (stderr), silenced by --quiet. */
  progress(text: string): void;
}

export function createReporter(ctx: CliContext, globals: GlobalOptions): Reporter {
  const { stdout, stderr } = ctx.io;
  const live = Boolean(stderr.isTTY);
  let progressShown = false;
  const endProgress = () => {
    if (progressShown) stderr.write('\n');
    progressShown = false;
  };
  return {
    data: (text) => void stdout.write(`${text}\n`),
    info: (text) => {
      if (globals.quiet) return;
      endProgress();
      stderr.write(`${text}\n`);
    },
    warn: (text) => {
      endProgress();
      stderr.write(`${text}\n`);
    },
    progress: (text) => {
      if (globals.quiet) return;
      if (!live) return void stderr.write(`${text}\n`);
      stderr.write(`\r\x1b[2K${text}`);
      progressShown = true;
    },
  };
}
