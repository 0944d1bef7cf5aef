import BusinessIcon from '@mui/icons-material/Business';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

/** Shown when no client exists yet (a search without results shows react-admin's own message). */
export const ClientListEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
      <BusinessIcon sx={{ fontSize: 96, opacity: 0.5 }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('resources.clients.empty')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('resources.clients.invite')}</Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};
