import { expect, it } from 'vitest';
import { createApiClient } from '../../shared/api/api-client';
import { DEMO_USERS } from '../../server/db/seed';
import { describeEachEngine } from '../support/engines';
import { clientFor } from '../support/api';

type User = { idUser: string; accounts: { idClientAccount: string; accountName: string }[]; firstName: string };

describeEachEngine('masquerade', (ctx) => {
  it('opens a session for a user of an administered account, acts as them, records writes, and closes', async () => {
    const apiUrl = ctx().server.apiUrl;
    const tom = await clientFor(apiUrl, DEMO_USERS.orderer);
    const tomUser = await tom.request<User>({ path: '/userinfo' });
    const account = tomUser.accounts[0].idClientAccount;

    const admin = await clientFor(apiUrl, DEMO_USERS.systemAdmin);
    const { masqueradeUsers } = await admin.request<{ masqueradeUsers: { idUser: string; name: string }[] }>({
      path: '/masquerade/{a}/users/{q}',
      params: { a: account, q: 'bak' },
    });
    expect(masqueradeUsers).toEqual([expect.objectContaining({ idUser: tom.idUser, name: 'Tom Baker' })]);
    await expect(admin.request({ path: '/masquerade/{a}/users/{q}', params: { a: account, q: 'ba' } })).rejects.toMatchObject({ status: 400 });

    const { idMasquerade } = await admin.request<{ idMasquerade: string }>({
      method: 'PUT',
      path: '/masquerade/session',
      body: { idUserMasquerade: tom.idUser, isOpen: true, idClientAccount: account },
    });
    const tokens = await (
      await fetch(`${apiUrl}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USERS.systemAdmin, password: 'Wareport!2026' }),
      })
    ).json();
    const asTom = createApiClient({
      baseUrl: apiUrl,
      getScope: () => ({ idUser: tokens.idUser, masquerade: { idUser: tom.idUser, idMasquerade } }),
      tokens: { getAccessToken: () => tokens.accessToken, renew: async () => false },
    });
    const me = await asTom.request<User & { masquerade: { idMasquerade: string; idUser: string } }>({ path: '/userinfo' });
    expect(me.firstName).toBe('Tom');
    expect(me.masquerade).toEqual({ idMasquerade, idUser: tokens.idUser });
    // Acting as Tom means Tom's permissions: no clients.
    await expect(asTom.request({ path: '/clients' })).rejects.toMatchObject({ status: 403 });
    await asTom.request({ method: 'PUT', path: '/userinfo', body: { firstName: 'Tom', lastName: 'Baker', cultureLanguageCode: 'en' } });

    await admin.request({ method: 'PUT', path: '/masquerade/session', body: { idUserMasquerade: tom.idUser, isOpen: false } });
    await expect(asTom.request({ path: '/userinfo' })).rejects.toMatchObject({ status: 403 });

    const { items } = await admin.request<{
      items: { idMasquerade: string; idUser: string; idUserMasquerade: string; closedAt: string | null; writes: number }[];
    }>({
      path: '/masquerade/sessions',
    });
    const record = items.find((s) => s.idMasquerade === idMasquerade);
    expect(record).toMatchObject({ idUser: tokens.idUser, idUserMasquerade: tom.idUser, writes: 1 });
    expect(record?.closedAt).toBeTruthy();
  });

  it('refuses masquerade to users without the right, and never towards a more powerful user', async () => {
    const apiUrl = ctx().server.apiUrl;
    const claire = await clientFor(apiUrl, DEMO_USERS.clientAdmin);
    const admin = await clientFor(apiUrl, DEMO_USERS.systemAdmin);
    const julie = await clientFor(apiUrl, DEMO_USERS.multiAccount);
    const account = (await julie.request<User>({ path: '/userinfo' })).accounts[0].idClientAccount;
    await expect(
      claire.request({ method: 'PUT', path: '/masquerade/session', body: { idUserMasquerade: julie.idUser, isOpen: true, idClientAccount: account } }),
    ).rejects.toMatchObject({ status: 403 });
    // The admin has no role in that account, so they are not a suggestion nor a target through it.
    await expect(
      admin.request({ method: 'PUT', path: '/masquerade/session', body: { idUserMasquerade: admin.idUser, isOpen: true, idClientAccount: account } }),
    ).rejects.toMatchObject({ status: 403 });
    const forged = createApiClient({
      baseUrl: apiUrl,
      getScope: () => ({ masquerade: { idUser: julie.idUser, idMasquerade: '7d1f7a0e-0000-4000-8000-000000000000' } }),
      tokens: {
        getAccessToken: async () =>
          (
            await (
              await fetch(`${apiUrl}/auth/signin`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email: DEMO_USERS.clientAdmin, password: 'Wareport!2026' }),
              })
            ).json()
          ).accessToken,
        renew: async () => false,
      },
    });
    await expect(forged.request({ path: '/userinfo' })).rejects.toMatchObject({ status: 403 });
  });
});
