// The checks `npm test` runs before the test files: the compiler, the type-aware lint rules, the
// per-file lint rules and the formatter. They read the sources independently, so they run side
// by side (about a minute on two cores instead of two one after another); each one's output is
// printed whole when it ends, and the run fails if any of them fails.
import { spawn } from 'node:child_process';

const checks = [
  ['type check', 'tsc', ['--noEmit', '-p', '.']],
  ['type-aware lint', 'eslint', ['-c', 'eslint.typed.config.js', '.']],
  ['lint', 'eslint', ['.']],
  ['format', 'prettier', ['--check', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs,json}']],
];

const run = ([name, bin, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['--no-install', bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(checks.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
