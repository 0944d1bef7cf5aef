import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-admin';
import { openMasqueradeSession } from './masquerade';
import type { AccountSelection } from './session-store';
import { useSessionApi, useSessionStore } from './SessionProvider';

/**
 * The session changes the shell offers, each followed by what the spec asks: the session user
 * and warehouses reloaded by the store, then every screen's data (react-admin's queries, which
 * will hold the cart, events, catalogs and reports) fetched again for the new scope. Queries are
 * reset rather than invalidated so that nothing fetched for the previous scope stays on screen.
 */
export function useSessionActions() {
  const store = useSessionStore();
  const api = useSessionApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMemo(() => {
    const reloadData = () => queryClient.resetQueries();
    return {
      /** The working context panel: client, account and warehouse (the caller keeps the user's screen). */
      applySettings: async (selection: AccountSelection) => {
        await store.applySettings(api, selection);
        await reloadData();
      },
      /** Removes the stored settings and returns to the root. */
      resetSettings: async () => {
        store.resetSettings();
        navigate('/');
        await store.reload(api);
        await reloadData();
      },
      /** Opens a session on the server, stores its ids, goes home and reloads as that user. */
      startMasquerade: async (idUserMasquerade: string, selection: { idClient: string; idClientAccount: string }) => {
        const idMasquerade = await openMasqueradeSession(api, idUserMasquerade, selection.idClientAccount);
        navigate('/');
        await store.startMasquerade(api, { idUser: idUserMasquerade, idMasquerade }, selection);
        await reloadData();
      },
      /** Clears the session, goes home, reloads, and tells the server (a failure there is ignored). */
      endMasquerade: async () => {
        navigate('/');
        await store.endMasquerade(api);
        await reloadData();
      },
      /** A warehouse of the account chosen where the user is (adding to the cart before any was chosen): the screen stays. */
      selectWarehouse: async (idWarehouse: string) => {
        store.selectWarehouse(idWarehouse);
        await reloadData();
      },
    };
  }, [store, api, queryClient, navigate]);
}
