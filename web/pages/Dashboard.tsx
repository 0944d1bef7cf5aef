import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, Title } from 'react-admin';
import { useTranslate } from '../i18n/use-translate';
import { useSession } from '../session/SessionProvider';
import { fullName } from '../session/session-user';

/** A plain welcome: who is signed in and in which client, account and warehouse. No figures until the dashboard's own issue. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { user, scope, account, warehouses } = useSession();
  if (!user) return null;
  const warehouse = warehouses.find((w) => w.idWarehouse === scope.idWarehouse);
  // The account chosen in the settings panel may be of another client than the user's own.
  const clientName = account?.clientName ?? user.client?.clientName ?? null;
  const none = translate('pages.dashboard.none');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="pages.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('pages.dashboard.welcome', { name: fullName(user) })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('pages.dashboard.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 6 }}>
          <Labeled label="pages.dashboard.client">
            <Typography data-testid="active-client">{clientName ?? (user.accounts.length ? none : translate('pages.dashboard.allClients'))}</Typography>
          </Labeled>
          <Labeled label="pages.dashboard.account">
            <Typography data-testid="active-account">{account?.accountName ?? none}</Typography>
          </Labeled>
          <Labeled label="pages.dashboard.warehouse">
            <Typography data-testid="active-warehouse">{warehouse?.warehouseName ?? none}</Typography>
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  );
};
