import GroupsIcon from '@mui/icons-material/Groups';
import { Box, Card, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';

/** In place of a group screen while no account is chosen, or when the user has none to choose. */
export const NoGroupAccount = ({ hasChoices }: { hasChoices: boolean }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.groups.page.list" />
      <Box sx={{ textAlign: 'center', p: 4, color: 'text.secondary' }}>
        <GroupsIcon sx={{ fontSize: 96, opacity: 0.5 }} />
        <Typography variant="h6" component="p">
          {translate(hasChoices ? 'resources.groups.chooseAccount' : 'resources.groups.noAccount')}
        </Typography>
      </Box>
    </Card>
  );
};
