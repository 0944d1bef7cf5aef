import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../../shared/api/api-error';
import type { UserRecord } from '../../../../../../web/shell/providers/user-calls';
import {
  newAccountRows,
  saveErrorsOf,
  toggledUserForm,
  userFormOf,
  userFormValuesOf,
  validateUserForm,
  type UserFormValues,
} from '../../../../../../web/administration/users/common/user-form-values';
import { ids } from '../../../fixtures';

const ROLE = { orderer: '44444444-4444-4444-8444-444444444444', admin: '55555555-5555-4555-8555-555555555555', system: '66666666-6666-4666-8666-666666666666' };

const julieRecord: UserRecord = {
  idUser: ids.julie,
  idIdentity: '77777777-7777-4777-8777-777777777777',
  idClient: ids.lumiere,
  email: 'julie.bernard@maison-lumiere.example',
  userName: 'julie.bernard@maison-lumiere.example',
  firstName: 'Julie',
  lastName: 'Bernard',
  cultureLanguageCode: 'fr',
  enabled: true,
  phone: null,
  mobile: '+33 6 12 34 56 78',
  company: 'Maison Lumière',
  companySite: null,
  department: null,
  jobTitle: 'Acheteuse',
  accounts: [
    {
      idClientAccount: ids.stores,
      accountName: 'Boutiques France',
      roles: [{ idApplicationRole: '88888888-8888-4888-8888-888888888888', idRole: ROLE.orderer, role: 'Orderer' }],
    },
    { idClientAccount: ids.ecommerce, accountName: 'E-commerce', roles: [] },
  ],
  adminRoles: [],
};

const valid = (overrides: Partial<UserFormValues> = {}): UserFormValues => ({
  ...userFormValuesOf(null, { kind: 'client', idClient: ids.lumiere }),
  firstName: 'Léa',
  lastName: 'Moreau',
  email: 'lea.moreau@maison-lumiere.example',
  accounts: [{ idClientAccount: ids.stores, roleIds: [ROLE.orderer] }],
  ...overrides,
});

describe('user form values', () => {
  it('start a new client user with the client and its only account, and a generated password', () => {
    const values = userFormValuesOf(null, { kind: 'client', idClient: ids.northwind, accounts: [ids.outdoor] });
    expect(values).toMatchObject({
      kind: 'client',
      idClient: ids.northwind,
      accounts: [{ idClientAccount: ids.outdoor, roleIds: [] }],
      passwordMode: 'generate',
      enabled: true,
      cultureLanguageCode: 'en',
    });
    expect(newAccountRows([ids.stores, ids.ecommerce])).toEqual([{ idClientAccount: null, roleIds: [] }]);
  });

  it('read an existing user: role ids per account, the password kept', () => {
    expect(userFormValuesOf(julieRecord)).toMatchObject({
      kind: 'client',
      accounts: [
        { idClientAccount: ids.stores, roleIds: [ROLE.orderer] },
        { idClientAccount: ids.ecommerce, roleIds: [] },
      ],
      adminRoleIds: [],
      passwordMode: 'keep',
    });
  });

  it('become the UserForm saveUser takes: trimmed, empty texts as null, roles per account or admin roles', () => {
    const form = userFormOf(
      valid({
        phone: '  ',
        company: ' Maison Lumière ',
        accounts: [
          { idClientAccount: ids.stores, roleIds: [ROLE.orderer, ROLE.admin] },
          { idClientAccount: null, roleIds: [] },
        ],
      }),
      'Lumière#2026',
    );
    expect(form).toMatchObject({
      idClient: ids.lumiere,
      phone: null,
      company: 'Maison Lumière',
      password: 'Lumière#2026',
      accounts: [{ idClientAccount: ids.stores, roles: [{ idRole: ROLE.orderer }, { idRole: ROLE.admin }] }],
      adminRoles: [],
    });
    const application = userFormOf(valid({ kind: 'application', idClient: ids.lumiere, adminRoleIds: [ROLE.system] }), null);
    expect(application).toMatchObject({ idClient: null, accounts: [], adminRoles: [{ idRole: ROLE.system, isAdminRole: true }], password: null });
  });

  it('switch enabled for the inline toggle and change nothing else', () => {
    expect(toggledUserForm(julieRecord)).toMatchObject({
      enabled: false,
      idClient: ids.lumiere,
      password: null,
      accounts: [
        { idClientAccount: ids.stores, roles: [{ idRole: ROLE.orderer }] },
        { idClientAccount: ids.ecommerce, roles: [] },
      ],
    });
  });
});

describe('user form rules', () => {
  const creating = { creating: true };

  it('accept a complete client user', () => {
    expect(validateUserForm(valid(), creating)).toEqual({});
  });

  it('need names of 2 to 50 characters and a valid e-mail, with the shared messages', () => {
    expect(validateUserForm(valid({ firstName: 'L', lastName: '', email: 'no-at-sign' }), creating)).toEqual({
      firstName: { message: 'validation.text.tooShort', args: { min: 2 } },
      lastName: { message: 'validation.required', args: {} },
      email: { message: 'validation.email.invalid', args: {} },
    });
    expect(validateUserForm(valid({ email: '' }), creating).email).toEqual({ message: 'validation.email.required', args: {} });
  });

  it('check phones when given', () => {
    expect(validateUserForm(valid({ phone: '12', mobile: '+33 6 12 34 56 78' }), creating)).toEqual({
      phone: { message: 'validation.phone.invalid', args: {} },
    });
  });

  it("need the client ('Client is required.'), at least one account, and at least one role in each", () => {
    expect(validateUserForm(valid({ idClient: null }), creating).idClient).toEqual({ message: 'validation.session.clientRequired', args: {} });
    expect(validateUserForm(valid({ accounts: [] }), creating).accounts).toEqual({ message: 'validation.roles.accountRequired', args: {} });
    expect(
      validateUserForm(
        valid({
          accounts: [
            { idClientAccount: ids.stores, roleIds: [ROLE.orderer] },
            { idClientAccount: ids.stores, roleIds: [] },
            { idClientAccount: null, roleIds: [ROLE.orderer] },
          ],
        }),
        creating,
      ).accounts,
    ).toEqual([
      undefined,
      { idClientAccount: { message: 'validation.duplicate', args: {} }, roleIds: { message: 'validation.roles.required', args: {} } },
      { idClientAccount: { message: 'validation.session.accountRequired', args: {} } },
    ]);
  });

  it("need at least one admin role for an application-wide user ('at least one admin role')", () => {
    expect(validateUserForm(valid({ kind: 'application', adminRoleIds: [] }), creating)).toEqual({
      adminRoleIds: { message: 'validation.roles.adminRequired', args: {} },
    });
  });

  it('check a password set by the administrator with the password rules, and both entries must match', () => {
    expect(validateUserForm(valid({ passwordMode: 'set', password: '', passwordConfirmation: '' }), creating).password).toEqual({
      message: 'validation.required',
      args: {},
    });
    expect(validateUserForm(valid({ passwordMode: 'set', password: 'short', passwordConfirmation: 'short' }), creating).password).toEqual({
      message: 'validation.password.tooShort',
      args: { min: 8 },
    });
    expect(validateUserForm(valid({ passwordMode: 'set', password: 'lowercase1!', passwordConfirmation: 'lowercase1!' }), creating).password).toEqual({
      message: 'validation.password.uppercase',
      args: {},
    });
    expect(validateUserForm(valid({ passwordMode: 'set', password: 'Lumière#2026', passwordConfirmation: 'Lumiere#2026' }), creating)).toEqual({
      passwordConfirmation: { message: 'validation.password.mismatch', args: {} },
    });
    expect(validateUserForm(valid({ passwordMode: 'generate', password: 'ignored' }), creating)).toEqual({});
  });

  it('do not ask for the client again when editing', () => {
    expect(validateUserForm(valid({ idClient: null, passwordMode: 'keep' }), { creating: false }).idClient).toBeUndefined();
  });
});

describe('save errors on the form', () => {
  it('put the shared and server field errors on the fields the form shows', () => {
    const shared = ApiError.validation({ roles: { key: 'validation.roles.required' }, password: { key: 'validation.password.tooShort', params: { min: 8 } } });
    expect(saveErrorsOf(shared, 'client')).toEqual({
      errors: { accounts: 'validation.roles.required', password: '@@react-admin@@{"message":"validation.password.tooShort","args":{"min":8}}' },
      placed: true,
    });
    const server = new ApiError(400, {
      message: 'Validation failed.',
      errors: { idRole: 'validation.unknownReference', givenName: 'validation.text.tooShort' },
    });
    expect(saveErrorsOf(server, 'application').errors).toEqual({ adminRoleIds: 'validation.unknownReference', firstName: 'validation.text.tooShort' });
  });

  it("leave a refusal without fields ('Changing Client is not allowed!') to a notification", () => {
    expect(saveErrorsOf(new ApiError(400, { message: 'Changing Client is not allowed!', code: 'CHANGE_NOT_ALLOWED' }), 'client')).toEqual({
      errors: {},
      placed: false,
    });
    expect(saveErrorsOf(new ApiError(400, { message: 'Validation failed.', errors: { filterGroups: 'validation.unknownField' } }), 'client').placed).toBe(
      false,
    );
  });
});
