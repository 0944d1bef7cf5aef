import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { proxyTrust } from '../../../../server/lib/client-address';

/** The address the server takes a request for, given its connection and X-Forwarded-For. */
async function clientAddress(config: Record<string, string>, remoteAddress: string, forwardedFor?: string) {
  const { TRUST_PROXY, TRUST_PROXY_HOPS, TRUST_PROXY_ADDRESSES } = loadConfig(config);
  const app = Fastify({ trustProxy: TRUST_PROXY ? proxyTrust(TRUST_PROXY_HOPS, TRUST_PROXY_ADDRESSES) : false });
  app.get('/', (request) => ({ ip: request.ip, protocol: request.protocol }));
  const answer = await app.inject({ url: '/', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' } : {} });
  await app.close();
  return answer.json() as { ip: string; protocol: string };
}

describe('the client address behind proxies', () => {
  it('is the connection without TRUST_PROXY, whatever X-Forwarded-For says', async () => {
    expect(await clientAddress({}, '10.0.0.5', '198.51.100.1')).toEqual({ ip: '10.0.0.5', protocol: 'http' });
  });

  it('is read as many proxies back as configured, never further: entries a client writes are not read', async () => {
    const one = { TRUST_PROXY: 'true' };
    expect((await clientAddress(one, '127.0.0.1', '198.51.100.7')).ip).toBe('198.51.100.7');
    // A new forged entry per guess changes nothing: the proxy's own entry is the last one.
    expect((await clientAddress(one, '127.0.0.1', 'forged-1, 203.0.113.1, 198.51.100.7')).ip).toBe('198.51.100.7');
    const two = { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' };
    expect((await clientAddress(two, '10.0.0.2', 'forged, 198.51.100.7, 10.0.0.1')).ip).toBe('198.51.100.7');
    // The second hop must be a proxy's address too: a public one is the client.
    expect((await clientAddress(two, '10.0.0.2', 'forged, 198.51.100.7, 203.0.113.9')).ip).toBe('203.0.113.9');
  });

  it('is the connection when it does not come from a proxy: a client reaching the server directly forges nothing', async () => {
    expect(await clientAddress({ TRUST_PROXY: 'true' }, '203.0.113.50', 'forged')).toEqual({ ip: '203.0.113.50', protocol: 'http' });
    expect(await clientAddress({ TRUST_PROXY: 'true' }, '127.0.0.1', '198.51.100.7')).toEqual({ ip: '198.51.100.7', protocol: 'https' });
    expect((await clientAddress({ TRUST_PROXY: 'true', TRUST_PROXY_ADDRESSES: '192.0.2.10' }, '192.0.2.10', '198.51.100.7')).ip).toBe('198.51.100.7');
    expect((await clientAddress({ TRUST_PROXY: 'true', TRUST_PROXY_ADDRESSES: '192.0.2.10' }, '127.0.0.1', '198.51.100.7')).ip).toBe('127.0.0.1');
  });

  it('refuses a hop count or proxy list that is not one, at start-up', () => {
    for (const hops of ['0', '11', '1.5', 'all', '-1']) expect(() => loadConfig({ TRUST_PROXY_HOPS: hops }), hops).toThrow(/TRUST_PROXY_HOPS/);
    for (const list of ['', 'everywhere', '10.0.0.0/33', '10.0.0.0/x', 'loopback,,private']) {
      expect(() => loadConfig({ TRUST_PROXY_ADDRESSES: list }), list).toThrow(/TRUST_PROXY_ADDRESSES/);
    }
    expect(loadConfig({ TRUST_PROXY_ADDRESSES: ' loopback, 192.0.2.0/24 ,2001:db8::/32' }).TRUST_PROXY_ADDRESSES).toBeTruthy();
  });
});
