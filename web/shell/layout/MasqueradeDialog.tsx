import { accountLabel } from '../../../shared/rules/display';
import { Alert, Autocomplete, Box, CircularProgress, MenuItem, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { messageText, useTranslate } from '../i18n/use-translate';
import type { Message } from '../../../shared/rules/message';
import { isMasqueradeSearchLongEnough, MASQUERADE_SEARCH_MIN_CHARS } from '../../../shared/rules/session-forms';
import type { MasqueradeSuggestion } from '../session/masquerade';
import { useMasquerade, type Masquerade } from './use-masquerade';
import { FormDialog } from '../../components/RecordDialog';

/**
 * The masquerade modal (spec part 1, sections 2 and 5): client, account (shown only when the
 * client has several; a single one is chosen automatically) and a user picked from the
 * suggestions of GET /masquerade/{a}/users/{query}, asked from 3 characters, 500 ms after typing
 * stops. Starting opens the session on the server, then the portal reloads as that user; a
 * refusal shows the server's message.
 */
export const MasqueradeDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const masquerade = useMasquerade(open, onClose);
  const { choices, clientsPending, idClient, idClientAccount, accounts, errors, busy } = masquerade;
  const message = (error?: Message) => (error ? messageText(translate, error) : undefined);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="masquerade-title"
      title={translate('session.masquerade.title')}
      maxWidth="xs"
      fullScreen={fullScreen}
      busy={busy}
      onSubmit={() => void masquerade.start()}
      action={{
        label: translate('session.masquerade.start'),
        disabled: busy,
        startIcon: busy ? <CircularProgress size={16} color="inherit" /> : null,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('session.masquerade.intro')}
      </Typography>
      <Stack spacing={2}>
        {masquerade.clientsError ? <Alert severity="error">{translate('session.settings.clientsUnavailable')}</Alert> : null}
        {masquerade.failure ? (
          <Alert severity="error" role="alert">
            {masquerade.failure}
          </Alert>
        ) : null}
        <TextField
          select
          fullWidth
          label={translate('session.masquerade.client')}
          value={clientsPending ? '' : (idClient ?? '')}
          onChange={(e) => masquerade.chooseClient(e.target.value)}
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
            onChange={(e) => masquerade.chooseAccount(e.target.value)}
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
        <MasqueradeUserField masquerade={masquerade} error={message(errors.idUser)} />
      </Stack>
    </FormDialog>
  );
};

/** The user, picked from the server's suggestions for what is typed. */
const MasqueradeUserField = ({ masquerade, error }: { masquerade: Masquerade; error: string | undefined }) => {
  const translate = useTranslate();
  const { user, text, searching } = masquerade;
  const noOptionsText = !isMasqueradeSearchLongEnough(text)
    ? translate('session.masquerade.typeMore', { min: MASQUERADE_SEARCH_MIN_CHARS })
    : masquerade.searchFailed
      ? translate('session.masquerade.searchFailed')
      : translate('session.masquerade.noUser');
  return (
    <Autocomplete<MasqueradeSuggestion>
      options={masquerade.options}
      value={user}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason === 'reset' && !value && user) return;
        masquerade.setText(value);
      }}
      onChange={(_, value) => masquerade.chooseUser(value)}
      // The server searches; every suggestion it sends is shown.
      filterOptions={(x) => x}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.idUser === b.idUser}
      loading={searching}
      loadingText={translate('session.masquerade.searching')}
      noOptionsText={noOptionsText}
      disabled={!masquerade.idClientAccount || masquerade.busy}
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
          error={!!error}
          helperText={error ?? translate('session.masquerade.userHint', { min: MASQUERADE_SEARCH_MIN_CHARS })}
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
  );
};

export default MasqueradeDialog;
