import InventoryIcon from '@mui/icons-material/Inventory2';
import { Box, Card, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';

/** In place of a product screen while no account is chosen. */
export const NoProductAccount = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.products.page.list" />
      <Box sx={{ textAlign: 'center', p: 4, color: 'text.secondary' }}>
        <InventoryIcon sx={{ fontSize: 96, opacity: 0.5 }} />
        <Typography variant="h6" component="p">
          {translate('resources.products.noAccount')}
        </Typography>
      </Box>
    </Card>
  );
};
