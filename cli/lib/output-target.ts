/**
 * Where an export (and an import's error file, and a template) goes: stdout, or a file.
 *
 * A new or regular file is written under a temporary name beside it and renamed into place once
 * complete, so a failed or interrupted export never leaves half a file nor replaces a good one
 * (the file keeps its permissions). What is not a regular file is written to as it is, never
 * replaced: a named pipe gets the bytes its reader waits for, a device (`/dev/null`, a terminal)
 * takes them, and a rename over it (which root may do) would have swapped the device for a plain
 * file. A symbolic link is followed: the file it points to is written (atomically when it is a
 * regular file), and the link stays a link.
 */
import { once } from 'node:events';
import { chmodSync, createWriteStream, lstatSync, openSync, realpathSync, renameSync, rmSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import type { CliContext } from './context';
import { CliError } from './errors';
/** A cell of a written row (the export's and the error file's cells are this shape). */
type Cell = string | number | boolean | Date | null;

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
export async function writeChunk(stream: Writable, chunk: string | Uint8Array): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

const never = new Promise<never>(() => {});

const statOrNull = (path: string, follow: boolean): Stats | null => {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * How a path is written: `replace` a regular file (or create one) at `path` through a temporary
 * file, or write `direct`ly to what is there (a pipe, a device, a dangling link's target).
 */
export function writeMode(output: string): { mode: 'replace'; path: string; permissions?: number } | { mode: 'direct'; path: string } {
  const path = resolve(output);
  const link = statOrNull(path, false);
  if (!link) return { mode: 'replace', path };
  const target = link.isSymbolicLink() ? statOrNull(path, true) : link;
  // A link to nothing yet: opening it creates the file it names, as a shell's `>` would.
  if (!target) return { mode: 'direct', path };
  if (target.isDirectory()) throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${output}'`), { code: 'EISDIR' });
  if (!target.isFile()) return { mode: 'direct', path };
  return { mode: 'replace', path: link.isSymbolicLink() ? realpathSync(path) : path, permissions: target.mode & 0o7777 };
}

export interface OpenFile {
  stream: Writable;
  /** Rejects with the stream's error (raw; callers word it). */
  failed: Promise<never>;
  commit(): Promise<void>;
  discard(): void;
}

/** A stream with the promise of its first error, and a commit that ends it and waits until it is closed (or failed). */
function watched(stream: Writable): Omit<OpenFile, 'discard'> {
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => {}); // Observed by whoever races against it; never an unhandled rejection.
  return {
    stream,
    failed,
    commit: async () => {
      stream.end();
      await Promise.race([once(stream, 'close'), failed]);
    },
  };
}

/** Opens `output` for writing by the rules above; errors are thrown as they come (ENOENT, EACCES...). */
export function openFile(output: string): OpenFile {
  const how = writeMode(output);
  if (how.mode === 'direct') {
    // Opened by the stream: a named pipe's open waits for its reader without blocking the process.
    const stream = createWriteStream(how.path, { flags: 'w' });
    return {
      ...watched(stream),
      // Nothing to remove: what is there stays there.
      discard: () => stream.destroy(),
    };
  }
  const temp = join(dirname(how.path), `.${basename(how.path)}.${process.pid}.tmp`);
  // Opened now, not lazily by the stream, so that a bad path fails at once.
  const fd = openSync(temp, 'w', how.permissions ?? 0o666);
  // An existing file keeps its permissions (the umask applied to the mode given at open).
  if (how.permissions !== undefined) chmodSync(temp, how.permissions);
  const stream = createWriteStream('', { fd });
  const file = watched(stream);
  return {
    ...file,
    commit: async () => {
      await file.commit();
      renameSync(temp, how.path);
    },
    discard: () => {
      stream.destroy();
      rmSync(temp, { force: true });
    },
  };
}

/** Writes a whole file's bytes by the same rules (an error file, a template). */
export async function writeWholeFile(output: string, bytes: Uint8Array): Promise<void> {
  const file = openFile(output);
  try {
    await Promise.race([writeChunk(file.stream, bytes), file.failed]);
    await file.commit();
  } catch (error) {
    file.discard();
    throw error;
  }
}

export function openTarget(ctx: CliContext, output: string | undefined): Target {
  if (output === undefined) {
    return { stream: ctx.io.stdout, label: ctx.t('cli.export.stdout'), failed: never, commit: async () => {}, discard: () => {} };
  }
  const fail = (error: unknown) => CliError.file(ctx.t, 'cli.errors.cannotWrite', output, error);
  let file: OpenFile;
  try {
    file = openFile(output);
  } catch (error) {
    throw fail(error);
  }
  const failed = file.failed.catch((error: unknown) => {
    throw fail(error);
  });
  failed.catch(() => {});
  return {
    stream: file.stream,
    label: output,
    failed,
    commit: async () => {
      try {
        await file.commit();
      } catch (error) {
        throw fail(error);
      }
    },
    discard: () => file.discard(),
  };
}
