/**
 * Column mapping: which file column feeds which field. Headers are matched forgivingly (case,
 * accents, spaces and punctuation ignored) against the field name and its label in every
 * language, so a template written in French maps with no help. An explicit mapping ("Header=field")
 * wins over matching; a saved one is just an explicit one kept from a previous run.
 */
import { BULK_MESSAGES, type KindDescription } from './kinds';
import { message, type Message } from '../rules/message';

/** Field -> label in each language, read from the locale files by the caller. */
export type LabelsByLang = Record<string, Record<string, string>>;

/** 'Code postal ' -> 'codepostal', 'E-mail' -> 'email', 'Téléphone' -> 'telephone'. */
export const normalizeHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Column index -> field. */
export type ColumnMapping = Map<number, string>;

export interface MappingResult {
  mapping: ColumnMapping;
  /** Required fields no column feeds: the file cannot be imported. */
  problems: Message[];
  /** Columns that feed nothing (kept in the error file, ignored otherwise). */
  ignored: string[];
}

/** Parses `--map "Courriel=email,Nom=lastName"`; a field may also be named by its label. */
export function parseMappingSpec(spec: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const part of spec.split(/[,;](?=[^=,;]*=)/)) {
    const at = part.lastIndexOf('=');
    if (at <= 0) continue;
    pairs[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return pairs;
}

export function mapColumns(headers: readonly string[], kind: KindDescription, labels: LabelsByLang, explicit: Record<string, string> = {}): MappingResult {
  const byName = new Map<string, string>();
  for (const { field } of kind.columns) {
    byName.set(normalizeHeader(field), field);
    for (const lang of Object.values(labels)) if (lang[field]) byName.set(normalizeHeader(lang[field]), field);
  }
  const chosen = new Map(Object.entries(explicit).map(([header, field]) => [normalizeHeader(header), byName.get(normalizeHeader(field)) ?? field]));
  const mapping: ColumnMapping = new Map();
  const used = new Set<string>();
  const ignored: string[] = [];
  const problems: Message[] = [];
  headers.forEach((header, index) => {
    const key = normalizeHeader(header);
    const field = chosen.get(key) ?? byName.get(key);
    const known = field !== undefined && kind.columns.some((c) => c.field === field);
    if (chosen.has(key) && !known) problems.push(message(BULK_MESSAGES.unknownColumn, { column: header, field: chosen.get(key)! }));
    if (!known || used.has(field)) {
      if (header.trim()) ignored.push(header);
      return;
    }
    used.add(field);
    mapping.set(index, field);
  });
  for (const column of kind.columns) {
    if (column.required && !used.has(column.field)) problems.push(message(BULK_MESSAGES.missingColumn, { field: labels.en?.[column.field] ?? column.field }));
  }
  return { mapping, problems, ignored };
}

/** Header labels of an empty template, in one language. */
export const templateHeaders = (kind: KindDescription, labels: Record<string, string>) => kind.columns.map((c) => labels[c.field] ?? c.field);

/** A mapping as `header -> field`, to save and reuse. */
export const mappingToSpec = (headers: readonly string[], mapping: ColumnMapping) =>
  Object.fromEntries([...mapping].map(([index, field]) => [headers[index], field]));
