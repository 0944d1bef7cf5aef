/**
 * The account an export of a per-account resource reads: `--account` names it by id, code or
 * name (any case; `--client` narrows by client name or id), by the rule every target flag of
 * the imports follows too (shared/imports/targets.ts); left out, the only account the user sees is
 * taken, else it is a usage error listing the choices.
 */
import type { ApiClient } from '../../../shared/api/api-client';
import { sessionUserCalls } from '../../../shared/administration/session-user';
import { callAction } from '../../../shared/registry/route-kinds';
import { candidateLabel, namedCandidates } from '../../../shared/imports/targets';
import type { CliContext } from '../../lib/context';
import { CliError } from '../../lib/errors';

/** Every account the user sees, across clients (the accounts screen's list). */
const VISIBLE_ACCOUNTS = '/clients/accounts';

interface AccountChoice {
  idClient: string;
  idClientAccount: string;
  accountCode: string;
  accountName: string;
  clientName: string;
}

export interface AccountFlags {
  client?: string;
  account?: string;
}

/** Picks among the accounts the user sees; pure, for tests. */
export function pickAccount(choices: readonly AccountChoice[], flags: AccountFlags): AccountChoice | { error: 'missing' | 'unknown'; choices: string[] } {
  const clients = [...new Map(choices.map((a) => [a.idClient, { id: a.idClient, name: a.clientName }])).values()];
  const named = flags.client ? new Set(namedCandidates(flags.client, clients).map((c) => c.id)) : null;
  const inClient = choices
    .filter((a) => !named || named.has(a.idClient))
    .map((a) => ({ id: a.idClientAccount, name: a.accountName, code: a.accountCode, account: a }));
  const found = flags.account ? namedCandidates(flags.account, inClient) : inClient;
  if (found.length === 1) return found[0].account;
  return {
    error: flags.account && !found.length ? 'unknown' : 'missing',
    choices: (found.length ? found : inClient).map(candidateLabel),
  };
}

export async function chooseAccount(ctx: CliContext, api: ApiClient, flags: AccountFlags) {
  const answer = await api.request<{ items: AccountChoice[] }>({ path: VISIBLE_ACCOUNTS, query: { pageSize: -1 } });
  return picked(ctx, answer.items, flags);
}

/**
 * Among the accounts the user works in (GET /userinfo), for what is read as the user rather
 * than administered (their own orders): an orderer may not list the administration's accounts.
 */
export async function chooseOwnAccount(ctx: CliContext, api: ApiClient, flags: AccountFlags) {
  const user = await callAction(api, sessionUserCalls.read);
  return picked(
    ctx,
    user.accounts.map((a) => ({ ...a, clientName: user.client?.clientName ?? '' })),
    flags,
  );
}

function picked(ctx: CliContext, choices: readonly AccountChoice[], flags: AccountFlags) {
  const picked = pickAccount(choices, flags);
  if ('error' in picked) {
    const key = picked.error === 'unknown' ? 'cli.export.unknownAccount' : 'cli.export.missingAccount';
    throw CliError.usage(ctx.t(key, { value: flags.account ?? '', choices: picked.choices.join(', ') || '-' }));
  }
  return { idClient: picked.idClient, idClientAccount: picked.idClientAccount };
}
