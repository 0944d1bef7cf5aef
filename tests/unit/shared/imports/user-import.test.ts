import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error';
import { importUsers } from '../../../../shared/imports/user-import';
import { isPasswordAcceptable } from '../../../../shared/rules/passwords';
import { t } from '../rules/locale-helpers';

describe('bulk user import', () => {
  it('creates each user with the chosen role and language, with no fixed pause, generating missing passwords', async () => {
    const log: string[] = [];
    const created: { email: string; password: string; idRole: string; cultureLanguageCode: string }[] = [];
    const outcome = await importUsers([{ email: 'a@x.fr', password: 'Given1!pass' }, { email: 'b@x.fr' }], {
      idRole: 'buyer',
      cultureLanguageCode: 'fr',
      sleep: async (ms) => void log.push(`sleep ${ms}`),
      createUser: async (user) => void (log.push(`create ${user.email}`), created.push(user)),
    });
    expect(log).toEqual(['create a@x.fr', 'create b@x.fr']);
    expect(created[0]).toMatchObject({ idRole: 'buyer', cultureLanguageCode: 'fr', password: 'Given1!pass' });
    expect(isPasswordAcceptable(created[1].password)).toBe(true);
    expect(outcome).toMatchObject({ success: 2, failed: 0, max: 2, message: null });
  });

  it('waits as long as a 429 Retry-After asks, then creates the same user again (adaptive throttling instead of 1500 ms)', async () => {
    const log: string[] = [];
    let refused = false;
    const users: { email: string; password?: string }[] = [{ email: 'a@x.fr' }, { email: 'b@x.fr' }];
    const outcome = await importUsers(users, {
      idRole: 'r',
      cultureLanguageCode: 'en',
      sleep: async (ms) => void log.push(`sleep ${ms}`),
      createUser: async (user) => {
        if (user.email === 'b@x.fr' && !refused) {
          refused = true;
          throw Object.assign(new ApiError(429, { message: 'Too many requests' }), { retryAfterMs: 2000 });
        }
        log.push(`create ${user.email}`);
      },
    });
    expect(log).toEqual(['create a@x.fr', 'sleep 2000', 'create b@x.fr']);
    expect(outcome).toMatchObject({ success: 2, failed: 0 });
  });

  it("goes on after a failure and ends with 'There is failed requests.'", async () => {
    const progress: number[] = [];
    const users: { email: string; password?: string }[] = [{ email: 'a' }, { email: 'b' }, { email: 'c' }];
    const outcome = await importUsers(users, {
      idRole: 'r',
      cultureLanguageCode: 'en',
      sleep: async () => {},
      createUser: async (user) => {
        if (user.email === 'b') throw new Error('exists');
      },
      onProgress: (o) => progress.push(o.success + o.failed),
    });
    expect(progress).toEqual([1, 2, 3]);
    expect(outcome).toMatchObject({ success: 2, failed: 1, max: 3 });
    expect(outcome.failures).toEqual([{ index: 1, error: new Error('exists') }]);
    expect(t(outcome.message)).toBe('There is failed requests.');
  });
});
