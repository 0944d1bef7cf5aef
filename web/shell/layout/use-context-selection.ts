import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Message } from '../../../shared/rules/message';
import { accountAfterClientChange, accountsOf, initialClient, warehouseAfterLoad } from '../session/account-choices';
import { requestWarehouses, type AccountSelection } from '../session/session-store';
import { useSession, useSessionApi, useSessionStore } from '../session/SessionProvider';
import { useClientChoices } from '../session/use-client-choices';

export type SelectionErrors = Partial<Record<keyof AccountSelection, Message>>;

const sameSelection = (a: AccountSelection, b: AccountSelection) =>
  a.idClient === b.idClient && a.idClientAccount === b.idClientAccount && a.idWarehouse === b.idWarehouse;

/**
 * The client, account and warehouse being chosen in the context panel, beside the ones applied:
 * each opening starts from what is applied, a lone client is chosen at once, and once an
 * account's warehouses are known its only one (else the one last used there, else its first) is.
 * Any change clears the errors shown.
 */
export function useContextSelection(open: boolean) {
  const api = useSessionApi();
  const store = useSessionStore();
  const { scope } = useSession();
  const { choices, isPending: clientsPending, error: clientsError } = useClientChoices({ enabled: open });
  const applied: AccountSelection = {
    idClient: scope.idClient ?? null,
    idClientAccount: scope.idClientAccount ?? null,
    idWarehouse: scope.idWarehouse ?? null,
  };
  const [selection, setSelection] = useState<AccountSelection>(applied);
  const [errors, setErrors] = useState<SelectionErrors>({});

  // Each opening starts from what is applied (read at that moment, not on every scope change);
  // a lone client is chosen at once.
  useEffect(() => {
    if (!open) return;
    setSelection(applied);
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => {
    if (!open || clientsPending) return;
    setSelection((s) => {
      if (s.idClient) return s;
      const idClient = initialClient(choices, null);
      return idClient ? { idClient, idClientAccount: accountAfterClientChange(choices, idClient), idWarehouse: null } : s;
    });
  }, [open, clientsPending, choices]);

  const warehouses = useQuery({
    queryKey: ['session', 'warehouses', selection.idClient, selection.idClientAccount],
    queryFn: () => requestWarehouses(api, selection.idClient, selection.idClientAccount!),
    enabled: open && !!selection.idClientAccount,
    retry: false,
  });
  // Once the account's warehouses are known: its only one is chosen.
  useEffect(() => {
    if (!warehouses.data) return;
    setSelection((s) => ({ ...s, idWarehouse: warehouseAfterLoad(warehouses.data, s.idWarehouse, store.lastUsedWarehouse(s.idClientAccount)) }));
  }, [warehouses.data, store]);

  const change = (next: AccountSelection) => {
    setSelection(next);
    setErrors({});
  };

  return {
    choices,
    clientsPending,
    clientsError,
    accounts: accountsOf(choices, selection.idClient),
    warehouses,
    selection,
    errors,
    setErrors,
    change,
    changed: !sameSelection(selection, applied),
  };
}

export type ContextSelection = ReturnType<typeof useContextSelection>;
