/**
 * The profile page's values and their save (spec part 1, section 7; part 3, section 6): names,
 * phones, language and company fields go to PUT /userinfo; a change of name, and a new password
 * proven by the current one, go first to the identity service (PUT /identity/me).
 */
import { ApiError } from '../../../shared/api/api-error';
import { identityNames } from '../../../shared/api/identity-directory';
import { PERSON_FIELDS } from '../../../shared/administration/users';
import { GENERIC_MESSAGES } from '../../../shared/rules/message';
import { passwordProblems, validatePasswordConfirmation } from '../../../shared/rules/passwords';
import { formErrorsOf } from '../../shell/providers/form-errors';
import { asError, optionalPersonFields, personErrors, type FieldError, type PersonValues } from '../common/person-fields';
import type { IdentityMe, ProfileUpdate } from '../../shell/providers/user-calls';
import type { SessionUser } from '../../shell/session/session-user';
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '../../shell/i18n/i18n-provider';

export interface ProfileValues extends PersonValues {
  email: string;
  cultureLanguageCode: LocaleCode;
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

export const profileValuesOf = (user: SessionUser): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  // PUT /userinfo takes the portal's languages only.
  cultureLanguageCode: isLocale(user.cultureLanguageCode) ? user.cultureLanguageCode : DEFAULT_LOCALE,
  phone: user.phone ?? null,
  mobile: user.mobile ?? null,
  company: user.company ?? null,
  companySite: user.companySite ?? null,
  department: user.department ?? null,
  jobTitle: user.jobTitle ?? null,
  currentPassword: '',
  newPassword: '',
  newPasswordConfirmation: '',
});

const wantsNewPassword = (values: ProfileValues) => !!(values.currentPassword || values.newPassword || values.newPasswordConfirmation);

/** The field limits of the user, the phone check, and a complete password change when one is started. */
export function validateProfile(values: ProfileValues): Partial<Record<keyof ProfileValues, FieldError>> {
  const errors: Partial<Record<keyof ProfileValues, FieldError>> = personErrors(values);
  const put = (field: keyof ProfileValues, error: FieldError | undefined) => {
    if (error) errors[field] = error;
  };
  if (wantsNewPassword(values)) {
    if (!values.currentPassword) put('currentPassword', asError({ key: GENERIC_MESSAGES.required }));
    const [problem] = values.newPassword ? passwordProblems(values.newPassword) : [{ key: GENERIC_MESSAGES.required }];
    put('newPassword', problem ? asError(problem) : undefined);
    const mismatch = validatePasswordConfirmation(values.newPassword ?? '', values.newPasswordConfirmation ?? '');
    put('newPasswordConfirmation', mismatch ? asError(mismatch) : undefined);
  }
  return errors;
}

/** The calls of a save: the identity's (only when names or password change), then the profile's. */
export function profileSavePlan(values: ProfileValues, user: SessionUser): { identity: IdentityMe | null; profile: ProfileUpdate } {
  const firstName = text(values.firstName);
  const lastName = text(values.lastName);
  const renamed = firstName !== user.firstName || lastName !== user.lastName;
  const password = wantsNewPassword(values);
  return {
    identity:
      renamed || password
        ? { ...identityNames(firstName, lastName), ...(password ? { currentPassword: values.currentPassword, newPassword: values.newPassword } : {}) }
        : null,
    profile: {
      idUser: user.idUser,
      firstName,
      lastName,
      cultureLanguageCode: values.cultureLanguageCode,
      ...optionalPersonFields(values),
    },
  };
}

const FIELD_OF_ERROR: Record<string, keyof ProfileValues> = { givenName: 'firstName', surname: 'lastName', displayName: 'lastName' };
const FIELDS = new Set<string>([...PERSON_FIELDS, 'cultureLanguageCode', 'currentPassword', 'newPassword', 'newPasswordConfirmation']);

/** A failed save's field errors on the page's fields; `placed` false when one names no field shown. */
export function profileSaveErrors(error: unknown): { errors: Record<string, string>; placed: boolean } {
  if (!(error instanceof ApiError) || !Object.keys(error.errors).length) return { errors: {}, placed: false };
  const errors: Record<string, string> = {};
  let placed = true;
  for (const [field, message] of Object.entries(formErrorsOf(error))) {
    const target = FIELD_OF_ERROR[field] ?? field;
    if (FIELDS.has(target)) errors[target] ??= message;
    else placed = false;
  }
  return { errors, placed };
}
