/**
 * What a rule says to a person: a translation key (locales/*.json) and its interpolation
 * parameters. Rules never return English text; the web and CLI translate with polyglot, whose
 * placeholders are written `%{name}` in the locale files.
 */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

export const message = (key: string, params?: Message['params']): Message => (params ? { key, params } : { key });

/** Field name -> message; a form shows each one beside its field. Empty object = valid. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, Message>>;

/** An async rule (reorder, multi-address ordering) rejects with this so callers can translate it. */
export class RuleError extends Error {
  readonly rule: Message;
  constructor(rule: Message) {
    super(rule.key);
    this.name = 'RuleError';
    this.rule = rule;
  }
}

/**
 * zod issues carry the key as `message` and the limit as `maximum`/`minimum`; this turns one into
 * a Message so that 'validation.text.tooLong' can say "%{max} characters".
 */
export function zodIssueMessage(issue: { message: string; maximum?: unknown; minimum?: unknown; params?: unknown }): Message {
  // A custom issue carries its rule's values in `params` (the password rules' %{min}).
  const params: Record<string, string | number> = { ...(typeof issue.params === 'object' ? (issue.params as Record<string, string | number>) : {}) };
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') params.max = Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') params.min = Number(issue.minimum);
  return message(issue.message, Object.keys(params).length ? params : undefined);
}

/** Keys shared by many fields; zod schemas use them as their `error`, see zodIssueMessage. */
export const GENERIC_MESSAGES = {
  required: 'validation.required',
  tooLong: 'validation.text.tooLong',
  tooShort: 'validation.text.tooShort',
  notANumber: 'validation.number.invalid',
  notWhole: 'validation.number.whole',
  notPositive: 'validation.number.positive',
  negative: 'validation.number.notNegative',
  tooSmall: 'validation.number.tooSmall',
  tooBig: 'validation.number.tooBig',
  /** Malformed value (wrong type, not a UUID, not in the list). */
  invalid: 'validation.invalid',
  /** A unique value already used by another record. */
  duplicate: 'validation.duplicate',
  /** A reference to a record that does not exist. */
  unknownReference: 'validation.unknownReference',
  /** A list sorted or filtered by a field it does not allow. */
  unknownField: 'validation.unknownField',
} as const;
