import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Title } from 'react-admin';
import { useTranslate, type WebKey } from '../shell/i18n/use-translate';

/** The body of the session pages (403, 404): an icon, a title, a sentence and the way home. */
export const SessionMessagePage = ({ icon, titleKey, messageKey, code }: { icon: ReactNode; titleKey: WebKey; messageKey: WebKey; code: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <Title title={titleKey} />
      <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 96 } }}>{icon}</Box>
      <Typography variant="overline" color="text.secondary" sx={{ fontSize: 16 }}>
        {code}
      </Typography>
      <Typography variant="h4" component="h1">
        {translate(titleKey)}
      </Typography>
      <Typography color="text.secondary">{translate(messageKey)}</Typography>
      <Button component={Link} to="/dashboard" variant="contained" startIcon={<HomeIcon />}>
        {translate('session.backToDashboard')}
      </Button>
    </Box>
  );
};
