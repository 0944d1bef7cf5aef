import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error';
import { IDENTITY_PATHS } from '../../../../shared/api/identity-directory';
import { isPasswordAcceptable } from '../../../../shared/rules/passwords';
import { diffPart, type SavePart } from '../../../../shared/registry/define';
import { users } from '../../../../shared/administration/users';
import { saveUser, type UserForm } from '../../../../shared/administration/users-save';
import { fakeApi, type Call } from './fake-api';

const stored = {
  idUser: 'u1',
  idIdentity: 'i1',
  idClient: 'c1',
  email: 'lea@acme.example',
  userName: 'lea@acme.example',
  firstName: 'Léa',
  lastName: 'Moreau',
  cultureLanguageCode: 'fr',
  enabled: true,
  phone: null,
  mobile: null,
  company: null,
  companySite: null,
  department: null,
  jobTitle: null,
  accounts: [],
  adminRoles: [],
};
const form = (overrides: Partial<UserForm> = {}): UserForm => ({
  idClient: 'c1',
  email: 'lea@acme.example',
  firstName: 'Léa',
  lastName: 'Moreau',
  cultureLanguageCode: 'fr',
  password: 'Lumière#2026',
  accounts: [{ idClientAccount: 'a1', roles: [{ idRole: 'r1' }, { idRole: 'r2' }] }],
  adminRoles: [],
  ...overrides,
});
const refused = new ApiError(400, { message: 'Validation failed.', code: 'VALIDATION', errors: { idRole: 'validation.unknownReference' } });

/** A server where every call succeeds, unless `fail` names it ("METHOD path" -> how many times it fails). */
function server(fail: Record<string, number> = {}) {
  const ok: Record<string, (call: Call) => unknown> = {
    [`POST ${IDENTITY_PATHS.users}`]: () => ({ identity: { idIdentity: 'i1' } }),
    [`PUT ${IDENTITY_PATHS.user}`]: () => ({ identity: {} }),
    [`DELETE ${IDENTITY_PATHS.user}`]: () => undefined,
    [`POST ${users.paths.list}`]: () => ({ user: stored }),
    [`PUT ${users.paths.item}`]: () => ({ user: stored }),
    [`POST ${IDENTITY_PATHS.welcome}`]: () => ({}),
  };
  const left = { ...fail };
  const handlers = Object.fromEntries(
    Object.entries(ok).map(([key, answer]) => [
      key,
      (call: Call) => {
        if (left[key]) {
          left[key]--;
          throw refused;
        }
        return answer(call);
      },
    ]),
  );
  return fakeApi(handlers);
}

describe('saveUser: creation', () => {
  it("creates the identity, then the user with its accounts and roles in one call, then sends the welcome e-mail in the user's language", async () => {
    const { api, calls, trace } = server();
    const saved = await saveUser(api, form(), null);
    expect(trace()).toEqual([`POST ${IDENTITY_PATHS.users}`, `POST ${users.paths.list}`, `POST ${IDENTITY_PATHS.welcome}`]);
    expect(calls[0].body).toEqual({ email: 'lea@acme.example', password: 'Lumière#2026', givenName: 'Léa', surname: 'Moreau', displayName: 'Léa Moreau' });
    // The portal user gets the identity and its role sets (the save plan's composite record), never the password.
    expect(calls[1].body).toMatchObject({
      idIdentity: 'i1',
      idClient: 'c1',
      email: 'lea@acme.example',
      accounts: [{ idClientAccount: 'a1', roles: [{ idRole: 'r1' }, { idRole: 'r2' }] }],
      adminRoles: [],
    });
    expect(calls[1].body).not.toHaveProperty('password');
    // The welcome e-mail is the server's: the password never leaves in a mail.
    expect(calls[2]).toMatchObject({ params: { idIdentity: 'i1' } });
    expect(calls[2].body).toBeUndefined();
    expect(saved).toEqual(stored);
  });

  it('generates a 16-character password meeting the rules when none is set, and sends it nowhere else', async () => {
    const { api, calls } = server();
    await saveUser(api, form({ password: '', cultureLanguageCode: 'de' }), null);
    const password = (calls[0].body as { password: string }).password;
    expect(password).toHaveLength(16);
    expect(isPasswordAcceptable(password)).toBe(true);
    expect(calls.slice(1).some((c) => JSON.stringify(c.body ?? {}).includes(password))).toBe(false);
  });

  it('gives an application user its admin roles, and no accounts', async () => {
    const { api, calls } = server();
    await saveUser(api, form({ idClient: null, accounts: [{ idClientAccount: 'a1', roles: [] }], adminRoles: [{ idRole: 'sys' }] }), null);
    expect(calls.find((c) => c.path === users.paths.list)?.body).toMatchObject({ idClient: null, accounts: [], adminRoles: [{ idRole: 'sys' }] });
  });

  it('deletes only the identity when the portal user could not be created', async () => {
    const { api, trace } = server({ [`POST ${users.paths.list}`]: 1 });
    await expect(saveUser(api, form(), null)).rejects.toBe(refused);
    expect(trace()).toEqual([`POST ${IDENTITY_PATHS.users}`, `POST ${users.paths.list}`, `DELETE ${IDENTITY_PATHS.user}`]);
  });

  it('retries a failed clean-up once, and only logs a second failure, still throwing the original error', async () => {
    const log = vi.fn();
    const once = server({ [`POST ${users.paths.list}`]: 1, [`DELETE ${IDENTITY_PATHS.user}`]: 1 });
    await expect(saveUser(once.api, form(), null, { log })).rejects.toBe(refused);
    expect(once.trace().filter((t) => t === `DELETE ${IDENTITY_PATHS.user}`)).toHaveLength(2);
    expect(log).not.toHaveBeenCalled();

    const twice = server({ [`POST ${users.paths.list}`]: 1, [`DELETE ${IDENTITY_PATHS.user}`]: 2 });
    await expect(saveUser(twice.api, form(), null, { log })).rejects.toBe(refused);
    expect(twice.trace().filter((t) => t === `DELETE ${IDENTITY_PATHS.user}`)).toHaveLength(2);
    expect(log).toHaveBeenCalledWith('deleting the identity of a user not created failed twice', refused);
  });

  it('creates nothing more when the identity cannot be created', async () => {
    const { api, trace } = server({ [`POST ${IDENTITY_PATHS.users}`]: 1 });
    await expect(saveUser(api, form(), null)).rejects.toBe(refused);
    expect(trace()).toEqual([`POST ${IDENTITY_PATHS.users}`]);
  });

  it('only logs a welcome e-mail that cannot be sent', async () => {
    const log = vi.fn();
    const { api } = server({ [`POST ${IDENTITY_PATHS.welcome}`]: 1 });
    await expect(saveUser(api, form(), null, { log })).resolves.toEqual(stored);
    expect(log).toHaveBeenCalledWith('the welcome e-mail could not be sent', refused);
  });

  it('checks roles, accounts and the password before any call', async () => {
    const { api, calls } = server();
    const error: ApiError = await saveUser(api, form({ accounts: [], password: 'short' }), null).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.body).toMatchObject({
      message: 'Validation failed.',
      code: 'VALIDATION',
      errors: { accounts: 'validation.roles.accountRequired', roles: 'validation.roles.required', password: 'validation.password.tooShort' },
    });
    expect(error.params).toEqual({ password: { min: 8 } });
    const admin: ApiError = await saveUser(api, form({ idClient: null, adminRoles: [] }), null).catch((e) => e);
    expect(admin.errors).toEqual({ adminRoles: 'validation.roles.adminRequired' });
    expect(calls).toEqual([]);
  });
});

describe('saveUser: update', () => {
  const current = {
    ...stored,
    accounts: [
      {
        idClientAccount: 'a1',
        accountName: 'A1',
        roles: [
          { idApplicationRole: 'ar1', idRole: 'r1', role: 'R1' },
          { idApplicationRole: 'ar2', idRole: 'r2', role: 'R2' },
        ],
      },
      { idClientAccount: 'a2', accountName: 'A2', roles: [{ idApplicationRole: 'ar3', idRole: 'r1', role: 'R1' }] },
    ],
  };

  it('saves the user with its role sets in one call, then renames the identity', async () => {
    const { api, calls, trace } = server();
    const wanted = form({
      firstName: 'Léna',
      password: '',
      accounts: [
        { idClientAccount: 'a1', roles: [{ idRole: 'r2' }, { idRole: 'r3' }] },
        { idClientAccount: 'a3', roles: [{ idRole: 'r1' }] },
      ],
    });
    await saveUser(api, wanted, current);
    expect(trace()).toEqual([`PUT ${users.paths.item}`, `PUT ${IDENTITY_PATHS.user}`]);
    expect(calls[0]).toMatchObject({ params: { id: 'u1' }, body: { accounts: wanted.accounts, adminRoles: [] } });
    expect(calls[1]).toMatchObject({
      params: { idIdentity: 'i1' },
      body: { givenName: 'Léna', surname: 'Moreau', displayName: 'Léna Moreau', password: null },
    });
  });

  it('leaves the identity alone when names and password do not change', async () => {
    const { api, trace } = server();
    await saveUser(api, form({ idClient: null, password: null, accounts: [], adminRoles: [{ idRole: 'b' }] }), {
      ...stored,
      idClient: null,
      adminRoles: [{ idRole: 'a', role: 'A' }],
    });
    expect(trace()).toEqual([`PUT ${users.paths.item}`]);
  });

  it('sends a new password to the identity directory', async () => {
    const { api, calls } = server();
    await saveUser(api, form({ password: 'Nouveau#2027', accounts: [{ idClientAccount: 'a1', roles: [{ idRole: 'r1' }, { idRole: 'r2' }] }] }), {
      ...current,
      accounts: [current.accounts[0]],
    });
    expect(calls.find((c) => c.path === IDENTITY_PATHS.user)?.body).toMatchObject({ password: 'Nouveau#2027' });
  });
});

describe("the users save plan's parts", () => {
  const part = (name: string): SavePart => {
    const found = users.savePlan?.parts.find((p) => p.name === name);
    if (!found) throw new Error(`no part ${name}`);
    return found;
  };
  const body = {
    accounts: [
      { idClientAccount: 'a1', roles: [{ idRole: 'r2' }, { idRole: 'r3' }] },
      { idClientAccount: 'a3', roles: [{ idRole: 'r1' }] },
    ],
    adminRoles: [],
  };

  it('ends dropped account links and adds new ones', () => {
    const accounts = part('accounts');
    const { removed, added } = diffPart(accounts, [{ idClientAccount: 'a1' }, { idClientAccount: 'a2' }], accounts.items(body) ?? []);
    expect([removed, added]).toEqual([[{ idClientAccount: 'a2' }], [{ idClientAccount: 'a3' }]]);
  });

  it('deletes removed roles (with their link id) and creates added ones, per account', () => {
    const roles = part('accountRoles');
    const stored = [
      { idClientAccount: 'a1', idRole: 'r1', idApplicationRole: 'ar1' },
      { idClientAccount: 'a1', idRole: 'r2', idApplicationRole: 'ar2' },
    ];
    const { removed, added } = diffPart(roles, stored, roles.items(body) ?? []);
    expect(removed).toEqual([{ idClientAccount: 'a1', idRole: 'r1', idApplicationRole: 'ar1' }]);
    expect(added).toEqual([
      { idClientAccount: 'a1', idRole: 'r3' },
      { idClientAccount: 'a3', idRole: 'r1' },
    ]);
  });

  it('diffs admin roles', () => {
    const admin = part('adminRoles');
    expect(diffPart(admin, [{ idRole: 'a' }], admin.items({ adminRoles: [{ idRole: 'b' }] }) ?? [])).toEqual({
      removed: [{ idRole: 'a' }],
      added: [{ idRole: 'b' }],
    });
  });
});
