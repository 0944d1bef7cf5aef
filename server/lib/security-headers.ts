/**
 * Security headers of the portal and the API, through @fastify/helmet: a content security policy
 * with scripts from this origin only, nosniff, no framing, a strict referrer policy; HSTS only on
 * an answer that went over TLS (on plain HTTP it would pin a browser to an HTTPS that does not
 * exist); and `Cache-Control: no-store` on every API answer, so tokens and personal data never
 * stay in a shared or browser cache.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export interface SecurityHeaderOptions {
  apiPrefix: string;
  /** Origin of the Azure AD B2C sign-in pages when the portal uses them ("https://contoso.b2clogin.com"). */
  signInOrigin?: string;
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export function contentSecurityPolicy(signInOrigin?: string) {
  const external = signInOrigin ? [signInOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // MUI writes its styles at run time (emotion <style> tags): no nonce can follow them.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // MSAL talks to the sign-in service and renews tokens in a hidden frame of it.
    connectSrc: ["'self'", ...external],
    frameSrc: external.length ? external : ["'none'"],
    formAction: ["'self'", ...external],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    // The server may be reached over plain HTTP on a private network: no automatic upgrade.
    upgradeInsecureRequests: null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.signInOrigin) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const path = request.url.split('?')[0];
    const api = path === options.apiPrefix || path.startsWith(`${options.apiPrefix}/`);
    if (api && !path.startsWith(`${options.apiPrefix}/docs`)) reply.header('cache-control', 'no-store');
  });
}
