/**
 * Column mappings: given with --map (pairs "Header=field" or a JSON file of them), or reused
 * from the last run whose file had the same headers; a mapping given with --map is saved for
 * the next time in the config folder.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mappingSignature as signature, parseMappingSpec } from '../../../shared/imports/headers';
import type { CliContext } from '../../lib/context';
import { CliError } from '../../lib/errors';

const storeOf = (ctx: CliContext) => join(ctx.configDir, 'import-mappings.json');

function readStore(ctx: CliContext): Record<string, Record<string, string>> {
  try {
    return JSON.parse(readFileSync(storeOf(ctx), 'utf8')) as Record<string, Record<string, string>>;
  } catch {
    return {};
  }
}

export function explicitMapping(ctx: CliContext, map: string): Record<string, string> {
  if (!map.endsWith('.json')) return parseMappingSpec(map);
  try {
    return JSON.parse(readFileSync(map, 'utf8')) as Record<string, string>;
  } catch (error) {
    throw CliError.file(ctx.t, 'cli.errors.cannotRead', map, error);
  }
}

export const savedMapping = (ctx: CliContext, kind: string, headers: string[]): Record<string, string> | undefined => readStore(ctx)[signature(kind, headers)];

export function saveMapping(ctx: CliContext, kind: string, headers: string[], mapping: Record<string, string>) {
  const store = readStore(ctx);
  store[signature(kind, headers)] = mapping;
  if (!existsSync(ctx.configDir)) mkdirSync(ctx.configDir, { recursive: true, mode: 0o700 });
  writeFileSync(storeOf(ctx), `${JSON.stringify(store, null, 2)}\n`, { mode: 0o600 });
}
