import BuildIcon from '@mui/icons-material/Build';
import RefreshIcon from '@mui/icons-material/Refresh';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { seesMaintenancePage } from '../../../shared/rules/menu';
import { useTranslate, type WebKey } from '../i18n/use-translate';
import { useSession } from '../session/SessionProvider';
import { useMaintenanceFlag, useShellSettings } from '../session/shell-settings';

const StatusPage = ({ icon, title, text, children }: { icon: ReactNode; title: WebKey; text: WebKey; children?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <Title title={title} />
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 96 } }}>{icon}</Box>
      <Typography variant="h4" component="h1">
        {translate(title)}
      </Typography>
      <Typography color="text.secondary">{translate(text)}</Typography>
      {children}
    </Box>
  );
};

export const MaintenancePage = () => <StatusPage icon={<BuildIcon />} title="messages.maintenance" text="session.maintenance.text" />;

export const ReadyToGoPage = () => {
  const translate = useTranslate();
  return (
    <StatusPage icon={<RocketLaunchIcon />} title="session.readyToGo.title" text="session.readyToGo.text">
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
        {translate('app.action.refresh')}
      </Button>
    </StatusPage>
  );
};

/**
 * Maintenance (spec part 1, section 4): the flag is polled; while it is on, users without the
 * maintenance permission see the maintenance page instead of the screen, and once it is off the
 * 'ready to go' page with Refresh (the screen they left may hold data from before). Holders of
 * the permission keep working, under a banner saying it is on.
 */
export const MaintenanceGate = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { user } = useSession();
  const settings = useShellSettings();
  const flag = useMaintenanceFlag(settings?.maintenancePollSeconds);
  const enabled = !!flag?.enabled;
  const blocked = !!user && seesMaintenancePage(enabled, user.accountPermissions ?? []);
  const [wasBlocked, setWasBlocked] = useState(false);
  useEffect(() => {
    if (blocked) setWasBlocked(true);
  }, [blocked]);
  if (blocked) return <MaintenancePage />;
  if (wasBlocked) return <ReadyToGoPage />;
  return (
    <>
      {enabled && user ? (
        <Alert severity="warning" sx={{ m: 1 }}>
          {translate('session.maintenance.banner')}
        </Alert>
      ) : null}
      {children}
    </>
  );
};
