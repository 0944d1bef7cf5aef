/** The environment, validated once at start-up into a typed config. */
import { z } from 'zod';
import { invalidProxyAddresses } from './lib/client-address';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** A PostgreSQL server; when unset the embedded PGlite engine keeps data in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Connections each server keeps to the PostgreSQL server at most (several servers share its max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Secret signing access tokens; when unset one is generated once and kept in the database. */
  TOKEN_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /** Load the demo data set on first start (idempotent). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Folder of the built web app to serve at "/"; absent folder means API only. */
  WEB_DIST: z.string().default('dist/web'),
  /** Public address of the portal, for links in e-mails; default http://HOST:PORT. */
  PORTAL_URL: z.string().url().optional(),
  /** Sender of the e-mails the mail middleware sends. */
  MAIL_FROM: z.string().email().default('no-reply@wareport.example'),
  /**
   * A mail relay (smtp://user:password@host:587, or smtps://... for TLS from the start): the
   * outbox's mails are sent through it (server/mail/delivery.ts). Unset, they stay in the outbox.
   */
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), { error: 'Must be an smtp:// or smtps:// address' })
    .optional(),
  /** Attempts at sending one mail before it is marked failed. */
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Wait before the first retry of a mail, in seconds, doubled at each retry. */
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /** Behind a TLS-terminating proxy: trust its X-Forwarded-* headers (so HSTS is sent on HTTPS answers). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * With TRUST_PROXY: how many proxies stand in front of the server; the client's address is read
   * that many entries back in X-Forwarded-For, never further (lib/client-address.ts).
   */
  TRUST_PROXY_HOPS: z.coerce.number('Must be a whole number from 1 to 10').int('Must be a whole number from 1 to 10').min(1).max(10).default(1),
  /** With TRUST_PROXY: where those proxies are (addresses, CIDR ranges, or loopback, private, linklocal). */
  TRUST_PROXY_ADDRESSES: z
    .string()
    .default('loopback,private')
    .refine((list) => invalidProxyAddresses(list).length === 0, { error: 'Must list addresses, CIDR ranges, loopback, private or linklocal' }),
  /** The portal's B2C settings, read here too so the content security policy lets MSAL reach the sign-in pages. */
  VITE_AZURE_B2C_TENANT: z.string().optional(),
  VITE_AZURE_B2C_AUTHORITY_DOMAIN: z.string().optional(),
  /**
   * The service that makes Power BI embed tokens for custom reports (server/reports/custom-reports.ts):
   * POST { reportId, workspaceId } -> { accessToken, expiration }. Without it a Power BI report
   * shows its configuration and says that no token service is configured.
   */
  POWERBI_EMBED_TOKEN_URL: z.string().url().optional(),
  /** Sent to that service as a bearer token. */
  POWERBI_EMBED_TOKEN_SECRET: z.string().optional(),
  /** The session-timeout warning's countdown, in seconds (spec: 60; shorter for tests). */
  SESSION_WARNING_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** How often the portal polls the maintenance flag, in seconds (spec: about 20). */
  MAINTENANCE_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(20),
  /** The help centre of the support sign-on (Zendesk's JWT single sign-on): its address, e.g. https://wareport.zendesk.com. */
  HELP_CENTER_URL: z.string().url().optional(),
  /** The help centre's shared secret for HS256 sign-on tokens (32 characters or more). */
  HELP_CENTER_JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
