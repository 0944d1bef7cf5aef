/**
 * `wareport logout`: revokes the stored refresh token on the API that issued it, then deletes
 * the stored credentials. When the API cannot be reached the credentials are deleted anyway,
 * with a warning: the person asked to be signed out of this machine.
 */
import type { CliContext, GlobalOptions } from '../../lib/context';
import { deleteCredentials, readCredentials, type Credentials } from '../../lib/credentials';
import { CliError, explainError } from '../../lib/errors';
import { createReporter } from '../../lib/output';
import { identityClient } from '../../lib/session';

export type LogoutOptions = GlobalOptions;

export async function logout(ctx: CliContext, options: LogoutOptions): Promise<void> {
  const { t } = ctx;
  const reporter = createReporter(ctx, options);
  let stored: Credentials | null = null;
  try {
    stored = readCredentials(ctx.configDir, t);
  } catch (error) {
    // A damaged file holds nothing to revoke; deleting it is still the right thing.
    if (!(error instanceof CliError)) throw error;
  }
  if (stored) {
    try {
      await identityClient(ctx, stored.apiUrl).request({ method: 'POST', path: '/auth/signout', body: { refreshToken: stored.refreshToken } });
    } catch (error) {
      reporter.warn(t('cli.logout.notRevoked', { reason: explainError(error, { t, apiUrl: stored.apiUrl }) }));
    }
  }
  const deleted = deleteCredentials(ctx.configDir, t);
  if (options.json) reporter.data(JSON.stringify({ signedOut: deleted, apiUrl: stored?.apiUrl ?? null }));
  else reporter.info(deleted ? t('cli.logout.success') : t('cli.logout.notSignedIn'));
}
