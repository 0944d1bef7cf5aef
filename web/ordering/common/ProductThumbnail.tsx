import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { canPreview, toDataUrl } from '../../components/images/image-file';
import { useImage } from '../../components/images/use-image';

/** A product picture fetched only once its box scrolls into view, so a long grid paints at once. */
export const ProductThumbnail = ({ idImage, alt, size = 160 }: { idImage: string | null; alt: string; size?: number }) => {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  const { data } = useImage(seen ? idImage : null);
  return (
    <Box ref={box} sx={{ height: size, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', borderRadius: 1 }}>
      {data && canPreview(data.fileType) && (
        <Box component="img" src={toDataUrl(data.fileType, data.image)} alt={alt} sx={{ maxHeight: size, maxWidth: '100%', objectFit: 'contain' }} />
      )}
    </Box>
  );
};
