/** Starts the API (and the built portal) on one port; stops gracefully on SIGTERM and SIGINT. */
import { loadConfig } from './config';
import { buildApp } from './app';
import { loggableError } from './lib/error-log';

/** A stop that takes longer than this (a request stuck on a dead peer) is forced. */
const STOP_TIMEOUT_MS = 25_000;

try {
  const config = loadConfig();
  const { app } = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: finishing the requests in flight, then closing the database`);
      setTimeout(() => {
        app.log.error('stop timed out; exiting anyway');
        process.exit(1);
      }, STOP_TIMEOUT_MS).unref();
      // Node closes the connections idle at the signal only: one that finishes its answer later
      // would keep the stop waiting for its keep-alive timeout.
      setInterval(() => app.server.closeIdleConnections(), 100).unref();
      // Fastify stops accepting connections, waits for the answers in flight, then runs the
      // onClose hooks: the database closes last (the embedded one checkpoints its files).
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: loggableError(error) }, 'stop failed');
          process.exit(1);
        },
      );
    });
  }
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Wareport is ready at ${address} (API at ${address}/api, docs at ${address}/api/docs)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
