import { accountLabel } from '../../../shared/rules/display';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { messageText, useTranslate } from '../i18n/use-translate';
import { ApiError } from '../../../shared/api/api-error';
import type { Message } from '../../../shared/rules/message';
import {
  isMasqueradeSearchLongEnough,
  MASQUERADE_SEARCH_DEBOUNCE_MS,
  MASQUERADE_SEARCH_MIN_CHARS,
  validateMasquerade,
} from '../../../shared/rules/session-forms';
import { serverMessageKey } from '../i18n/i18n-provider';
import { accountAfterClientChange, accountsOf, initialClient } from '../session/account-choices';
import { masqueradeFailureMessage, searchMasqueradeUsers, type MasqueradeSuggestion } from '../session/masquerade';
import { useSession, useSessionApi } from '../session/SessionProvider';
import { useClientChoices } from '../session/use-client-choices';
import { useSessionActions } from '../session/use-session-actions';

type Field = 'idClient' | 'idClientAccount' | 'idUser';

/**
 * The masquerade modal (spec part 1, sections 2 and 5): client, account (shown only when the
 * client has several; a single one is chosen automatically) and a user picked from the
 * suggestions of GET /masquerade/{a}/users/{query}, asked from 3 characters, 500 ms after typing
 * stops. Starting opens the session on the server, then the portal reloads as that user; a
 * refusal shows the server's message.
 */
export const MasqueradeDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const actions = useSessionActions();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { scope } = useSession();
  const { choices, isPending: clientsPending, error: clientsError } = useClientChoices({ enabled: open });
  const [idClient, setIdClient] = useState<string | null>(null);
  const [idClientAccount, setIdClientAccount] = useState<string | null>(null);
  const [user, setUser] = useState<MasqueradeSuggestion | null>(null);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<MasqueradeSuggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const [searchFailed, setSearchFailed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, Message>>>({});
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

  // Suggestions: from 3 characters, once typing has paused for 500 ms; late answers are ignored.
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

  const accounts = accountsOf(choices, idClient);
  const message = (error?: Message) => (error ? messageText(translate, error) : undefined);

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

  const noOptionsText = !isMasqueradeSearchLongEnough(text)
    ? translate('session.masquerade.typeMore', { min: MASQUERADE_SEARCH_MIN_CHARS })
    : searchFailed
      ? translate('session.masquerade.searchFailed')
      : translate('session.masquerade.noUser');

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="masquerade-title">
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void start())}>
        <DialogTitle id="masquerade-title">{translate('session.masquerade.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('session.masquerade.intro')}
          </Typography>
          <Stack spacing={2}>
            {clientsError ? <Alert severity="error">{translate('session.settings.clientsUnavailable')}</Alert> : null}
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextField
              select
              fullWidth
              label={translate('session.masquerade.client')}
              value={clientsPending ? '' : (idClient ?? '')}
              onChange={(e) => {
                setIdClient(e.target.value);
                setIdClientAccount(accountAfterClientChange(choices, e.target.value));
                setUser(null);
                setText('');
                setErrors({});
              }}
              error={!!errors.idClient}
              helperText={message(errors.idClient)}
              disabled={clientsPending || busy}
            >
              {choices.map((c) => (
                <MenuItem key={c.idClient} value={c.idClient}>
                  {c.clientName}
                </MenuItem>
              ))}
            </TextField>
            {accounts.length > 1 ? (
              <TextField
                select
                fullWidth
                label={translate('session.masquerade.account')}
                value={idClientAccount ?? ''}
                onChange={(e) => {
                  setIdClientAccount(e.target.value);
                  setUser(null);
                  setText('');
                  setErrors({});
                }}
                error={!!errors.idClientAccount}
                helperText={message(errors.idClientAccount)}
                disabled={busy}
              >
                {accounts.map((a) => (
                  <MenuItem key={a.idClientAccount} value={a.idClientAccount}>
                    {accountLabel(a)}
                  </MenuItem>
                ))}
              </TextField>
            ) : errors.idClientAccount && idClient ? (
              <Typography color="error" variant="caption">
                {message(errors.idClientAccount)}
              </Typography>
            ) : null}
            <Autocomplete<MasqueradeSuggestion>
              options={options}
              value={user}
              inputValue={text}
              onInputChange={(_, value, reason) => {
                if (reason === 'reset' && !value && user) return;
                setText(value);
              }}
              onChange={(_, value) => {
                setUser(value);
                setErrors((e) => ({ ...e, idUser: undefined }));
              }}
              // The server searches; every suggestion it sends is shown.
              filterOptions={(x) => x}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(a, b) => a.idUser === b.idUser}
              loading={searching}
              loadingText={translate('session.masquerade.searching')}
              noOptionsText={noOptionsText}
              disabled={!idClientAccount || busy}
              renderOption={(props, option) => {
                const { key, ...rest } = props as typeof props & { key: string };
                return (
                  <li key={key} {...rest}>
                    <Box>
                      <Typography>{option.name}</Typography>
                      {option.email ? (
                        <Typography variant="caption" color="text.secondary">
                          {option.email}
                        </Typography>
                      ) : null}
                    </Box>
                  </li>
                );
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={translate('session.masquerade.user')}
                  error={!!errors.idUser}
                  helperText={message(errors.idUser) ?? translate('session.masquerade.userHint', { min: MASQUERADE_SEARCH_MIN_CHARS })}
                  InputProps={{
                    ...params.InputProps,
                    endAdornment: (
                      <>
                        {searching ? <CircularProgress color="inherit" size={18} /> : null}
                        {params.InputProps.endAdornment}
                      </>
                    ),
                  }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}>
            {translate('session.masquerade.start')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};

export default MasqueradeDialog;
