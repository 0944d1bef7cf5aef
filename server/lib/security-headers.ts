/**
 * Security headers of the portal and the API, as helmet writes them: a content security policy
 * with scripts from this origin only, nosniff, no framing, a strict referrer policy; HSTS only on
 * an answer that went over TLS (on plain HTTP it would pin a browser to an HTTPS that does not
 * exist); and `Cache-Control: no-store` on every API answer, so tokens and personal data never
 * stay in a shared or browser cache.
 *
 * The policy is the same for every answer, so helmet runs once, at start, and its headers are
 * copied onto each answer (the Fastify plugin built helmet's middleware again on every request).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaderOptions {
  apiPrefix: string;
  /** Origin of the Azure AD B2C sign-in pages when the portal uses them ("https://contoso.b2clogin.com"). */
  signInOrigin?: string;
  /**
   * The origins custom reports are framed from, read for every HTML answer (the portal's page,
   * whose policy governs its frames): the frame policy allows exactly these and the sign-in
   * pages' origin. Each must be a bare origin (checked again here); anything else is left out.
   */
  frameOrigins?: () => Promise<string[]>;
  /** Origin of the help centre the support sign-on posts its token to. */
  helpCenterOrigin?: string;
}

/** `https://host` or `http://host:port`, nothing more: the only text a frame origin may add to the policy. */
const BARE_ORIGIN = /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/;

export const HSTS = 'max-age=31536000; includeSubDomains';

export function contentSecurityPolicy(
  signInOrigin?: string,
  { reportOrigins = [], helpCenterOrigin }: { reportOrigins?: readonly string[]; helpCenterOrigin?: string } = {},
) {
  const external = signInOrigin ? [signInOrigin] : [];
  const frames = [...new Set([...external, ...reportOrigins.filter((origin) => BARE_ORIGIN.test(origin))])];
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
    frameSrc: frames.length ? frames : ["'none'"],
    formAction: ["'self'", ...external, ...(helpCenterOrigin ? [helpCenterOrigin] : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    // The server may be reached over plain HTTP on a private network: no automatic upgrade.
    upgradeInsecureRequests: null,
  };
}

/** What helmet's middleware does to an answer, in its order: headers set (a value) and removed (null). */
export function helmetHeaders(options: Readonly<HelmetOptions>): [string, string | null][] {
  const written: [string, string | null][] = [];
  // A real answer (never sent) that records what helmet does to it, in order.
  class Recording extends ServerResponse {
    override setHeader(name: string, value: number | string | readonly string[]) {
      written.push([name, String(value)]);
      return super.setHeader(name, value);
    }
    override removeHeader(name: string) {
      written.push([name, null]);
      super.removeHeader(name);
    }
  }
  const request = new IncomingMessage(new Socket());
  let failure: unknown;
  helmet(options)(request, new Recording(request), (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return written;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  // Every directive is a fixed text (none is computed from the request): one policy for all answers.
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.signInOrigin, { helpCenterOrigin: options.helpCenterOrigin }) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // On the raw answer, as helmet does: a header a route sets itself (Swagger UI's policy) wins.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) {
      if (value === null) raw.removeHeader(name);
      else raw.setHeader(name, value);
    }
    done();
  });
  const { frameOrigins } = options;
  const policyWithReports = async () => {
    const policy = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(options.signInOrigin, { reportOrigins: await frameOrigins!(), helpCenterOrigin: options.helpCenterOrigin }),
      },
    }).find(([name]) => name.toLowerCase() === 'content-security-policy');
    return policy?.[1] ?? null;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const path = request.url.split('?')[0];
    const api = path === options.apiPrefix || path.startsWith(`${options.apiPrefix}/`);
    if (api && !path.startsWith(`${options.apiPrefix}/docs`)) reply.header('cache-control', 'no-store');
    // The portal's page: its frames may show the custom reports configured now (read per page load).
    const type = String(reply.getHeader('content-type') ?? '');
    if (frameOrigins && !api && type.startsWith('text/html')) {
      const policy = await policyWithReports();
      if (policy) reply.raw.setHeader('content-security-policy', policy);
    }
    return payload;
  });
}
