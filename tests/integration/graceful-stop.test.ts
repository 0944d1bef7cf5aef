/**
 * SIGTERM on a real server process over an embedded data folder: a request in flight when the
 * signal arrives is finished and answered, then the database is closed (its files flushed and
 * its lock released) and the process exits with 0. The write is there when the folder is reopened.
 */
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { LOCK_FILE } from '../../server/db/lock';
import { clients } from '../../server/db/schema';
import { seedData } from '../../server/db/seed';
import { signIn } from '../support/api';
import { spawnServer } from '../support/server-process';

const folder = mkdtempSync(join(tmpdir(), 'wareport-stop-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful stop', () => {
  it('finishes the request in flight, then closes the database and exits 0', async () => {
    // The demo data is loaded here, in-process, so the server process starts on a ready folder.
    const prepared = await openDatabase({ dataDir: folder });
    await seedData(prepared.db, { demo: true });
    await prepared.close();

    const server = spawnServer({ DATA_DIR: folder });
    const apiUrl = await server.ready;
    const { accessToken } = await signIn(apiUrl, 'admin@wareport.example');
    const { hostname, port } = new URL(apiUrl);

    // A creation whose body is only half sent when the signal arrives.
    const body = JSON.stringify({ clientName: 'Sent during the stop' });
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/clients HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${accessToken}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await pause(300);

    server.child.kill('SIGTERM');
    await pause(1000);
    expect(server.child.exitCode).toBeNull(); // still waiting for our request
    socket.write(body.slice(10));
    await ended;

    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toContain('"clientName":"Sent during the stop"');
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing the requests in flight, then closing the database');
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);

    const reopened = await openDatabase({ dataDir: folder });
    try {
      const rows = await reopened.db.select().from(clients).where(eq(clients.clientName, 'Sent during the stop'));
      expect(rows).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
