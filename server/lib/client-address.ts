/**
 * Which address a request comes from, behind proxies: what the sign-in throttle counts per
 * address, and whether an answer went over TLS (HSTS).
 *
 * X-Forwarded-For is a list anyone can write to: each proxy appends the address it received the
 * request from, so only the entries the configured proxies added are true. With TRUST_PROXY_HOPS=n
 * the server walks back from the connection through at most n proxies, each of which must be at
 * an address of TRUST_PROXY_ADDRESSES; the address found there is the client's. A client that
 * sends its own X-Forwarded-For only adds entries in front of those, which are never read, and a
 * client that reaches the server directly (not from a proxy's address) is its own address.
 */
import { BlockList, isIP } from 'node:net';

/** Names for the usual places of a proxy, usable in TRUST_PROXY_ADDRESSES. */
const NAMED: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

/** The address ranges of one entry ("loopback", "10.0.0.0/8", "203.0.113.7"), or null when it is none. */
function rangesOf(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' }[] | null {
  const named = NAMED[entry.toLowerCase()];
  if (named) return named.flatMap((range) => rangesOf(range)!);
  const [address, prefixText] = entry.split('/');
  const version = isIP(address);
  if (!version) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (prefixText !== undefined && !/^\d+$/.test(prefixText))) return null;
  return [{ address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' }];
}

/** The entries of a TRUST_PROXY_ADDRESSES value that name no address or range (empty when all do). */
export const invalidProxyAddresses = (list: string) =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => !entry || !rangesOf(entry));

/**
 * Fastify's `trustProxy`: false (the connection's address is the client's), or a function that
 * trusts the first `hops` addresses walking back from the connection, when each is a proxy's.
 */
export function proxyTrust(hops: number, proxies: string): false | ((address: string, hop: number) => boolean) {
  if (hops <= 0) return false;
  const known = new BlockList();
  for (const entry of proxies.split(',').map((e) => e.trim())) {
    for (const range of rangesOf(entry) ?? []) known.addSubnet(range.address, range.prefix, range.family);
  }
  return (address, hop) => {
    const version = isIP(address);
    return hop < hops && version !== 0 && known.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
