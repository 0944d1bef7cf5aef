import PeopleIcon from '@mui/icons-material/People';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

/** Shown when no user exists yet (a search without results shows react-admin's own message). */
export const UserListEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
      <PeopleIcon sx={{ fontSize: 96, opacity: 0.5 }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('resources.users.empty')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('resources.users.invite')}</Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};
