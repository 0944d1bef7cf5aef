import { LinearProgress, List, ListItem, ListItemButton, ListItemText, ListSubheader, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { accountLabel } from '../../../shared/rules/display';
import { useFormats } from '../../components/use-formats';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession } from '../../shell/session/SessionProvider';
import { useClientChoices } from '../../shell/session/use-client-choices';
import { DashboardSection, useChooseAccount } from './DashboardSection';

/** How many accounts the picker lists at once; a search narrows them. */
const SHOWN = 30;

/**
 * The system administrator's home: which client and account to work in. Every client's accounts,
 * searched by client or account name or code; choosing one sets the working context (its
 * warehouse by the usual rule) and the home then answers for that account.
 */
export const WorkspacePicker = () => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const { count } = useFormats();
  const { scope } = useSession();
  const { choices, isPending } = useClientChoices();
  const [search, setSearch] = useState('');
  const words = search.trim().toLocaleLowerCase();
  const matches = (text: string | null | undefined) => !!text && text.toLocaleLowerCase().includes(words);
  const groups = choices
    .map((c) => ({ ...c, accounts: c.accounts.filter((a) => !words || matches(c.clientName) || matches(a.accountName) || matches(a.accountCode)) }))
    .filter((c) => c.accounts.length);
  let left = SHOWN;
  const shown = groups.map((c) => {
    const accounts = c.accounts.slice(0, Math.max(left, 0));
    left -= accounts.length;
    return { ...c, accounts };
  });
  const total = groups.reduce((n, c) => n + c.accounts.length, 0);

  const { busy, choose } = useChooseAccount({ onFailed: notifyError });

  return (
    <DashboardSection
      titleId="workspace-picker-title"
      title={translate('pages.dashboard.home.workIn')}
      subheader={translate('pages.dashboard.home.workInHint')}
    >
      <TextField
        fullWidth
        size="small"
        type="search"
        label={translate('pages.dashboard.home.searchAccounts')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 1 }}
      />
      {isPending || busy ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {!isPending && !total ? <Typography color="text.secondary">{translate('pages.dashboard.home.noAccountFound')}</Typography> : null}
      <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
        {shown
          .filter((c) => c.accounts.length)
          .map((c) => (
            <li key={c.idClient}>
              <List dense disablePadding>
                <ListSubheader disableSticky sx={{ px: 0, lineHeight: 2.5 }}>
                  {c.clientName}
                </ListSubheader>
                {c.accounts.map((a) => (
                  <ListItem key={a.idClientAccount} disablePadding divider>
                    <ListItemButton
                      selected={a.idClientAccount === scope.idClientAccount}
                      disabled={busy}
                      onClick={() => void choose(c.idClient, a.idClientAccount)}
                    >
                      <ListItemText primary={accountLabel(a)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </li>
          ))}
      </List>
      {total > SHOWN ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('pages.dashboard.home.moreAccounts', { smart_count: total - SHOWN, count: count(total - SHOWN) })}
        </Typography>
      ) : null}
    </DashboardSection>
  );
};
