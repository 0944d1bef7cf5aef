/**
 * Column mapping: which file column feeds which field. Headers are matched forgivingly (case,
 * accents, spaces and punctuation ignored) against the field name and its label in every
 * language, so a template written in French maps with no help. An explicit mapping ("Header=field")
 * wins over matching; a saved one is just an explicit one kept from a previous run.
 */
import { BULK_MESSAGES, type ColumnMapping, type KindDescription } from './kind-description';
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

export type { ColumnMapping } from './kind-description';

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
    if (kind.skipColumn?.(index)) return;
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
  problems.push(...missingColumns(kind, mapping, labels.en ?? {}));
  return { mapping, problems, ignored };
}

/** Required fields that no column feeds, named by their label in `labels`. */
export const missingColumns = (kind: KindDescription, mapping: ColumnMapping, labels: Record<string, string>): Message[] => {
  const used = new Set(mapping.values());
  return kind.columns.filter((c) => c.required && !used.has(c.field)).map((c) => message(BULK_MESSAGES.missingColumn, { field: labels[c.field] ?? c.field }));
};

/** What identifies a file's layout, to reuse the mapping chosen for the same headers last time. */
export const mappingSignature = (kind: string, headers: readonly string[]) => `${kind}:${headers.map(normalizeHeader).join('|')}`;

/** A kind's field labels in each language, from `resources.<resource>.fields.<field>` of each catalogue. */
export function kindLabels(kind: KindDescription, langs: readonly string[], phrase: (lang: string, key: string) => string | undefined): LabelsByLang {
  return Object.fromEntries(
    langs.map((lang) => [
      lang,
      Object.fromEntries(kind.columns.map((c) => [c.field, phrase(lang, `resources.${kind.resource}.fields.${c.field}`) ?? c.field])),
    ]),
  );
}

/** Header labels of an empty template, in one language. */
export const templateHeaders = (kind: KindDescription, labels: Record<string, string>) => kind.columns.map((c) => labels[c.field] ?? c.field);

/** A mapping as `header -> field`, to save and reuse. */
export const mappingToSpec = (headers: readonly string[], mapping: ColumnMapping) =>
  Object.fromEntries([...mapping].map(([index, field]) => [headers[index], field]));

/**
 * The language a file is written in, from its headers: the language whose field labels name more
 * of its columns, counting only labels that differ between languages ("Type" or "SKU" say
 * nothing). `fallback` (the person's language) when no header tells.
 */
export function fileLanguage(headers: readonly string[], labels: LabelsByLang, fallback: string): string {
  const langs = Object.keys(labels);
  const owners = new Map<string, Set<string>>();
  for (const lang of langs)
    for (const label of Object.values(labels[lang])) {
      const key = normalizeHeader(label);
      if (!owners.has(key)) owners.set(key, new Set());
      owners.get(key)!.add(lang);
    }
  const score = new Map(langs.map((lang) => [lang, 0]));
  for (const header of headers) {
    const found = owners.get(normalizeHeader(header));
    if (found?.size === 1) {
      const [lang] = found;
      score.set(lang, score.get(lang)! + 1);
    }
  }
  let best = fallback;
  let most = 0;
  for (const [lang, count] of score) if (count > most || (count === most && count > 0 && lang === fallback)) [best, most] = [lang, count];
  return best;
}
