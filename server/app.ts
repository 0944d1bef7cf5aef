/**
 * The reference logistics API as a Fastify app. Plugins load in a fixed order: infrastructure
 * (database, validation, errors, OpenAPI), then identity and authorization, then routes.
 * `server.ts` only starts it; tests build it and call `app.inject()`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db';
import { settings } from './db/schema';
import { seedData } from './db/seed';
import { registerErrorHandler } from './lib/error-handler';
import { registerAuthentication } from './auth/context';
import { createTokenService } from './auth/tokens';
import { registerAuthRoutes } from './routes/auth';
import { registerUserinfoRoutes } from './routes/userinfo';
import { registerLookupRoutes } from './routes/lookups';
import { registerWarehouseRoutes } from './routes/warehouses';
import { registerImageRoutes } from './routes/images';
import { registerMasqueradeRoutes } from './routes/masquerade';
import { registerIdentityDirectoryRoutes } from './routes/identity-directory';
import { registerMailRoutes } from './routes/mail';
import { registerAccountFeatureRoutes } from './routes/account-features';
import { registerUserLinkRoutes } from './routes/user-links';
import { registerRolePermissionRoutes } from './routes/role-permissions';
import { registerAudit } from './lib/audit';
import { registerResource } from './resources/crud';
import { BINDINGS } from './resources';

export const API_PREFIX = '/api';

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

export async function buildApp(config: Config, options: { database?: Database } = {}): Promise<App> {
  const database = options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const { db } = database;
  await seedData(db, { demo: config.SEED_DEMO });

  const app = Fastify({ logger: { level: config.LOG_LEVEL }, bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onClose', () => database.close());

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Wareport logistics API', version: '1.0.0' }, servers: [{ url: API_PREFIX }] },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  const tokens = createTokenService(await tokenSecret(db, config.TOKEN_SECRET), {
    access: config.ACCESS_TOKEN_TTL_SECONDS,
    refresh: config.REFRESH_TOKEN_TTL_SECONDS,
  });

  await app.register(
    async (api) => {
      registerAuthentication(api, db, tokens);
      registerAudit(api, db);
      registerAuthRoutes(api, db, tokens, config.REFRESH_TOKEN_TTL_SECONDS);
      registerUserinfoRoutes(api, db);
      registerLookupRoutes(api, db);
      registerWarehouseRoutes(api, db);
      registerImageRoutes(api, db);
      registerMasqueradeRoutes(api, db);
      registerIdentityDirectoryRoutes(api, db, { mailFrom: config.MAIL_FROM, portalUrl: config.PORTAL_URL ?? `http://${config.HOST}:${config.PORT}` });
      registerMailRoutes(api, db, config.MAIL_FROM);
      for (const binding of BINDINGS) registerResource(api, db, binding);
      registerAccountFeatureRoutes(api, db);
      registerUserLinkRoutes(api, db);
      registerRolePermissionRoutes(api, db);
    },
    { prefix: API_PREFIX },
  );

  const webRoot = resolve(config.WEB_DIST);
  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false });
    // Client-side routes (/admin/client/list, ...) all load the single page app.
    app.get('/*', { schema: { hide: true } }, (request, reply) =>
      request.url.startsWith(`${API_PREFIX}/`)
        ? reply.code(404).send({ message: `No route for GET ${request.url.split('?')[0]}`, code: 'NOT_FOUND' })
        : reply.sendFile('index.html'),
    );
  }
  return { app, database };
}
