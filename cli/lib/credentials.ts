/**
 * The stored session: <config folder>/credentials.json, readable by its owner only (file 0600,
 * folder 0700). The folder is $WAREPORT_CONFIG_DIR, else $XDG_CONFIG_HOME/wareport, else
 * ~/.config/wareport. Writes go to a private temp file renamed into place, so a crash never
 * leaves half a file and the secret is never readable by others, even for a moment.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { CliError } from './errors';
import type { Translator } from './i18n';

export const credentialsSchema = z.object({
  apiUrl: z.string().min(1),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  idUser: z.string().min(1),
  /** This machine's token as a known device of the user: sent at the next sign-in, so that a throttled account still lets its owner in. */
  deviceToken: z.string().min(1).optional(),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

export function configDir(env: NodeJS.ProcessEnv, home: string = homedir()): string {
  if (env.WAREPORT_CONFIG_DIR) return env.WAREPORT_CONFIG_DIR;
  // The XDG spec says to ignore a relative XDG_CONFIG_HOME.
  const base = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(home, '.config');
  return join(base, 'wareport');
}

export const credentialsFile = (dir: string) => join(dir, 'credentials.json');

export function readCredentials(dir: string, t: Translator): Credentials | null {
  const file = credentialsFile(dir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw CliError.file(t, 'cli.errors.cannotRead', file, error);
  }
  try {
    return credentialsSchema.parse(JSON.parse(text));
  } catch {
    throw new CliError(t('cli.errors.badCredentialsFile', { file }));
  }
}

export function writeCredentials(dir: string, credentials: Credentials, t: Translator): void {
  const file = credentialsFile(dir);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
    // mkdir's mode is filtered by the umask and ignored for a folder that already exists.
    chmodSync(dir, FOLDER_MODE);
    writeFileSync(temp, `${JSON.stringify(credentials, null, 2)}\n`, { mode: FILE_MODE });
    chmodSync(temp, FILE_MODE);
    renameSync(temp, file);
  } catch (error) {
    try {
      rmSync(temp, { force: true });
    } catch {
      // Nothing was created where nothing could be: the first error is the one to report.
    }
    throw CliError.file(t, 'cli.errors.cannotWrite', file, error);
  }
}

/** Returns false when there was nothing to delete. */
export function deleteCredentials(dir: string, t: Translator): boolean {
  const file = credentialsFile(dir);
  try {
    rmSync(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw CliError.file(t, 'cli.errors.cannotWrite', file, error);
  }
}
