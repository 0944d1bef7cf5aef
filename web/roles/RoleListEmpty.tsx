import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { Box, Typography } from '@mui/material';
import { CreateButton, useCanAccess, useTranslate } from 'react-admin';

/** Shown when the user sees no role at all (a search without results shows react-admin's own message). */
export const RoleListEmpty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
      <AdminPanelSettingsIcon sx={{ fontSize: 96, opacity: 0.5 }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('admin.roles.empty')}
      </Typography>
      {canCreate ? (
        <>
          <Typography sx={{ mb: 2 }}>{translate('admin.roles.invite')}</Typography>
          <CreateButton variant="contained" />
        </>
      ) : null}
    </Box>
  );
};
