import ImageIcon from '@mui/icons-material/Image';
import { Box, Skeleton } from '@mui/material';
import { useTranslate } from '../../shell/i18n/use-translate';
import { canPreview, toDataUrl } from './image-file';
import { useImage } from './use-image';

/** A stored image shown in a fixed box; formats browsers cannot draw (tif, eps) show an icon and the file name. */
export const ImagePreview = ({ idImage, alt, height = 96 }: { idImage: string | null | undefined; alt: string; height?: number }) => {
  const translate = useTranslate();
  const { data, isLoading, isError } = useImage(idImage);
  if (!idImage) return null;
  if (isLoading) return <Skeleton variant="rectangular" height={height} width={height * 2} />;
  if (isError || !data) return <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{translate('app.image.unavailable')}</Box>;
  if (!canPreview(data.fileType)) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 14 }}>
        <ImageIcon /> {data.imageFileName}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={toDataUrl(data.fileType, data.image)}
      alt={alt}
      sx={{
        height,
        maxWidth: '100%',
        objectFit: 'contain',
        display: 'block',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    />
  );
};
