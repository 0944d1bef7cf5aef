/**
 * The resume journal: a small file beside the input, one JSON line per committed chunk, made
 * durable (fsync) before the next chunk is sent. Its first line names the file (size and
 * modification time) and the targets, so a journal never resumes another file or import.
 * Removed when a run ends; left behind by Ctrl+C or kill -9 for `--resume`.
 */
import { appendFileSync, closeSync, existsSync, fsyncSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ImportJournal } from '../../../shared/imports/engine';
import { rowResult, type RowResult } from '../../../shared/imports/protocol';

export const journalPath = (input: string) => join(dirname(input), `.${basename(input)}.import-journal`);

interface Header {
  kind: string;
  size: number;
  mtimeMs: number;
  targets: Record<string, string | undefined>;
}

const headerOf = (input: string, kind: string, targets: Header['targets']): Header => {
  const stat = statSync(input);
  return { kind, size: stat.size, mtimeMs: stat.mtimeMs, targets };
};

/** Results recorded by an interrupted run of this same import, or null when there is none to resume. */
export function readJournal(input: string, kind: string, targets: Header['targets']): Map<number, RowResult> | null {
  const path = journalPath(input);
  if (!existsSync(path)) return null;
  const [first, ...lines] = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  if (JSON.stringify(JSON.parse(first)) !== JSON.stringify(headerOf(input, kind, targets))) return null;
  const done = new Map<number, RowResult>();
  for (const line of lines) {
    // A line cut by kill -9 in mid-write is the last one: its chunk is simply sent again.
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      break;
    }
    for (const result of rowResult.array().parse(parsed)) done.set(result.row, result);
  }
  return done;
}

export interface OpenJournal extends ImportJournal {
  remove(): void;
}

export function openJournal(input: string, kind: string, targets: Header['targets'], done: Map<number, RowResult> | null): OpenJournal {
  const path = journalPath(input);
  if (!done) {
    const fd = openSync(path, 'w', 0o600);
    writeSync(fd, `${JSON.stringify(headerOf(input, kind, targets))}\n`);
    fsyncSync(fd);
    closeSync(fd);
  }
  return {
    done: done ?? new Map(),
    record: async (results) => {
      appendFileSync(path, `${JSON.stringify(results)}\n`);
      const fd = openSync(path, 'r');
      fsyncSync(fd);
      closeSync(fd);
    },
    remove: () => rmSync(path, { force: true }),
  };
}
