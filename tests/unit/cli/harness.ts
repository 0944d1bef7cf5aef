/**
 * Runs the real program in-process with fake streams, a fake API (routes answered by a
 * function) and a temp config folder: argument parsing and exit codes without a network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { onTestFinished } from 'vitest';
import { createProgram } from '../../../cli/cli';
import { createContext, execute } from '../../../cli/lib/run';

/**
 * A fresh folder, removed when the test that asked for it ends. (Per test, not per file: the
 * unit project's files share one module cache per worker, so this module runs once for several.)
 */
export const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wareport-cli-unit-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

export type Route = (request: { method: string; url: URL; body: unknown; headers: Record<string, string> }) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stream = (isTTY: boolean) => Object.assign(new PassThrough(), { isTTY });

export interface RunResult {
  code: number;
  stdout: Buffer;
  stderr: string;
  calls: { method: string; url: URL; body: unknown; headers: Record<string, string> }[];
}

export async function runCli(
  args: string[],
  options: { api?: Route; env?: Record<string, string>; tty?: { stdin?: boolean; stdout?: boolean; stderr?: boolean }; stdin?: string } = {},
): Promise<RunResult> {
  const configDir = options.env?.WAREPORT_CONFIG_DIR ?? tempDir();
  const io = { stdin: stream(!!options.tty?.stdin), stdout: stream(!!options.tty?.stdout), stderr: stream(!!options.tty?.stderr) };
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  io.stdout.on('data', (chunk: Buffer) => out.push(Buffer.from(chunk)));
  io.stderr.on('data', (chunk: Buffer) => err.push(Buffer.from(chunk)));
  if (options.stdin !== undefined) io.stdin.end(options.stdin);
  const calls: RunResult['calls'] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const request = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(request);
    if (!options.api)
      throw Object.assign(new TypeError('fetch failed'), {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', syscall: 'connect' }),
      });
    return options.api(request);
  }) as typeof globalThis.fetch;
  const argv = ['node', 'wareport', ...args];
  const env = { WAREPORT_CONFIG_DIR: configDir, LANG: 'C', ...options.env };
  const ctx = createContext({ argv, env, io, fetch });
  const code = await execute(ctx, createProgram, argv);
  await new Promise((resolve) => setImmediate(resolve));
  return { code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8'), calls };
}

export const API = 'http://api.test/api';
