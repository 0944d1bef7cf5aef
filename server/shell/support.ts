/**
 * The support sign-on: GET /support/sso (declared in shared/administration/support.ts) answers
 * where to send the signed-in user and the token that signs them on to the help centre, in
 * Zendesk's JWT single sign-on format (HS256; name, email, iat, jti; posted to <help
 * centre>/access/jwt). The token is signed here, never in the browser: the shared secret must not
 * reach a page. Without HELP_CENTER_URL and HELP_CENTER_JWT_SECRET it answers 404
 * HELP_CENTER_NOT_CONFIGURED, which the page says as is.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { z } from 'zod';
import { errorText } from '../../shared/api/error-codes';
import { supportSignOn } from '../../shared/administration/support';
import type { supportSignOnQuery } from '../../shared/session/shell';
import { authOf } from '../auth/context';
import type { Db } from '../db';
import { HttpError } from '../lib/errors';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { fullName } from '../../shared/rules/display';

export interface HelpCenter {
  url: string;
  secret: string;
}

export const helpCenterOf = (config: { HELP_CENTER_URL?: string; HELP_CENTER_JWT_SECRET?: string }): HelpCenter | null =>
  config.HELP_CENTER_URL && config.HELP_CENTER_JWT_SECRET ? { url: config.HELP_CENTER_URL.replace(/\/+$/, ''), secret: config.HELP_CENTER_JWT_SECRET } : null;

export async function helpCenterToken(helpCenter: HelpCenter, user: { firstName: string; lastName: string; email: string }, now = Date.now()) {
  return new SignJWT({ name: fullName(user), email: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now / 1000))
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(helpCenter.secret));
}

/** Only back into the help centre: the sign-on is no open redirect. */
export function returnAddress(helpCenter: HelpCenter, returnTo: string | undefined): string | null {
  if (!returnTo) return null;
  try {
    const url = new URL(returnTo, helpCenter.url);
    return url.origin === new URL(helpCenter.url).origin ? url.href : null;
  } catch {
    return null;
  }
}

export function registerSupportRoutes(app: FastifyInstance, db: Db, helpCenter: HelpCenter | null) {
  registerKind(app, db, {
    kind: supportSignOn,
    // Signing waits on nothing of the database: no transaction.
    outsideTransaction: true,
    run: async (_db, { request, query }) => {
      if (!helpCenter) throw new HttpError(404, errorText('HELP_CENTER_NOT_CONFIGURED'), 'HELP_CENTER_NOT_CONFIGURED');
      // Signed on as the signed-in person, never as a user they masquerade as.
      const { actingUser, idMasquerade } = authOf(request);
      if (idMasquerade) throw new HttpError(403, errorText('FORBIDDEN'), 'FORBIDDEN');
      return {
        action: `${helpCenter.url}/access/jwt`,
        jwt: await helpCenterToken(helpCenter, actingUser),
        returnTo: returnAddress(helpCenter, (query as z.output<typeof supportSignOnQuery>).returnTo),
      };
    },
  } satisfies ActionBinding<typeof supportSignOn>);
}
