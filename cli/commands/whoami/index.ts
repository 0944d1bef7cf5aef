/**
 * `wareport whoami`: the signed-in user from GET /userinfo: name and e-mail, client,
 * administration roles, and each account with its roles. --json prints the raw user.
 */
import { sessionUserCalls } from '../../../shared/administration/session-user';
import { callAction } from '../../../shared/registry/route-kinds';
import type { CliContext, GlobalOptions } from '../../lib/context';
import { createReporter } from '../../lib/output';
import { openSession } from '../../lib/session';

export type WhoamiOptions = GlobalOptions;

interface Role {
  role: string;
}

/** The parts of the session user (GET /userinfo) this command shows. */
export interface SessionUser {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  client?: { clientName: string } | null;
  adminRoles?: Role[];
  accounts?: { accountName: string; accountCode?: string | null; roles?: Role[] }[];
  masquerade?: { idMasquerade: string } | null;
}

export function describeUser(ctx: CliContext, user: SessionUser): string[] {
  const { t } = ctx;
  const roles = (list: Role[] = []) => (list.length ? list.map((r) => r.role).join(', ') : t('cli.whoami.noRoles'));
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const lines = [name ? `${name} <${user.email}>` : user.email];
  lines.push(user.client ? t('cli.whoami.client', { name: user.client.clientName }) : t('cli.whoami.noClient'));
  if (user.adminRoles?.length) lines.push(t('cli.whoami.roles', { roles: roles(user.adminRoles) }));
  if (user.accounts?.length) {
    lines.push(t('cli.whoami.accounts'));
    for (const account of user.accounts) {
      lines.push(t('cli.whoami.account', { name: account.accountName, code: account.accountCode ?? '-', roles: roles(account.roles) }));
    }
  } else {
    lines.push(t('cli.whoami.noAccounts'));
  }
  if (user.masquerade) lines.push(t('cli.whoami.masquerade', { id: user.masquerade.idMasquerade }));
  return lines;
}

export async function whoami(ctx: CliContext, options: WhoamiOptions): Promise<void> {
  const { api } = openSession(ctx, options);
  const user: SessionUser = await callAction(api, sessionUserCalls.read);
  const reporter = createReporter(ctx, options);
  if (options.json) reporter.data(JSON.stringify(user, null, 2));
  else for (const line of describeUser(ctx, user)) reporter.data(line);
}
