import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, json, runCli, tempDir, type Route } from '../harness';

const signedIn = (dir: string) => {
  writeFileSync(join(dir, 'credentials.json'), JSON.stringify({ apiUrl: API, accessToken: 'access-1', refreshToken: 'refresh-1', idUser: 'user-1' }), {
    mode: 0o600,
  });
  return { WAREPORT_CONFIG_DIR: dir };
};

describe('wareport maintenance', () => {
  const flag: Route = ({ method, body }) => json(200, { enabled: method === 'PUT' ? (body as { enabled: boolean }).enabled : false });

  it('switches the flag on and off with PUT /maintenance, and shows it without an argument', async () => {
    const on = await runCli(['maintenance', 'on'], { env: signedIn(tempDir()), api: flag });
    expect(on.code).toBe(0);
    expect(on.calls[0]).toMatchObject({ method: 'PUT', body: { enabled: true } });
    expect(on.calls[0].url.href).toBe(`${API}/maintenance`);
    expect(on.stdout.toString()).toMatch(/^Maintenance is on/);

    const off = await runCli(['maintenance', 'off', '--json'], { env: signedIn(tempDir()), api: flag });
    expect(off.calls[0].body).toEqual({ enabled: false });
    expect(JSON.parse(off.stdout.toString())).toEqual({ enabled: false });

    const shown = await runCli(['maintenance'], { env: signedIn(tempDir()), api: flag });
    expect(shown.calls[0]).toMatchObject({ method: 'GET' });
    expect(shown.calls[0].url.href).toBe(`${API}/maintenance.json`);
    expect(shown.stdout.toString()).toBe('Maintenance is off.\n');
  });

  it('refuses another word as a usage error, and says why the server refused', async () => {
    const bad = await runCli(['maintenance', 'maybe'], { env: signedIn(tempDir()), api: flag });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('"maybe" is not a maintenance state; use one of: on, off');
    expect(bad.calls).toHaveLength(0);

    const refused = await runCli(['maintenance', 'on'], {
      env: signedIn(tempDir()),
      api: () => json(403, { message: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('You do not have permission to do this.');
  });
});

describe('wareport mails', () => {
  const outbox: Route = () =>
    json(200, {
      outbox: 'built-in',
      mails: [
        {
          idMail: 'm1',
          templateId: 'password-reset-en',
          language: 'en',
          from: 'no-reply@wareport.example',
          to: ['tom@example.test'],
          subject: 'Choose a new Wareport password',
          text: 'Hello Tom,\nhttp://portal/set-password#token=x',
          createdAt: '2026-11-26T08:00:00.000Z',
        },
      ],
    });

  it('asks for the latest mails to a recipient and prints them marked as the built-in outbox', async () => {
    const result = await runCli(['mails', '--to', 'tom@example.test', '--last', '3'], { env: signedIn(tempDir()), api: outbox });
    expect(result.code).toBe(0);
    expect(result.calls[0].url.href).toBe(`${API}/mails?to=tom%40example.test&last=3`);
    const out = result.stdout.toString();
    expect(out).toMatch(/^Outbox of the built-in mail middleware/);
    expect(out).toContain('password-reset-en  → tom@example.test\nChoose a new Wareport password\n    Hello Tom,\n');
  });

  it('refuses a count out of range before calling', async () => {
    const result = await runCli(['mails', '--last', '0'], { env: signedIn(tempDir()), api: outbox });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--last takes a whole number from 1 to 200, not "0"');
    expect(result.calls).toHaveLength(0);
  });
});
