import { Box, Typography } from '@mui/material';
import { useTranslate } from '../i18n/use-translate';

export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', pt: 4, pb: 2, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="caption">{translate('layout.footer.copyright', { year: new Date().getFullYear() })}</Typography>
    </Box>
  );
};
