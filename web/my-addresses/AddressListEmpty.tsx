import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

/** Shown when the address book is empty (a search without results shows react-admin's own message). */
export const AddressListEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
      <HomeWorkIcon sx={{ fontSize: 96, opacity: 0.5 }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('resources.myAddresses.empty')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('resources.myAddresses.invite')}</Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};
