import { Box, Typography } from '@mui/material';
import { useTranslate } from '../i18n/use-translate';
import { canPreview, toDataUrl } from '../../components/images/image-file';
import { useImage } from '../../components/images/use-image';
import { useSession } from '../session/SessionProvider';

/** The user's client logo in the header; the product name when there is none. */
export const ClientLogo = () => {
  const translate = useTranslate();
  const { user } = useSession();
  const { data } = useImage(user?.clientIdLogoImage);
  if (data && canPreview(data.fileType)) {
    return (
      <Box
        component="img"
        src={toDataUrl(data.fileType, data.image)}
        alt={user?.client?.clientName ?? translate('app.name')}
        sx={{ height: 32, maxWidth: 140, objectFit: 'contain', mr: 1.5, borderRadius: 0.5, bgcolor: 'common.white', p: 0.25 }}
      />
    );
  }
  return (
    <Typography component="span" sx={{ fontWeight: 700, letterSpacing: 0.5, mr: 2, display: { xs: 'none', sm: 'inline' } }}>
      {translate('app.name')}
    </Typography>
  );
};
