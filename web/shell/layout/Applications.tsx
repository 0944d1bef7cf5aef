import AppsIcon from '@mui/icons-material/Apps';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Card, CardActionArea, CardContent, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { useTranslate } from '../i18n/use-translate';
import { applicationAddress, needsApplicationChoice, useApplications, type Application } from '../session/applications';
import { useSession, useSessionStore } from '../session/SessionProvider';

/** Chooses an application: kept with the session; one at another address is opened there. */
function useChooseApplication() {
  const store = useSessionStore();
  return (application: Application) => {
    store.selectApplication(application.idApplication);
    const address = applicationAddress(application, window.location.origin);
    if (address) window.location.assign(address);
  };
}

/** The application chooser (spec part 1, section 2): several applications and none chosen yet. */
export const ApplicationChooser = ({ applications }: { applications: Application[] }) => {
  const choose = useChooseApplication();
  return (
    <Box component="section" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900, mx: 'auto', width: '100%' }}>
      <PageTitle title="session.applications.title" intro="session.applications.intro" variant="h4" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {applications.map((application) => (
          <Card key={application.idApplication} variant="outlined">
            <CardActionArea onClick={() => choose(application)} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <AppsIcon color="primary" sx={{ fontSize: 40 }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="h2">
                    {application.name}
                  </Typography>
                  {application.description ? <Typography color="text.secondary">{application.description}</Typography> : null}
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
};

/** The screen, or the chooser while the user has several applications and none is chosen. */
export const ApplicationGate = ({ children }: { children: ReactNode }) => {
  const applications = useApplications();
  const { scope } = useSession();
  if (applications && needsApplicationChoice(applications, scope.idApplication)) return <ApplicationChooser applications={applications} />;
  return <>{children}</>;
};

/** The header's application switcher: only for users with more than one application. */
export const ApplicationSwitcher = () => {
  const translate = useTranslate();
  const applications = useApplications();
  const { scope } = useSession();
  const choose = useChooseApplication();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!applications || applications.length < 2) return null;
  const current = applications.find((a) => a.idApplication === scope.idApplication);
  const label = current ? translate('session.applications.switcher', { name: current.name }) : translate('session.applications.none');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {applications.map((application) => (
          <MenuItem
            key={application.idApplication}
            selected={application.idApplication === scope.idApplication}
            onClick={() => {
              setAnchor(null);
              choose(application);
            }}
          >
            <ListItemIcon>{application.idApplication === scope.idApplication ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={application.name} secondary={application.description} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
