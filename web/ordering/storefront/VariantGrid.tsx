import { Box, ButtonBase, Typography } from '@mui/material';
import type { ProductDetail } from '../../../shared/ordering/catalog-schemas';
import { variantGrid } from '../../../shared/rules/variant-grid';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';

type Variant = ProductDetail['children'][number];

/**
 * A configurable product's variants as a grid (shared/rules/variant-grid.ts): one attribute
 * across, the others down, each cell the variant's price and stock; a cell is a radio button, the
 * chosen one marked. A variant at 0 stock can be chosen (to read it), its cell says so.
 */
export const VariantGrid = ({ variants, selected, onSelect }: { variants: Variant[]; selected: string | null; onSelect: (variant: Variant) => void }) => {
  const { money } = useFormats();
  const translate = useTranslate();
  const grid = variantGrid(variants);
  const columns = grid.columnAttribute ? grid.columns : variants.map((v) => v.productName);
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Box
        role="radiogroup"
        aria-label={translate('pages.catalog.chooseVariant')}
        data-testid="variant-grid"
        sx={{
          display: 'grid',
          gap: 0.75,
          gridTemplateColumns: `auto repeat(${columns.length}, minmax(76px, 1fr))`,
          alignItems: 'stretch',
          minWidth: 'min-content',
        }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'end' }}>
          {[grid.rowAttributes.join(' / '), grid.columnAttribute].filter(Boolean).join(' \\ ')}
        </Typography>
        {columns.map((column) => (
          <Typography key={column} variant="subtitle2" component="div" sx={{ textAlign: 'center', alignSelf: 'end' }}>
            {column}
          </Typography>
        ))}
        {grid.rows.map((row, r) => (
          <Box key={row || r} sx={{ display: 'contents' }}>
            <Typography variant="subtitle2" component="div" sx={{ alignSelf: 'center', pr: 1 }}>
              {row}
            </Typography>
            {grid.cells[r].map((variant, c) =>
              variant ? (
                <ButtonBase
                  key={variant.idProduct}
                  role="radio"
                  aria-checked={selected === variant.idProduct}
                  aria-label={translate('pages.catalog.variantCell', {
                    option: [row, columns[c]].filter(Boolean).join(' '),
                    price: money(variant.priceSell),
                    stock:
                      variant.availableQuantity > 0
                        ? translate('pages.catalog.available', { smart_count: variant.availableQuantity })
                        : translate('pages.catalog.outOfStock'),
                  })}
                  data-testid="variant-cell"
                  onClick={() => onSelect(variant)}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    p: 0.75,
                    borderRadius: 1,
                    border: 2,
                    borderColor: selected === variant.idProduct ? 'primary.main' : 'divider',
                    bgcolor: selected === variant.idProduct ? 'action.selected' : 'background.paper',
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {money(variant.priceSell)}
                  </Typography>
                  <Typography variant="caption" color={variant.availableQuantity > 0 ? 'text.secondary' : 'error'}>
                    {variant.availableQuantity > 0
                      ? translate('pages.catalog.available', { smart_count: variant.availableQuantity })
                      : translate('pages.catalog.outOfStock')}
                  </Typography>
                </ButtonBase>
              ) : (
                <Box key={`${r}-${c}`} aria-hidden sx={{ borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider' }} />
              ),
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
};
