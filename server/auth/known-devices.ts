/**
 * Known devices (see sign-in-throttle.ts): after a successful sign-in the device gets a signed
 * token naming the user and the device. The portal keeps it as a cookie only the sign-in route
 * receives and no script reads; the command line keeps it with its credentials and sends it in
 * the sign-in's body. One browser remembers the last few users who signed in on it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../lib/api-prefix';
import { DEVICE_TOKEN_TTL_SECONDS, type TokenService } from './tokens';

export const DEVICE_COOKIE = 'wareport_device';
/** Users one browser is known for at most (the cookie stays well under 4 KB). */
const USERS_PER_DEVICE = 5;
/** Device tokens are base64url JWTs: three parts, no separator of the cookie's list (~). */
const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The device tokens a sign-in presents: its body's, then its cookie's (newest first). */
export function presentedDeviceTokens(request: FastifyRequest, bodyToken?: string | null): string[] {
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`));
  const fromCookie = cookie ? cookie.slice(DEVICE_COOKIE.length + 1).split('~') : [];
  return [...new Set([bodyToken ?? '', ...fromCookie])].filter((token) => TOKEN.test(token)).slice(0, USERS_PER_DEVICE + 1);
}

/** The presented tokens that verify, with whom they are for. */
export async function verifiedDevices(tokens: TokenService, presented: string[]) {
  const verified = await Promise.all(presented.map(async (token) => ({ token, claims: await tokens.verifyDevice(token) })));
  return verified.flatMap(({ token, claims }) => (claims ? [{ token, ...claims }] : []));
}

/**
 * Gives the device its token for this user: as the cookie (this user's first, then the other
 * users it already knew), and answered for the command line.
 */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, token: string, others: { token: string; idUser: string }[], idUser: string) {
  const kept = [token, ...others.filter((o) => o.idUser !== idUser).map((o) => o.token)].slice(0, USERS_PER_DEVICE);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${kept.join('~')}; Path=${API_PREFIX}/auth/signin; Max-Age=${DEVICE_TOKEN_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}
