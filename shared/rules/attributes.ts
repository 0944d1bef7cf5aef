import { message, type Message } from './message';

export const ATTRIBUTE_MESSAGES = {
  optionRequired: 'validation.attribute.optionRequired',
  optionsUnique: 'validation.attribute.optionsUnique',
} as const;

/**
 * A product attribute needs at least one option, and no two options may read the same: compared
 * trimmed and case-insensitively, since "Red" and "red " would look identical in a picker.
 */
export function validateAttributeOptions(options: readonly (string | null | undefined)[]): Message | null {
  const names = options.map((o) => (o ?? '').trim().toLocaleLowerCase()).filter(Boolean);
  if (names.length === 0) return message(ATTRIBUTE_MESSAGES.optionRequired);
  return new Set(names).size === names.length ? null : message(ATTRIBUTE_MESSAGES.optionsUnique, { option: duplicate(options) });
}

function duplicate(options: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const option of options) {
    const name = (option ?? '').trim();
    if (!name) continue;
    if (seen.has(name.toLocaleLowerCase())) return name;
    seen.add(name.toLocaleLowerCase());
  }
  return '';
}
