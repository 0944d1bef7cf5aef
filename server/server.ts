/** Starts the API (and the built portal) on one port. */
import { loadConfig } from './config';
import { buildApp } from './app';

try {
  const config = loadConfig();
  const { app } = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Wareport is ready at ${address} (API at ${address}/api, docs at ${address}/api/docs)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
