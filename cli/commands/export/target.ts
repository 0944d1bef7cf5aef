/**
 * Where an export goes: stdout, or a file written under a temporary name beside it and renamed
 * into place once complete, so a failed or interrupted export never leaves half a file nor
 * replaces a good one.
 */
import { once } from 'node:events';
import { createWriteStream, openSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import type { CliContext } from '../../lib/context';
import { CliError } from '../../lib/errors';
import type { Cell } from './cells';

export interface RowWriter {
  writeHeader(labels: string[]): Promise<void>;
  writeRows(rows: Cell[][]): Promise<void>;
  finish(): Promise<void>;
}

export interface Target {
  stream: Writable;
  /** For messages: the file path, or "standard output". */
  label: string;
  /** Rejects with a CliError as soon as the file cannot be written (disk full...). */
  failed: Promise<never>;
  commit(): Promise<void>;
  discard(): void;
}

/** Writes with backpressure: waits for 'drain' when the stream asks for it. */
export async function writeChunk(stream: Writable, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

const never = new Promise<never>(() => {});

export function openTarget(ctx: CliContext, output: string | undefined): Target {
  if (output === undefined) {
    return { stream: ctx.io.stdout, label: ctx.t('cli.export.stdout'), failed: never, commit: async () => {}, discard: () => {} };
  }
  const file = resolve(output);
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  const fail = (error: unknown) => CliError.file(ctx.t, 'cli.errors.cannotWrite', output, error);
  let fd: number;
  try {
    // Opened now, not lazily by the stream, so that a bad path fails at once.
    fd = openSync(temp, 'w');
  } catch (error) {
    throw fail(error);
  }
  const stream = createWriteStream('', { fd });
  const failed = new Promise<never>((_, reject) => stream.once('error', (error) => reject(fail(error))));
  failed.catch(() => {}); // Observed by whoever races against it; never an unhandled rejection.
  return {
    stream,
    label: output,
    failed,
    commit: async () => {
      stream.end();
      await Promise.race([once(stream, 'close'), failed]);
      try {
        renameSync(temp, file);
      } catch (error) {
        throw fail(error);
      }
    },
    discard: () => {
      stream.destroy();
      rmSync(temp, { force: true });
    },
  };
}
