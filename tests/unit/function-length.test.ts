/**
 * Functions a person can read: no function of the product code (web/, server/, shared/, cli/;
 * migrations are generated) runs over 100 lines. A longer one is split into named parts (a
 * component per section, a hook for its state, a query or a step per function), so that each
 * reads on one screen. Measured with TypeScript's own parser: every function declaration,
 * method, function expression and arrow function, from its first line to its last.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_LINES = 100;

const sources = ['web', 'server', 'shared', 'cli'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.includes('/migrations/')),
);

const isFunction = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node);

/** What a reader calls the function: its own name, or the variable or property it is given to. */
function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText();
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText();
  return '(anonymous)';
}

/** `file:line name (N lines)` of each function over the limit in one source file. */
function longFunctions(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_LINES) found.push(`${file}:${first + 1} ${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it(`keeps every function of the product code at ${MAX_LINES} lines or fewer`, () => {
    expect(sources.length).toBeGreaterThan(500);
    expect(sources.flatMap(longFunctions)).toEqual([]);
  });
});
