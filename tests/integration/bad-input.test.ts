/**
 * Bad input on every route the OpenAPI document lists (GET /api/docs/json), so new routes are
 * covered the day they are added: no answer of 500, and every refusal in the one error shape
 * with no stack trace or SQL text. See tests/support/bad-input.ts for what is sent.
 *
 * Over PGlite every request is sent. Over PostgreSQL only those that can reach a route's
 * handler, and so the database: what the body parser, the input guard, authentication or a
 * documented limit refuses first is answered by code that never meets the engine (over PGlite
 * the test checks that each of these is indeed refused). That is a quarter of the requests but
 * nearly all of the time: a list of 100 000 objects of zeros is answered item by item.
 */
import { expect, it } from 'vitest';
import { signIn } from '../support/api';
import { badRequestsFor, routesOf, shapeProblems, type BadRequest, type OpenApiDocument } from '../support/bad-input';
import { describeEachEngine } from '../support/engines';

const ADMIN = 'admin@wareport.example';
const PARALLEL = 6;

describeEachEngine('bad input on every route', (ctx) => {
  it('never answers 5xx, always in the one error shape', async () => {
    const { apiUrl, database } = ctx().server;
    const everyRequest = database.engine === 'pglite';
    const doc = (await (await fetch(`${apiUrl}/docs/json`)).json()) as OpenApiDocument;
    const routes = routesOf(doc);
    const { accessToken } = await signIn(apiUrl, ADMIN);
    const auth = { authorization: `Bearer ${accessToken}` };

    // Real ids of the demo data, so bad values also reach the checks behind "not found".
    const first = async (path: string, field: string) => {
      const answer = (await (await fetch(`${apiUrl}${path}?pageSize=1`, { headers: auth })).json()) as { items: Record<string, string>[] };
      return answer.items[0]?.[field];
    };
    const idClient = await first('/clients', 'idClient');
    const idClientAccount = await first(`/clients/${idClient}/accounts`, 'idClientAccount');
    const knownIds = Object.fromEntries(Object.entries({ idClient, idClientAccount }).filter(([, v]) => v)) as Record<string, string>;

    // Sign-in routes last and without the session, so that nothing fuzzed there ends it early.
    const isAuthRoute = (path: string) => path.startsWith('/auth/');
    const ordered = [...routes.filter((r) => !isAuthRoute(r.path)), ...routes.filter((r) => isAuthRoute(r.path))];
    const requests: BadRequest[] = ordered.flatMap((route, index) => badRequestsFor(doc, route, knownIds, index));
    // Without a session: refused before the handler, except on the routes open without one.
    for (const route of routes) {
      const path = route.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      requests.push({ route, what: 'no token', path, beforeHandler: !route.isPublic });
    }
    const sent = everyRequest ? requests : requests.filter((request) => !request.beforeHandler);

    const failures: string[] = [];
    let serverErrors = 0;
    let sessionLost = 0;
    const send = async (request: BadRequest) => {
      const headers: Record<string, string> = {};
      if (request.what !== 'no token' && !isAuthRoute(request.route.path)) Object.assign(headers, auth);
      if (request.body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
      const url = `${apiUrl}${request.path}${request.query ? `?${request.query}` : ''}`;
      const response = await fetch(url, { method: request.route.method, headers, body: request.body, redirect: 'manual' });
      const text = await response.text();
      const label = `${request.route.method} ${request.route.path} [${request.what}] -> ${response.status}`;
      if (response.status >= 500) {
        serverErrors++;
        failures.push(`${label}: ${text.slice(0, 200)}`);
      } else if (request.beforeHandler && response.status < 400) {
        failures.push(`${label}: expected to be refused before the route's handler`);
      } else {
        for (const problem of shapeProblems(response.status, text)) failures.push(`${label}: ${problem}`);
      }
      if (response.status === 401 && headers.authorization) sessionLost++;
    };

    const started = performance.now();
    const queue = [...sent];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await send(next);
      }),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `bad input: ${routes.length} operations, ${sent.length} requests in ${seconds} s, ${serverErrors} answered 5xx, ${sessionLost} lost the session`,
    );

    expect(routes.length).toBeGreaterThan(50);
    // Most requests reach a handler over either engine; the rest are sent over PGlite.
    expect(sent.length).toBeGreaterThan(everyRequest ? 5000 : 2000);
    expect(failures).toEqual([]);
    // The session held to the end, so every route was reached signed in.
    expect(sessionLost).toBe(0);
  }, 180_000);
});
