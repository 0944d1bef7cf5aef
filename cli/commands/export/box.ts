/**
 * The box an export of a box's list reads (`--box`): one box instead of every box of the box
 * administration, so that a box user, who administers no box, exports their own box's lists.
 * Named by number, name or id (any case) among the boxes the user administers (GET /box/boxs)
 * and the BOX warehouses of the accounts they work in (GET /warehouses: a box's id is its
 * warehouse's, its name the box's). The API refuses a box the user does not reach, as in the portal.
 */
import type { ApiClient } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { boxes } from '../../../shared/administration/boxes';
import { accountWarehouseList } from '../../../shared/administration/accounts';
import { sessionUserCalls } from '../../../shared/administration/session-user';
import { callAction } from '../../../shared/registry/route-kinds';
import { candidateLabel, namedCandidates } from '../../../shared/imports/targets';
import type { CliContext } from '../../lib/context';
import { CliError } from '../../lib/errors';

interface BoxCandidate {
  id: string;
  name: string;
  code?: string;
}

/** Picks the box a value names; pure, for tests. */
export function pickBox(candidates: readonly BoxCandidate[], value: string): BoxCandidate | { choices: string[] } {
  // A box both administered and worked in keeps its first naming (with its number).
  const unique = candidates.filter((c, i) => candidates.findIndex((d) => d.id === c.id) === i);
  const found = namedCandidates(value, unique);
  return found.length === 1 ? found[0] : { choices: (found.length ? found : unique).map(candidateLabel) };
}

/** What a 403 (no box administration) leaves out, nothing else. */
const unlessRefused = <T>(promise: Promise<T>, fallback: T) =>
  promise.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 403) return fallback;
    throw error;
  });

export async function chooseBox(ctx: CliContext, api: ApiClient, value: string): Promise<{ idBox: string }> {
  const administered = await unlessRefused(
    api.request<{ items: { idBox: string; boxNumber: string; boxName: string }[] }>({ path: boxes.paths.list, query: { pageSize: -1 } }),
    { items: [] },
  );
  const user = await callAction(api, sessionUserCalls.read);
  const worked: BoxCandidate[] = [];
  for (const { idClientAccount } of user.accounts) {
    const { warehouses } = await callAction(api, accountWarehouseList, undefined, { IdClientAccount: idClientAccount });
    for (const w of warehouses) if (w.warehouseType === 'BOX') worked.push({ id: w.idWarehouse, name: w.warehouseName });
  }
  const picked = pickBox([...administered.items.map((b) => ({ id: b.idBox, name: b.boxName, code: b.boxNumber })), ...worked], value);
  if ('choices' in picked) throw CliError.usage(ctx.t('cli.export.unknownBox', { value, choices: picked.choices.join(', ') || '-' }));
  return { idBox: picked.id };
}
