import { Box, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import type { ProductDetail } from '../../../shared/ordering/catalog-schemas';
import { useTranslate } from '../../shell/i18n/use-translate';
import { AddToCart } from '../common/AddToCart';
import { VariantGrid } from './VariantGrid';

type Variant = ProductDetail['children'][number];

/**
 * A configurable product's choice: the grid of its variants, then the chosen one (`?variant=` in
 * the URL, replaced on each choice) with its add to cart, or a hint to choose one.
 */
export const VariantChooser = ({ variants, chosen }: { variants: Variant[]; chosen: Variant | null }) => {
  const translate = useTranslate();
  const [, setSearchParams] = useSearchParams();
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('pages.catalog.chooseVariant')}
      </Typography>
      <VariantGrid
        variants={variants}
        selected={chosen?.idProduct ?? null}
        onSelect={(variant) =>
          setSearchParams(
            (params) => {
              params.set('variant', variant.idProduct);
              return params;
            },
            { replace: true },
          )
        }
      />
      {chosen ? (
        <Box data-testid="chosen-variant">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {chosen.productName}
          </Typography>
          <AddToCart key={chosen.idProduct} idProduct={chosen.idProduct} productName={chosen.productName} availableQuantity={chosen.availableQuantity} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('pages.catalog.chooseVariantHint')}
        </Typography>
      )}
    </Stack>
  );
};
