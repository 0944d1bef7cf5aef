import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import type { Message } from '../../../shared/rules/message';
import { isMasqueradeSearchLongEnough, MASQUERADE_SEARCH_DEBOUNCE_MS, validateMasquerade } from '../../../shared/rules/session-forms';
import { serverMessageKey } from '../i18n/i18n-provider';
import { useTranslate } from '../i18n/use-translate';
import { accountAfterClientChange, accountsOf, initialClient } from '../session/account-choices';
import { masqueradeFailureMessage, searchMasqueradeUsers, type MasqueradeSuggestion } from '../session/masquerade';
import { useSession, useSessionApi } from '../session/SessionProvider';
import { useClientChoices } from '../session/use-client-choices';
import { useSessionActions } from '../session/use-session-actions';

export type MasqueradeField = 'idClient' | 'idClientAccount' | 'idUser';

/** Suggestions: from 3 characters, once typing has paused for 500 ms; late answers are ignored. */
const useUserSuggestions = (open: boolean, idClientAccount: string | null, text: string, user: MasqueradeSuggestion | null) => {
  const api = useSessionApi();
  const [options, setOptions] = useState<MasqueradeSuggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const [searchFailed, setSearchFailed] = useState(false);
  useEffect(() => {
    setSearchFailed(false);
    if (!open || !idClientAccount || !isMasqueradeSearchLongEnough(text) || (user && user.name === text)) {
      setOptions([]);
      setSearching(false);
      return;
    }
    let current = true;
    setSearching(true);
    const timer = setTimeout(() => {
      searchMasqueradeUsers(api, idClientAccount, text)
        .then((found) => current && setOptions(found))
        .catch(() => current && (setOptions([]), setSearchFailed(true)))
        .finally(() => current && setSearching(false));
    }, MASQUERADE_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, api, idClientAccount, text, user]);
  return { options, searching, searchFailed };
};

/**
 * The state of the masquerade modal: the client, account and user chosen (each opening starts
 * from the account being worked in), the user suggestions as typing pauses, and starting.
 */
export const useMasquerade = (open: boolean, onClose: () => void) => {
  const translate = useTranslate();
  const actions = useSessionActions();
  const { scope } = useSession();
  const { choices, isPending: clientsPending, error: clientsError } = useClientChoices({ enabled: open });
  const [idClient, setIdClient] = useState<string | null>(null);
  const [idClientAccount, setIdClientAccount] = useState<string | null>(null);
  const [user, setUser] = useState<MasqueradeSuggestion | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<MasqueradeField, Message>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts from the account being worked in, or the only client and account.
  useEffect(() => {
    if (!open || clientsPending) return;
    const client = initialClient(choices, scope.idClient);
    const accounts = accountsOf(choices, client);
    setIdClient(client);
    setIdClientAccount(accounts.some((a) => a.idClientAccount === scope.idClientAccount) ? scope.idClientAccount! : accountAfterClientChange(choices, client));
    setUser(null);
    setText('');
    setErrors({});
    setFailure(null);
  }, [open, clientsPending, choices, scope.idClient, scope.idClientAccount]);

  const { options, searching, searchFailed } = useUserSuggestions(open, idClientAccount, text, user);

  const accounts = accountsOf(choices, idClient);

  async function start() {
    setFailure(null);
    const found = validateMasquerade({ idClient, idClientAccount, idUser: user?.idUser });
    setErrors(found);
    if (Object.keys(found).length || !idClient || !idClientAccount || !user) return;
    setBusy(true);
    try {
      await actions.startMasquerade(user.idUser, { idClient, idClientAccount });
      onClose();
    } catch (error) {
      // The spec: the message of the response (its data, else the error's own).
      const text = masqueradeFailureMessage(error);
      const code = error instanceof ApiError ? error.code : undefined;
      setFailure(translate(serverMessageKey(text) ?? (code ? `errors.codes.${code}` : text), { _: text }));
    } finally {
      setBusy(false);
    }
  }

  const chooseClient = (client: string) => {
    setIdClient(client);
    setIdClientAccount(accountAfterClientChange(choices, client));
    setUser(null);
    setText('');
    setErrors({});
  };
  const chooseAccount = (account: string) => {
    setIdClientAccount(account);
    setUser(null);
    setText('');
    setErrors({});
  };
  const chooseUser = (value: MasqueradeSuggestion | null) => {
    setUser(value);
    setErrors((e) => ({ ...e, idUser: undefined }));
  };

  return {
    choices,
    clientsPending,
    clientsError,
    idClient,
    idClientAccount,
    accounts,
    user,
    text,
    setText,
    options,
    searching,
    searchFailed,
    errors,
    failure,
    busy,
    start,
    chooseClient,
    chooseAccount,
    chooseUser,
  };
};

export type Masquerade = ReturnType<typeof useMasquerade>;
