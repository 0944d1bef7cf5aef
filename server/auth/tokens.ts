/**
 * Short-lived signed access tokens (any instance verifies them with the shared secret) naming
 * their sign-in session, and refresh tokens whose id is stored so that rotation and sign-out
 * can revoke them. The session id lets sign-out end access tokens too.
 */
import { SignJWT, jwtVerify } from 'jose';

export interface TokenService {
  issueAccess(idUser: string, idSession: string): Promise<{ token: string; expiresIn: number }>;
  issueRefresh(idUser: string, idRefreshToken: string): Promise<string>;
  verifyAccess(token: string): Promise<{ idUser: string; idSession: string } | null>;
  verifyRefresh(token: string): Promise<{ idUser: string; idRefreshToken: string } | null>;
  /** A known device: given after a successful sign-in, it lets its user sign in while their account or address is throttled. */
  issueDevice(idUser: string, idDevice: string): Promise<string>;
  verifyDevice(token: string): Promise<{ idUser: string; idDevice: string } | null>;
}

/** How long a device stays known after its last successful sign-in. */
export const DEVICE_TOKEN_TTL_SECONDS = 180 * 24 * 3600;

const ISSUER = 'wareport';
/** Verified access tokens remembered at most; the memory is emptied when full. */
const VERIFIED_MAX = 10_000;

export function createTokenService(secret: string, ttl: { access: number; refresh: number }): TokenService {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, subject: string, seconds: number) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuer(ISSUER).setIssuedAt().setExpirationTime(`${seconds}s`).sign(key);

  async function verify(token: string, typ: string) {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      return payload.typ === typ && payload.sub ? payload : null;
    } catch {
      return null;
    }
  }

  // A token's signature and claims never change: verified once, it is remembered until it
  // expires (the sign-in session behind it is still looked up on every call).
  const verified = new Map<string, { idUser: string; idSession: string; expiresAt: number }>();

  return {
    issueAccess: async (idUser, idSession) => ({ token: await sign({ typ: 'access', sid: idSession }, idUser, ttl.access), expiresIn: ttl.access }),
    issueRefresh: (idUser, idRefreshToken) => sign({ typ: 'refresh', jti: idRefreshToken }, idUser, ttl.refresh),
    verifyAccess: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return { idUser: known.idUser, idSession: known.idSession };
        verified.delete(token);
        return null;
      }
      const payload = await verify(token, 'access');
      if (!payload || typeof payload.sid !== 'string') return null;
      if (verified.size >= VERIFIED_MAX) verified.clear();
      if (payload.exp) verified.set(token, { idUser: payload.sub!, idSession: payload.sid, expiresAt: payload.exp * 1000 });
      return { idUser: payload.sub!, idSession: payload.sid };
    },
    verifyRefresh: async (token) => {
      const payload = await verify(token, 'refresh');
      return payload?.jti ? { idUser: payload.sub!, idRefreshToken: payload.jti } : null;
    },
    issueDevice: (idUser, idDevice) => sign({ typ: 'device', jti: idDevice }, idUser, DEVICE_TOKEN_TTL_SECONDS),
    verifyDevice: async (token) => {
      const payload = await verify(token, 'device');
      return payload?.jti ? { idUser: payload.sub!, idDevice: payload.jti } : null;
    },
  };
}
