/**
 * The reference logistics API as a Fastify app. Plugins load in a fixed order: infrastructure
 * (database, validation, errors, OpenAPI), then identity and authorization, then routes.
 * `server.ts` only starts it; tests build it and call `app.inject()`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import { openDatabase, type Database, type Db, type EngineEvent } from './db';
import { settings } from './db/schema';
import { seedData } from './db/seed';
import { registerErrorHandler } from './lib/error-handler';
import { registerInputGuard } from './lib/input-guard';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors';
import { registerSecurityHeaders } from './lib/security-headers';
import { responseSerializerCompiler } from './lib/response-serializer';
import { loggableError } from './lib/error-log';
import { DEFAULT_BODY_LIMIT } from './lib/uploaded-files';
import { proxyTrust } from './lib/client-address';
import { registerAuthentication } from './auth/context';
import { AuthCache } from './auth/auth-cache';
import { createTokenService } from './auth/tokens';
import { registerAuthRoutes } from './auth/routes';
import { registerPasswordResetRoutes } from './auth/password-reset';
import { registerLookupRoutes } from './administration/lookups';
import { registerAddressLookupRoutes } from './administration/address-lookup';
import { registerImageRoutes } from './administration/images';
import { registerMasqueradeRoutes } from './administration/masquerade-routes';
import { registerIdentityDirectoryRoutes } from './administration/identity-directory';
import { registerMailRoutes } from './ordering/mail-routes';
import { registerCartRoutes } from './ordering/cart-routes';
import { registerProductPartCalls } from './administration/product-part-calls';
import { registerCatalogReadRoutes } from './ordering/catalog-routes';
import { registerCheckoutRoutes } from './ordering/checkout-routes';
import { checkoutDocumentsStorage } from './ordering/checkout-documents';
import { registerCustomerOrderRoutes } from './ordering/order-routes';
import { registerDashboardRoutes } from './ordering/dashboard-routes';
import { customerOrderIssuesStorage } from './ordering/order-issues';
import { customerOrderDocumentsStorage } from './ordering/order-documents';
import { draftOrdersStorage } from './ordering/draft-orders';
import { serveCollection } from './registry/collection';
import { registerCustomerOrderTimelineRoutes } from './ordering/order-timeline-routes';
import { registerBulkImportRoutes } from './imports/routes';
import { registerReportRoutes } from './reports/routes';
import { registerWarehouseStockRoutes } from './operations/warehouse-stock';
import { registerOutboundReportRoutes } from './reports/outbound-routes';
import { registerBoxOrderReportRoutes } from './reports/box-orders-routes';
import { registerCustomReportRoutes, reportFrameOrigins } from './reports/custom-reports';
import { registerPlanningRoutes } from './planning/routes';
import { registerEventTagCalls } from './planning/event-tags';
import { registerAudit } from './lib/audit';
import { createMaintenanceFlag, registerMaintenanceGuard } from './shell/maintenance';
import { registerShellRoutes } from './shell/routes';
import { registerOutboxReader } from './mail/outbox-reader';
import { MailDelivery, smtpRelay } from './mail/delivery';
import { helpCenterOf, registerSupportRoutes } from './shell/support';
import { registerUserinfoRoutes } from './shell/userinfo';
import { registerResource } from './registry/resource-routes';
import { BINDINGS } from './resources';
import { BEARER, documentFixes, registerOperationDocs } from './lib/openapi';

import { API_PREFIX } from './lib/api-prefix';

export { API_PREFIX };

/** The signing secret: from the environment, else generated once and shared through the database. */
async function tokenSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: 'token_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'token_secret'));
  return row.value;
}

export interface App {
  app: FastifyInstance;
  database: Database;
}

/** Origin of the B2C sign-in pages, as the portal computes it (web/shell/auth/b2c-settings.ts). */
const signInOrigin = (config: Config) => {
  const domain = config.VITE_AZURE_B2C_AUTHORITY_DOMAIN ?? (config.VITE_AZURE_B2C_TENANT && `${config.VITE_AZURE_B2C_TENANT.split('.')[0]}.b2clogin.com`);
  return domain ? `https://${domain}` : undefined;
};

/** The embedded engine's thread stopping by itself, and opening its folder again. */
function logEngineEvent(log: FastifyBaseLogger, event: EngineEvent) {
  if (event.kind === 'restarted') return log.info('the embedded database is open again');
  const err = loggableError(event.error);
  if (event.kind === 'restart-failed') log.error({ err }, 'the embedded database did not open again; trying again in a second');
  else if (event.restarting) log.error({ err }, 'the embedded database stopped; calls answer 503 while it opens again');
  else log.fatal({ err }, 'the embedded in-memory database stopped, and its data with it; calls answer 503 until the server is restarted');
}

/** Fastify with the server's limits and error handlers, logging one line per answered request. */
function createFastify(config: Config, logStream?: DestinationStream) {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // Routes that take files declare their own (lib/uploaded-files.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: config.TRUST_PROXY ? proxyTrust(config.TRUST_PROXY_HOPS, config.TRUST_PROXY_ADDRESSES) : false,
    frameworkErrors,
    clientErrorHandler,
    // One line per request, when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Levels above info make the logger's info a no-op: the line's object is not even built.
    if (app.log.level === 'info' || app.log.level === 'debug' || app.log.level === 'trace')
      request.log.info(
        { method: request.method, url: request.url, remoteAddress: request.ip, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
        'request completed',
      );
    done();
  });
  return app;
}

/** The configured database, its lost connections and engine restarts logged. */
const openAppDatabase = (app: FastifyInstance, config: Config) =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionError: (error) => app.log.warn({ err: loggableError(error) }, 'database connection lost; it will be replaced'),
    onEngineEvent: (event) => logEngineEvent(app.log, event),
  });

/** Validation, answers, errors, input limits and security headers; answers the help center, if configured. */
async function registerInfrastructure(app: FastifyInstance, config: Config, db: Db) {
  app.setValidatorCompiler(validatorCompiler);
  // Answers keep only their schema's declared keys, copied by a function compiled once per route.
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  const helpCenter = helpCenterOf(config);
  await registerSecurityHeaders(app, {
    apiPrefix: API_PREFIX,
    signInOrigin: signInOrigin(config),
    frameOrigins: () => reportFrameOrigins(db),
    helpCenterOrigin: helpCenter ? new URL(helpCenter.url).origin : undefined,
  });
  return helpCenter;
}

/** The mail relay's deliverer, when one is configured; answers how to stop it. */
async function startMailDelivery(app: FastifyInstance, config: Config, database: Database) {
  if (!config.SMTP_URL) return undefined;
  const delivery = new MailDelivery(database.db, {
    relay: smtpRelay(config.SMTP_URL),
    log: app.log.child({ module: 'mail' }),
    attempts: config.MAIL_ATTEMPTS,
    retrySeconds: config.MAIL_RETRY_SECONDS,
  });
  await delivery.start(database);
  return () => delivery.stop();
}

/** The built portal, when there is one: its files, and index.html for its client-side routes. */
async function serveWeb(app: FastifyInstance, config: Config) {
  const webRoot = resolve(config.WEB_DIST);
  if (!existsSync(webRoot)) return;
  await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  // Client-side routes (/admin/client/list, ...) all load the single page app.
  app.get('/*', { schema: { hide: true } }, (request, reply) =>
    request.url.startsWith(`${API_PREFIX}/`)
      ? reply.code(404).send({ message: `No route for GET ${request.url.split('?')[0]}`, code: 'NOT_FOUND' })
      : reply.sendFile('index.html'),
  );
}

export async function buildApp(config: Config, options: { database?: Database; logStream?: DestinationStream } = {}): Promise<App> {
  const app = createFastify(config, options.logStream);
  const database = options.database ?? (await openAppDatabase(app, config));
  const { db } = database;
  // The sender of the e-mails routes write themselves (the box-user e-mail).
  app.decorate('mailFrom', config.MAIL_FROM);
  // The mail relay's deliverer (when one is configured) ends its attempt under way before the database closes.
  const mailDelivery: { stop?: () => Promise<void> } = {};
  app.addHook('onClose', async () => {
    await mailDelivery.stop?.();
    app.log.info('connections closed; closing the database');
    await database.close();
    app.log.info('database closed');
  });
  await seedData(db, { demo: config.SEED_DEMO });

  const helpCenter = await registerInfrastructure(app, config, db);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Wareport logistics API', version: '1.0.0' },
      servers: [{ url: API_PREFIX }],
      components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (`.meta({ id })`, a recursive one such as the category tree) become named components that answers reference.
    transformObject: (document) => documentFixes({ openapiObject: jsonSchemaTransformObject(document) }),
  });
  registerOperationDocs(app, API_PREFIX);
  await app.register(fastifySwaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    // Its own policy (scripts from this origin only); Swagger UI sets inline styles from its script,
    // and no upgrade to HTTPS, as the server may run on plain HTTP.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'").replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  // Where the welcome e-mail's set-password link points: the configured portal, else this server.
  const welcome = { mailFrom: config.MAIL_FROM, portalUrl: config.PORTAL_URL ?? `http://${config.HOST}:${config.PORT}` };
  const tokens = createTokenService(await tokenSecret(db, config.TOKEN_SECRET), {
    access: config.ACCESS_TOKEN_TTL_SECONDS,
    refresh: config.REFRESH_TOKEN_TTL_SECONDS,
  });

  mailDelivery.stop = await startMailDelivery(app, config, database);

  const maintenance = createMaintenanceFlag(db);
  const authCache = new AuthCache();
  await authCache.listen(database);
  await app.register(
    async (api) => {
      registerAuthentication(api, db, tokens, authCache);
      registerMaintenanceGuard(api, maintenance);
      registerAudit(api, db);
      registerAuthRoutes(api, db, tokens, config.REFRESH_TOKEN_TTL_SECONDS);
      registerPasswordResetRoutes(api, db, welcome);
      registerUserinfoRoutes(api, db);
      registerLookupRoutes(api, db);
      registerAddressLookupRoutes(api, db);
      registerShellRoutes(api, db, {
        flag: maintenance,
        warningSeconds: config.SESSION_WARNING_SECONDS,
        maintenancePollSeconds: config.MAINTENANCE_POLL_SECONDS,
        helpCenter: !!helpCenter,
      });
      registerSupportRoutes(api, db, helpCenter);
      registerOutboxReader(api, db, { relay: config.SMTP_URL ? 'smtp' : null });
      registerImageRoutes(api, db);
      registerMasqueradeRoutes(api, db);
      registerIdentityDirectoryRoutes(api, db, welcome);
      registerMailRoutes(api, db, config.MAIL_FROM);
      for (const binding of BINDINGS) registerResource(api, db, binding);
      registerProductPartCalls(api, db, API_PREFIX);
      registerCatalogReadRoutes(api, db);
      registerCartRoutes(api, db);
      registerCheckoutRoutes(api, db, config.MAIL_FROM);
      registerCustomerOrderRoutes(api, db, config.MAIL_FROM);
      registerDashboardRoutes(api, db);
      serveCollection(api, db, customerOrderIssuesStorage);
      serveCollection(api, db, customerOrderDocumentsStorage);
      serveCollection(api, db, draftOrdersStorage);
      serveCollection(api, db, checkoutDocumentsStorage);
      registerCustomerOrderTimelineRoutes(api, db);
      registerBulkImportRoutes(api, db, welcome);
      registerReportRoutes(api, db);
      registerWarehouseStockRoutes(api, db);
      registerOutboundReportRoutes(api, db);
      registerBoxOrderReportRoutes(api, db);
      registerCustomReportRoutes(api, db, { url: config.POWERBI_EMBED_TOKEN_URL, secret: config.POWERBI_EMBED_TOKEN_SECRET });
      registerPlanningRoutes(api, db);
      registerEventTagCalls(api, db);
    },
    { prefix: API_PREFIX },
  );

  await serveWeb(app, config);
  return { app, database };
}
