import { Box, Typography } from '@mui/material';
import { CreateButton, useCanAccess, useResourceDefinition } from 'react-admin';
import type { RoutedResourceName } from '../../../shared/resources';
import { useTranslate } from '../../shell/i18n/use-translate';

/**
 * Shown when a list has no record at all (a search without results shows react-admin's own
 * message): the resource's icon, `resources.<name>.empty`, and for holders of Create
 * `resources.<name>.invite` with the create button.
 */
export const ResourceListEmpty = ({ name }: { name: RoutedResourceName }) => {
  const translate = useTranslate();
  const { icon: Icon } = useResourceDefinition();
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
      {Icon ? <Icon sx={{ fontSize: 96, opacity: 0.5 }} /> : null}
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate(`resources.${name}.empty`)}
      </Typography>
      {canCreate ? (
        <>
          <Typography sx={{ mb: 2 }}>{translate(`resources.${name}.invite`)}</Typography>
          <CreateButton variant="contained" />
        </>
      ) : null}
    </Box>
  );
};
