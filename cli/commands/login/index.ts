/**
 * `wareport login`: signs in with the built-in identity (e-mail and password) and stores
 * { apiUrl, accessToken, refreshToken, idUser } for the next commands. Nothing is stored when
 * sign-in fails.
 */
import type { Readable } from 'node:stream';
import type { CliContext, GlobalOptions } from '../../lib/context';
import { credentialsSchema, writeCredentials, type Credentials } from '../../lib/credentials';
import { CliError } from '../../lib/errors';
import { createReporter } from '../../lib/output';
import { overrideOrAsk } from '../../lib/prompting';
import { identityClient, resolveApiUrl, tryReadCredentials } from '../../lib/session';
import { askEmail, askPassword } from './prompts';

export interface LoginOptions extends GlobalOptions {
  email?: string;
  password?: string;
  passwordStdin?: boolean;
}

/** All of stdin, without the one line end `echo` or a file adds. */
export async function readSecret(stdin: Readable): Promise<string> {
  let text = '';
  stdin.setEncoding('utf8');
  for await (const chunk of stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

export async function login(ctx: CliContext, options: LoginOptions): Promise<void> {
  const { t } = ctx;
  if (options.passwordStdin && options.email === undefined) throw CliError.usage(t('cli.errors.passwordStdinNeedsEmail'));
  // A damaged file is about to be replaced: no reason to refuse.
  const previous = tryReadCredentials(ctx);
  const apiUrl = resolveApiUrl(ctx, options, previous);

  const email = await overrideOrAsk(ctx, options.email, '--email', () => askEmail(ctx));
  let password: string;
  if (options.passwordStdin) {
    password = await readSecret(ctx.io.stdin);
    if (!password) throw CliError.usage(t('cli.errors.emptyPassword'));
  } else {
    password = await overrideOrAsk(ctx, options.password, '--password', () => askPassword(ctx));
  }

  const identity = identityClient(ctx, apiUrl);
  // The device token of an earlier sign-in on this machine (the server reads it only for its own user).
  const deviceToken = previous?.apiUrl === apiUrl ? previous.deviceToken : undefined;
  const answer = await identity.request({ method: 'POST', path: '/auth/signin', body: { email, password, deviceToken } });
  const credentials: Credentials = { apiUrl, ...credentialsSchema.omit({ apiUrl: true }).parse(answer) };
  writeCredentials(ctx.configDir, credentials, t);

  // The session this one replaces is revoked, best effort: failing to do so changes nothing here.
  if (previous?.apiUrl === apiUrl && previous.refreshToken !== credentials.refreshToken) {
    await identity.request({ method: 'POST', path: '/auth/signout', body: { refreshToken: previous.refreshToken } }).catch(() => {});
  }

  const reporter = createReporter(ctx, options);
  if (options.json) reporter.data(JSON.stringify({ apiUrl, email, idUser: credentials.idUser }));
  else reporter.info(t('cli.login.success', { email, apiUrl }));
}
