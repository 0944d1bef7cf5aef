/**
 * Import bombs through the real `wareport import` process (a dry run against an embedded server):
 * the issue's 0.4 MB xlsx holding one 419 MB cell (declared as it is, and lying about its size),
 * 20 million shared strings, two million rows, and an ordinary 5,000-row file for scale.
 * Reports each run's wall time, the CLI's peak resident memory (VmHWM), its exit code, its first
 * line of output and whether it left an error file. Every bomb should end in a clear message,
 * well under 250 MB, with no error file.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed';
import { startServer } from '../tests/support/server';

const BIN = resolve(import.meta.dirname, '../bin/wareport.js');
const dir = mkdtempSync(join(tmpdir(), 'wareport-bench-bombs-'));
const MB = 1024 * 1024;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEADER =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>E-mail</t></is></c><c r="B1" t="inlineStr"><is><t>First name</t></is></c><c r="C1" t="inlineStr"><is><t>Last name</t></is></c></row>';

/** A one-sheet workbook whose sheet (and shared strings, if any) stream from generators. */
async function workbook(file: string, sheet: () => Iterable<string>, sharedStrings?: () => Iterable<string>) {
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(`<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Import" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/workbook.xml',
  );
  zip.addBuffer(
    Buffer.from(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/_rels/workbook.xml.rels',
  );
  if (sharedStrings) zip.addReadStream(Readable.from(sharedStrings()), 'xl/sharedStrings.xml', { compressionLevel: 9 });
  zip.addReadStream(Readable.from(sheet()), 'xl/worksheets/sheet1.xml', { compressionLevel: 9 });
  zip.end();
  await finished(zip.outputStream.pipe(createWriteStream(file)));
}

/** Sets the size an entry declares in the central directory (a bomb that lies). */
function declare(file: string, entry: string, size: number) {
  const bytes = readFileSync(file);
  const name = Buffer.from(entry);
  for (let at = bytes.length - 46; at >= 0; at--) {
    if (bytes.readUInt32LE(at) !== 0x02014b50 || bytes.readUInt16LE(at + 28) !== name.length) continue;
    if (!bytes.subarray(at + 46, at + 46 + name.length).equals(name)) continue;
    bytes.writeUInt32LE(size, at + 24);
    writeFileSync(file, bytes);
    return;
  }
  throw new Error(`${entry} not found`);
}

const bombs: { name: string; build(file: string): Promise<void> }[] = [
  {
    name: 'one 419 MB cell',
    build: (file) =>
      workbook(file, function* () {
        yield `<worksheet xmlns="${MAIN}"><sheetData>${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>`;
        for (let i = 0; i < 419; i++) yield 'x'.repeat(MB);
        yield '</t></is></c></row></sheetData></worksheet>';
      }),
  },
  {
    name: 'one 419 MB cell, declaring 1 KB',
    build: async (file) => {
      await bombs[0].build(file);
      declare(file, 'xl/worksheets/sheet1.xml', 1024);
    },
  },
  {
    name: 'one 90 MB cell (under the sheet limit)',
    build: (file) =>
      workbook(file, function* () {
        yield `<worksheet xmlns="${MAIN}"><sheetData>${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>`;
        for (let i = 0; i < 90; i++) yield 'x'.repeat(MB);
        yield '</t></is></c></row></sheetData></worksheet>';
      }),
  },
  {
    name: '20 million shared strings',
    build: (file) =>
      workbook(
        file,
        function* () {
          yield `<worksheet xmlns="${MAIN}"><sheetData>${HEADER}<row r="2"><c r="A2" t="s"><v>0</v></c></row></sheetData></worksheet>`;
        },
        function* () {
          yield `<sst xmlns="${MAIN}" count="20000000" uniqueCount="20000000">`;
          for (let i = 0; i < 2000; i++) yield '<si><t>a</t></si>'.repeat(10_000);
          yield '</sst>';
        },
      ),
  },
  {
    name: '20 million shared strings, declaring one',
    build: (file) =>
      workbook(
        file,
        function* () {
          yield `<worksheet xmlns="${MAIN}"><sheetData>${HEADER}</sheetData></worksheet>`;
        },
        function* () {
          yield `<sst xmlns="${MAIN}" count="1" uniqueCount="1">`;
          for (let i = 0; i < 2000; i++) yield '<si><t>a</t></si>'.repeat(10_000);
          yield '</sst>';
        },
      ),
  },
  {
    name: 'two million rows',
    build: (file) =>
      workbook(file, function* () {
        yield `<worksheet xmlns="${MAIN}"><sheetData>${HEADER}`;
        for (let i = 0; i < 200; i++) yield Array.from({ length: 10_000 }, (_, k) => `<row r="${i * 10_000 + k + 2}"><c><v>1</v></c></row>`).join('');
        yield '</sheetData></worksheet>';
      }),
  },
  {
    name: 'an ordinary file: 5,000 users',
    build: (file) =>
      workbook(file, function* () {
        yield `<worksheet xmlns="${MAIN}"><sheetData>${HEADER}`;
        for (let i = 2; i <= 5001; i++)
          yield `<row r="${i}"><c r="A${i}" t="inlineStr"><is><t>bomb.${i}@bench.example</t></is></c><c r="B${i}" t="inlineStr"><is><t>Anne</t></is></c><c r="C${i}" t="inlineStr"><is><t>Petit ${i}</t></is></c></row>`;
        yield '</sheetData></worksheet>';
      }),
  },
];

/** Runs the CLI; answers its exit code, stderr, seconds and peak resident memory in MB. */
function wareport(args: string[], configDir: string, input = '') {
  return new Promise<{ code: number | null; stderr: string; seconds: number; peakMb: number }>((done) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, LANG: 'C', WAREPORT_CONFIG_DIR: configDir },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let peakKb = 0;
    const sample = () => {
      try {
        const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
      } catch {
        // The process has just ended: the last sample stands.
      }
    };
    const timer = setInterval(sample, 10);
    const err: Buffer[] = [];
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.stdin.end(input);
    child.on('close', (code) => {
      clearInterval(timer);
      done({ code, stderr: Buffer.concat(err).toString(), seconds: (performance.now() - started) / 1000, peakMb: Math.round(peakKb / 1024) });
    });
  });
}

const server = await startServer();
try {
  const config = join(dir, 'config');
  const login = await wareport(['--api-url', server.apiUrl, 'login', '--email', DEMO_USERS.clientAdmin, '--password-stdin'], config, DEMO_PASSWORD);
  if (login.code !== 0) throw new Error(login.stderr);
  for (const [i, bomb] of bombs.entries()) {
    const file = join(dir, `bomb-${i}.xlsx`);
    await bomb.build(file);
    const run = await wareport(['import', 'users', file, '--account', 'Boutiques France', '--role', 'Orderer', '--language', 'fr', '--dry-run'], config);
    const errorFile = join(dir, `bomb-${i}.errors.xlsx`);
    const said = run.stderr.trim().split('\n').pop();
    console.log(
      `${bomb.name} (${(statSync(file).size / MB).toFixed(1)} MB file): exit ${run.code} in ${run.seconds.toFixed(2)} s, CLI peak ${run.peakMb} MB, ` +
        `error file: ${existsSync(errorFile) ? `${statSync(errorFile).size} bytes` : 'none'}\n  ${said}`,
    );
    rmSync(file, { force: true });
  }
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
