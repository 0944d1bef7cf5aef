import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configDir, deleteCredentials, readCredentials, writeCredentials } from '../../../../cli/lib/credentials';
import { CliError } from '../../../../cli/lib/errors';
import { createTranslator } from '../../../../cli/lib/i18n';

const t = createTranslator('en');
const root = mkdtempSync(join(tmpdir(), 'wareport-cred-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const credentials = { apiUrl: 'http://x.test/api', accessToken: 'a', refreshToken: 'r', idUser: 'u' };
const mode = (path: string) => statSync(path).mode & 0o777;

describe('config folder', () => {
  it('is WAREPORT_CONFIG_DIR, else $XDG_CONFIG_HOME/wareport, else ~/.config/wareport', () => {
    expect(configDir({ WAREPORT_CONFIG_DIR: '/c', XDG_CONFIG_HOME: '/x' }, '/home/me')).toBe('/c');
    expect(configDir({ XDG_CONFIG_HOME: '/x' }, '/home/me')).toBe('/x/wareport');
    expect(configDir({}, '/home/me')).toBe('/home/me/.config/wareport');
    // A relative XDG_CONFIG_HOME is invalid by the XDG spec and ignored.
    expect(configDir({ XDG_CONFIG_HOME: 'rel' }, '/home/me')).toBe('/home/me/.config/wareport');
  });
});

describe('credentials file', () => {
  it('is written 0600 in a 0700 folder, even under a permissive umask', () => {
    const dir = join(mkdtempSync(join(root, 'case-')), 'a', 'wareport');
    const previous = process.umask(0o000);
    try {
      writeCredentials(dir, credentials, t);
    } finally {
      process.umask(previous);
    }
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'credentials.json'))).toBe(0o600);
    expect(JSON.parse(readFileSync(join(dir, 'credentials.json'), 'utf8'))).toEqual(credentials);
  });

  it('tightens a folder and a file that already exist with wider modes', () => {
    const dir = mkdtempSync(join(root, 'case-'));
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'credentials.json'), '{}', { mode: 0o644 });
    writeCredentials(dir, credentials, t);
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'credentials.json'))).toBe(0o600);
  });

  it('reads back what it wrote; absent is null; damaged is a clear error', () => {
    const dir = mkdtempSync(join(root, 'case-'));
    expect(readCredentials(dir, t)).toBeNull();
    writeCredentials(dir, credentials, t);
    expect(readCredentials(dir, t)).toEqual(credentials);
    writeFileSync(join(dir, 'credentials.json'), '{"apiUrl":');
    expect(() => readCredentials(dir, t)).toThrow(
      new CliError(`The credentials file ${join(dir, 'credentials.json')} is damaged. Run \`wareport login\` again.`),
    );
  });

  it('names the file it cannot write', () => {
    // A file where the folder should be: fails for every user, root included.
    const parent = mkdtempSync(join(root, 'case-'));
    writeFileSync(join(parent, 'not-a-folder'), '');
    expect(() => writeCredentials(join(parent, 'not-a-folder', 'wareport'), credentials, t)).toThrow(/^Cannot write .*credentials\.json \(ENOTDIR\)$/);
  });

  it('deletes, and says whether there was anything to delete', () => {
    const dir = mkdtempSync(join(root, 'case-'));
    writeCredentials(dir, credentials, t);
    expect(deleteCredentials(dir, t)).toBe(true);
    expect(deleteCredentials(dir, t)).toBe(false);
  });
});
