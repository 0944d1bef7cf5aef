import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider, StoredImage } from '../../shell/providers/data-provider';
import { productImageId } from '../../../shared/rules/display';

/** An image by id, fetched once: images never change once stored (spec: cached by id, not fetched again). */
export function useImage(idImage: string | null | undefined) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const id = productImageId(idImage);
  return useQuery<StoredImage>({
    queryKey: ['images', id],
    queryFn: () => dataProvider.getImage(id!),
    enabled: !!id,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
