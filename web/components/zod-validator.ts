/**
 * A react-admin form `validate` function from a shared zod schema: the rules stay in shared/,
 * the form shows their translation keys (with %{min}/%{max}) beside the fields.
 */
import type { z } from 'zod';
import { writeInputOf, type ResourceDescription } from '../../shared/registry/define';
import { GENERIC_MESSAGES, zodIssueMessage } from '../../shared/rules/message';

export type FormErrors = Record<string, { message: string; args: Record<string, string | number> }>;

/** Schemas give keys as messages; zod's own English (a missing value, a wrong type) becomes a key too. */
function issueError(issue: z.core.$ZodIssue, value: unknown): FormErrors[string] {
  const message = zodIssueMessage(issue as never);
  if (/^[\w-]+(\.[\w-]+)+$/.test(message.key)) return { message: message.key, args: message.params ?? {} };
  const missing = value === undefined || value === null || value === '';
  return { message: missing ? GENERIC_MESSAGES.required : 'validation.invalid', args: {} };
}

/**
 * The form validation of a resource, as the API checks its create and update: the save plan's
 * composite body when the record is saved with its parts (a kit with its components), else its input.
 */
export const validatorFor = (description: Pick<ResourceDescription, 'input' | 'savePlan'>) => zodValidator(writeInputOf(description));

export function zodValidator(schema: z.ZodType) {
  return (values: object): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      if (!field || errors[field]) continue;
      errors[field] = issueError(
        issue,
        issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k as PropertyKey], values),
      );
    }
    return errors;
  };
}
