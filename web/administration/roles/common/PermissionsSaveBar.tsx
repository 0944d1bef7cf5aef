import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from '../../../shell/i18n/use-translate';

/**
 * The grid's bar at the bottom of the window: its own save button, or the page's (`onSave`) when
 * the page saves the grid (`pageSaves`), and a word when ticks are unsaved.
 */
export const PermissionsSaveBar = ({
  pageSaves,
  onSave,
  dirty,
  saving,
  save,
}: {
  pageSaves: boolean;
  onSave?: () => void;
  dirty: boolean;
  saving: boolean;
  save: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 1,
      }}
    >
      {pageSaves ? (
        onSave ? (
          <Button variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={onSave}>
            {translate('ra.action.save')}
          </Button>
        ) : null
      ) : (
        <Button variant="contained" startIcon={<SaveIcon />} disabled={!dirty || saving} onClick={save}>
          {translate('resources.roles.permissions.save')}
        </Button>
      )}
      {dirty ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.roles.permissions.unsaved')}
        </Typography>
      ) : null}
    </Box>
  );
};
