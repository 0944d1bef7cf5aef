/**
 * A user's person fields as a form checks them, the same in the user form and the profile: first
 * and last name (required, the spec's lengths), phone and mobile (the phone rule, then their
 * lengths), company, site, department and job title (their lengths).
 */
import type { Person } from '../../../shared/administration/users';
import { validatePhone } from '../../../shared/rules/contact-fields';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { GENERIC_MESSAGES, type Message } from '../../../shared/rules/message';

export type FieldError = { message: string; args: Record<string, string | number> };

export type PersonValues = Person;

export const asError = (message: Message): FieldError => ({ message: message.key, args: message.params ?? {} });
const text = (value: string | null | undefined) => (value ?? '').trim();

/** Empty (an error when required), shorter than `min` or longer than `max` characters once trimmed. */
export function lengthError(value: string | null | undefined, max: number, min = 0, required = false): FieldError | undefined {
  const v = text(value);
  if (!v) return required ? asError({ key: GENERIC_MESSAGES.required }) : undefined;
  if (min && v.length < min) return asError({ key: GENERIC_MESSAGES.tooShort, params: { min } });
  if (v.length > max) return asError({ key: GENERIC_MESSAGES.tooLong, params: { max } });
  return undefined;
}

const optional = (value: string | null | undefined) => text(value) || null;

/** The optional person fields as a save sends them: trimmed, and null when left empty. */
export const optionalPersonFields = (values: PersonValues) => ({
  phone: optional(values.phone),
  mobile: optional(values.mobile),
  company: optional(values.company),
  companySite: optional(values.companySite),
  department: optional(values.department),
  jobTitle: optional(values.jobTitle),
});

export function personErrors(values: PersonValues): Partial<Record<keyof PersonValues, FieldError>> {
  const errors: Partial<Record<keyof PersonValues, FieldError>> = {};
  const put = (field: keyof PersonValues, error: FieldError | undefined) => {
    if (error) errors[field] = error;
  };
  const person = FIELD_LIMITS.personName;
  put('firstName', lengthError(values.firstName, person.max, person.min, true));
  put('lastName', lengthError(values.lastName, person.max, person.min, true));
  for (const [field, max] of [
    ['phone', FIELD_LIMITS.userPhone],
    ['mobile', FIELD_LIMITS.mobile],
  ] as const) {
    const phone = validatePhone(values[field]);
    put(field, phone ? asError(phone) : lengthError(values[field], max));
  }
  for (const [field, max] of [
    ['company', FIELD_LIMITS.company],
    ['companySite', FIELD_LIMITS.company],
    ['department', FIELD_LIMITS.company],
    ['jobTitle', FIELD_LIMITS.jobTitle],
  ] as const) {
    put(field, lengthError(values[field], max));
  }
  return errors;
}
