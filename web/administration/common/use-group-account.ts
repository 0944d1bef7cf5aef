import { useMemo } from 'react';
import { useStore } from 'react-admin';
import type { Subject } from '../../../shared/permissions';
import { useClientChoices } from '../../shell/session/use-client-choices';
import { useSession } from '../../shell/session/SessionProvider';
import { currentGroupAccount, groupAccountChoices, type AccountOption, type GroupAccount } from './group-account';

/** Where the account picked on the group screens is kept (react-admin's store: reset at sign-out). */
const PICKED_ACCOUNT_KEY = 'resources.groups.account';

export interface GroupAccountState {
  /** The account the screens work in; null until one is picked. */
  account: GroupAccount | null;
  /** The option of that account (names), when known. */
  option: AccountOption | null;
  /** The session's active account decides, and cannot be changed here. */
  fromSession: boolean;
  options: AccountOption[];
  isPending: boolean;
  pick(account: GroupAccount | null): void;
}

/**
 * The account of the group screens: the session's active account, else the one picked on them.
 * Other per-account screens (products) use it with their own subject and store key.
 */
export function useGroupAccount(subject: Subject = 'AdminGroups', storeKey = PICKED_ACCOUNT_KEY): GroupAccountState {
  const { user, scope } = useSession();
  const [picked, setPicked] = useStore<GroupAccount | null>(storeKey, null);
  const { choices, isPending } = useClientChoices();
  const options = useMemo(
    () =>
      groupAccountChoices(
        user?.accountPermissions ?? [],
        choices.flatMap((client) => client.accounts.map((a) => ({ ...a, idClient: client.idClient, clientName: client.clientName }))),
        subject,
      ),
    [user, choices, subject],
  );
  const account = currentGroupAccount(scope, picked, isPending ? undefined : options);
  return {
    account,
    option: (account && options.find((o) => o.idClientAccount === account.idClientAccount)) ?? null,
    fromSession: !!(scope.idClient && scope.idClientAccount),
    options,
    isPending,
    pick: setPicked,
  };
}
