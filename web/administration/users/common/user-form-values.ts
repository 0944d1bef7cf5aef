/**
 * The user form's values and what they become (spec part 3, sections 4 and 5). The form keeps
 * role ids per account and admin role ids; the shared `saveUser` wants a UserForm and the user
 * as it was, which it diffs against. Errors, from the form rules or from the save, come back to
 * the fields that caused them.
 */
import { ApiError } from '../../../../shared/api/api-error';
import { validateEmail } from '../../../../shared/rules/contact-fields';
import { FIELD_LIMITS } from '../../../../shared/rules/field-limits';
import { GENERIC_MESSAGES } from '../../../../shared/rules/message';
import { passwordProblems, validatePasswordConfirmation } from '../../../../shared/rules/passwords';
import { validateAssociatedAccounts, validateUserRoles } from '../../../../shared/rules/roles';
import { SESSION_FORM_MESSAGES } from '../../../../shared/rules/session-forms';
import type { UserForm } from '../../../../shared/administration/users-save';
import { PERSON_FIELDS } from '../../../../shared/administration/users';
import { DEFAULT_LANGUAGE } from '../../../../shared/administration/accounts';
import { formErrorsOf } from '../../../shell/providers/form-errors';
import { asError, lengthError, optionalPersonFields, personErrors, type FieldError, type PersonValues } from '../../common/person-fields';
import type { UserRecord } from '../../../shell/providers/user-calls';

export type UserKind = 'client' | 'application';
/** On creation: generated or set by the administrator; on edit also: kept. */
export type PasswordMode = 'generate' | 'set' | 'keep';

export interface UserFormValues extends PersonValues {
  kind: UserKind;
  idClient: string | null;
  email: string;
  cultureLanguageCode: string;
  enabled: boolean;
  accounts: { idClientAccount: string | null; roleIds: string[] }[];
  adminRoleIds: string[];
  passwordMode: PasswordMode;
  password: string;
  passwordConfirmation: string;
}

/** A react-admin form error: a translation key and its values. */
export type { FieldError };
export type UserFormErrors = Partial<Record<Exclude<keyof UserFormValues, 'accounts'>, FieldError>> & {
  accounts?: FieldError | ({ idClientAccount?: FieldError; roleIds?: FieldError } | undefined)[];
};

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The form's starting values: the user being edited, or a new user of `idClient` (null: choose). */
export function userFormValuesOf(
  record: UserRecord | null,
  defaults: { kind: UserKind; idClient: string | null; accounts?: string[] } = { kind: 'client', idClient: null },
): UserFormValues {
  if (!record) {
    return {
      kind: defaults.kind,
      idClient: defaults.kind === 'client' ? defaults.idClient : null,
      email: '',
      firstName: '',
      lastName: '',
      cultureLanguageCode: DEFAULT_LANGUAGE,
      enabled: true,
      phone: null,
      mobile: null,
      company: null,
      companySite: null,
      department: null,
      jobTitle: null,
      accounts: defaults.kind === 'client' ? newAccountRows(defaults.accounts ?? []) : [],
      adminRoleIds: [],
      passwordMode: 'generate',
      password: '',
      passwordConfirmation: '',
    };
  }
  return {
    kind: record.idClient ? 'client' : 'application',
    idClient: record.idClient,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    cultureLanguageCode: record.cultureLanguageCode || DEFAULT_LANGUAGE,
    enabled: record.enabled,
    phone: record.phone,
    mobile: record.mobile,
    company: record.company,
    companySite: record.companySite,
    department: record.department,
    jobTitle: record.jobTitle,
    accounts: record.accounts.map((a) => ({ idClientAccount: a.idClientAccount, roleIds: a.roles.map((r) => r.idRole) })),
    adminRoleIds: record.adminRoles.map((r) => r.idRole),
    passwordMode: 'keep',
    password: '',
    passwordConfirmation: '',
  };
}

/** The account rows a new client user starts with: the client's only account, else one row to fill. */
export const newAccountRows = (accountIds: readonly string[]): UserFormValues['accounts'] => [
  { idClientAccount: accountIds.length === 1 ? accountIds[0] : null, roleIds: [] },
];

/** What `saveUser` takes; `password` is the one chosen or generated, null to keep the current one. */
export function userFormOf(values: UserFormValues, password: string | null): UserForm {
  const client = values.kind === 'client';
  return {
    idClient: client ? values.idClient : null,
    email: text(values.email),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    cultureLanguageCode: values.cultureLanguageCode || DEFAULT_LANGUAGE,
    enabled: values.enabled,
    ...optionalPersonFields(values),
    password: password || null,
    accounts: client
      ? values.accounts
          .filter((a) => a.idClientAccount)
          .map((a) => ({ idClientAccount: a.idClientAccount!, roles: (a.roleIds ?? []).map((idRole) => ({ idRole })) }))
      : [],
    adminRoles: client ? [] : values.adminRoleIds.map((idRole) => ({ idRole, isAdminRole: true })),
  };
}

/** The same user with `enabled` switched, for the list's inline toggle (a save like any other). */
export const toggledUserForm = (record: UserRecord): UserForm => userFormOf({ ...userFormValuesOf(record), enabled: !record.enabled }, null);

/**
 * The form rules, checked as the person types and again before saving: names, e-mail and phones
 * with the shared limits and messages; a client user needs a client and at least one account,
 * each with at least one role; an application user at least one admin role; a password set by
 * the administrator follows the password rules, and both entries must match.
 */
export function validateUserForm(values: UserFormValues, options: { creating: boolean }): UserFormErrors {
  const errors: UserFormErrors = {};
  const put = <K extends keyof UserFormErrors>(key: K, error: UserFormErrors[K] | undefined) => {
    if (error) errors[key] = error;
  };
  // The person's fields in the form's order, the e-mail after the names.
  const { firstName, lastName, ...contact } = personErrors(values);
  put('firstName', firstName);
  put('lastName', lastName);
  const email = validateEmail(values.email, { required: true });
  put('email', email ? asError(email) : lengthError(values.email, FIELD_LIMITS.email));
  Object.assign(errors, contact);

  if (values.kind === 'client') {
    if (options.creating && !values.idClient) put('idClient', asError({ key: SESSION_FORM_MESSAGES.clientRequired }));
    const rows = values.accounts ?? [];
    const none = validateAssociatedAccounts(rows);
    if (none) {
      errors.accounts = asError(none);
    } else {
      const seen = new Set<string>();
      const rowErrors = rows.map((row) => {
        const error: { idClientAccount?: FieldError; roleIds?: FieldError } = {};
        if (!row.idClientAccount) error.idClientAccount = asError({ key: SESSION_FORM_MESSAGES.accountRequired });
        else if (seen.has(row.idClientAccount)) error.idClientAccount = asError({ key: GENERIC_MESSAGES.duplicate });
        if (row.idClientAccount) seen.add(row.idClientAccount);
        const roles = validateUserRoles((row.roleIds ?? []).map(() => ({ isAdminRole: false })));
        if (roles) error.roleIds = asError(roles);
        return Object.keys(error).length ? error : undefined;
      });
      if (rowErrors.some(Boolean)) errors.accounts = rowErrors;
    }
  } else {
    const roles = validateUserRoles(
      (values.adminRoleIds ?? []).map(() => ({ isAdminRole: true })),
      { adminForm: true },
    );
    put('adminRoleIds', roles ? asError(roles) : undefined);
  }

  if (values.passwordMode === 'set') {
    const [problem] = values.password ? passwordProblems(values.password) : [{ key: GENERIC_MESSAGES.required }];
    put('password', problem ? asError(problem) : undefined);
    const mismatch = validatePasswordConfirmation(values.password ?? '', values.passwordConfirmation ?? '');
    put('passwordConfirmation', mismatch ? asError(mismatch) : undefined);
  }
  return errors;
}

/** Where each field of a save error shows: the form's own field names for the shared and server ones. */
const FIELD_OF_ERROR: Record<string, (kind: UserKind) => string> = {
  roles: () => 'accounts',
  idUser: () => 'accounts',
  idRole: (kind) => (kind === 'client' ? 'accounts' : 'adminRoleIds'),
  adminRoles: () => 'adminRoleIds',
  givenName: () => 'firstName',
  surname: () => 'lastName',
  displayName: () => 'lastName',
};

const FORM_FIELDS = new Set<string>([
  'idClient',
  'email',
  ...PERSON_FIELDS,
  'cultureLanguageCode',
  'accounts',
  'adminRoleIds',
  'password',
  'passwordConfirmation',
]);

/**
 * A failed save as form errors: each field error of the answer on the form field it is about.
 * `placed` is false when the error names no field the form shows (the caller notifies it then).
 */
export function saveErrorsOf(error: unknown, kind: UserKind): { errors: Record<string, string>; placed: boolean } {
  if (!(error instanceof ApiError) || !Object.keys(error.errors).length) return { errors: {}, placed: false };
  const errors: Record<string, string> = {};
  let placed = true;
  for (const [field, message] of Object.entries(formErrorsOf(error))) {
    const target = FIELD_OF_ERROR[field]?.(kind) ?? field;
    if (!FORM_FIELDS.has(target)) placed = false;
    else errors[target] ??= message;
  }
  return { errors, placed };
}
