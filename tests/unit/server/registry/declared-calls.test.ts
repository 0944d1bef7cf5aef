/**
 * Every call of the API is declared once in shared/ (a resource, a collection, a route kind) and
 * served by the registry's generic routes; a server module binds what a call does, not its route.
 * The few calls that cannot be declared are written as Fastify routes in the files listed here,
 * each with its reason. A new hand-written route fails this test until it is declared (or, for a
 * true exception, listed with why); a listed file that no longer writes one fails it too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const server = join(dirname(fileURLToPath(import.meta.url)), '../../../../server');

/**
 * The files that write routes by hand because a declaration cannot say what they do (public
 * before sign-in, a raw file or a download as the answer, a stand-in for an outside service).
 */
const CANNOT_BE_DECLARED: Record<string, string> = {
  'app.ts': "the portal's own pages (the single-page fallback), not a call of the API",
  'auth/routes.ts': 'sign-in, renewal and sign-out: public, throttled, they set and clear the session',
  'auth/password-reset.ts': 'public (the user is not signed in) and throttled',
  'administration/identity-directory.ts': 'the public set-password call, 202 and 204 answers, a retry-after header and the sign-in throttle',
  'administration/images.ts': 'answers the raw image with its own content type',
  'administration/product-part-calls.ts': "each call replays the product's own update route with the caller's headers (one set of rules, one audit entry)",
  'ordering/catalog-routes.ts': "a product document's file, answered as a download (Content-Disposition)",
  'ordering/mail-routes.ts': "the mail middleware's send call (SendGrid-shaped), a stand-in for an outside service",
  'mail/outbox-reader.ts': "the mail middleware's outbox, a stand-in for an outside service",
  'shell/routes.ts': 'the maintenance flag and the session settings are read before sign-in (public)',
};

/**
 * The files whose routes could be declared and are not yet: each entry says what is in the way.
 * Moving one onto declared calls removes its line here (the test fails until it does).
 */
const NOT_YET_DECLARED: Record<string, string> = {};

const HAND_WRITTEN: Record<string, string> = { ...CANNOT_BE_DECLARED, ...NOT_YET_DECLARED };

/**
 * A Fastify route written by hand: a method called with a path (`routes.get(routePath(...)`,
 * `.post(BULK_PATHS.users`, `app.get('/health'`), or with a path variable and its options
 * (`.post(path, {`, a loop over paths), or `.route({` with the route's options.
 */
const ROUTE = /\.(?:get|post|put|patch|delete|route)\(\s*(?:routePath\(|[A-Z][A-Z_]*(?:\.\w+)*\s*[,)]|['`]\/|[a-z]\w*\s*,\s*\{)|\.route\(\s*\{/;

const files = readdirSync(server, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => file.endsWith('.ts') && !file.startsWith('registry/'));

const writesRoutes = (file: string) => ROUTE.test(readFileSync(join(server, file), 'utf8'));

describe('declared calls', () => {
  it('no server module writes a route by hand, but the listed exceptions', () => {
    expect(files.filter(writesRoutes).filter((file) => !(file in HAND_WRITTEN))).toEqual([]);
  });

  it('every listed exception still writes a route (the list does not go stale)', () => {
    expect(Object.keys(HAND_WRITTEN).filter((file) => !files.includes(file) || !writesRoutes(file))).toEqual([]);
  });
});
