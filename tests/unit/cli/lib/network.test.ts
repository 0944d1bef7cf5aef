import { describe, expect, it } from 'vitest';
import { createCliFetch, networkReason } from '../../../../cli/lib/network';
import { createTranslator } from '../../../../cli/lib/i18n';

const t = createTranslator('en');
const fetchFailed = (cause: unknown) => Object.assign(new TypeError('fetch failed'), { cause });

describe('network failure reasons', () => {
  it('names the system call and code behind "fetch failed"', () => {
    expect(networkReason(fetchFailed(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED', syscall: 'connect' })), t)).toBe(
      'connect ECONNREFUSED',
    );
    expect(networkReason(fetchFailed(Object.assign(new Error('x'), { code: 'ENOTFOUND', syscall: 'getaddrinfo' })), t)).toBe('getaddrinfo ENOTFOUND');
    const several = Object.assign(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED', syscall: 'connect' })]), {});
    expect(networkReason(fetchFailed(several), t)).toBe('connect ECONNREFUSED');
    expect(networkReason(fetchFailed(new Error('bad port')), t, 'http://127.0.0.1:9/api/x')).toBe(
      'fetch refuses port 9, one of the ports browsers block as unsafe',
    );
  });

  it('gives up after the time limit with a reason that says so', async () => {
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    await expect(createCliFetch(t, 0.05, hanging)('http://x.test/api')).rejects.toThrow('no answer within 0.05 s');
  });
});
