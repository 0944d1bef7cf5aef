import GroupsIcon from '@mui/icons-material/Groups';
import { Box, Typography } from '@mui/material';
import { CreateButton, useCanAccess, useTranslate } from 'react-admin';

/** Shown when the account has no group yet (a search without results shows react-admin's own message). */
export const GroupListEmpty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
      <GroupsIcon sx={{ fontSize: 96, opacity: 0.5 }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('admin.groups.empty')}
      </Typography>
      {canCreate ? (
        <>
          <Typography sx={{ mb: 2 }}>{translate('admin.groups.invite')}</Typography>
          <CreateButton variant="contained" />
        </>
      ) : null}
    </Box>
  );
};
