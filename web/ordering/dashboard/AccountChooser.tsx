import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { SessionUser } from '../../shell/session/session-user';
import { DashboardSection, useChooseAccount } from './DashboardSection';

/**
 * A user with several accounts chooses the one to work in (remembered per user on this
 * device). The account's warehouse is chosen by the usual rule: its only one, else none until
 * the header's warehouse switcher.
 */
export const AccountChooser = ({ user, onChosen }: { user: SessionUser; onChosen?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const clientName = user.client?.clientName;
  const { busy, choose } = useChooseAccount({ onChosen, onFailed: () => notify('pages.dashboard.chooseFailed', { type: 'error' }) });
  return (
    <DashboardSection
      titleId="account-chooser-title"
      title={translate('pages.dashboard.chooseAccount')}
      subheader={translate('pages.dashboard.chooseAccountHint')}
    >
      <List disablePadding>
        {user.accounts.map((account) => (
          // A list holds list items (axe "list"): each button inside its item.
          <ListItem key={account.idClientAccount} disablePadding divider>
            <ListItemButton disabled={busy} onClick={() => void choose(account.idClient, account.idClientAccount)}>
              <ListItemText
                primary={account.accountName}
                secondary={[account.accountCode, account.idClient === user.client?.idClient ? clientName : null].filter(Boolean).join(' · ') || undefined}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </DashboardSection>
  );
};
