/**
 * API latency of the clients list (the spine's reference resource) over embedded PGlite, with
 * 1000 clients in the table: median and 95th percentile of 300 sequential requests, on loopback.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_USERS } from '../server/db/seed';
import { clients } from '../server/db/schema';
import { signIn } from '../tests/support/api';
import { startServer } from '../tests/support/server';

const ROWS = 1000;
const REQUESTS = 300;

const server = await startServer();
try {
  await server.database.db.insert(clients).values(Array.from({ length: ROWS }, (_, i) => ({ clientName: `Bench client ${String(i).padStart(4, '0')}` })));
  const { accessToken } = await signIn(server.apiUrl, DEMO_USERS.systemAdmin);
  const headers = { authorization: `Bearer ${accessToken}` };
  const timings: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const page = (i % 40) + 1;
    const started = performance.now();
    const response = await fetch(`${server.apiUrl}/clients?currentPage=${page}&pageSize=25&sortOrders=clientName:ASC`, { headers });
    await response.json();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
  console.log(`GET /api/clients (25 of ${ROWS + 2}, sorted, PGlite): median ${at(0.5)} ms, p95 ${at(0.95)} ms over ${REQUESTS} requests`);
} finally {
  await server.close();
}
