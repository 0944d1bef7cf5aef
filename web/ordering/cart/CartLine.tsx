import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, IconButton, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { CartItem } from '../../../shared/ordering/schemas';
import { useFormats } from '../../components/use-formats';
import type { StockError } from '../../../shared/rules/stock-errors';
import { ProductThumbnail } from '../common/ProductThumbnail';
import { useTranslate } from '../../shell/i18n/use-translate';
import { QuantityField } from '../../components/QuantityField';

/**
 * One cart line: picture, name and SKU, unit price, quantity, line total and remove. Wide
 * screens lay it out as one row; at 767 px and below the figures wrap under the name.
 */
export const CartLine = ({
  item,
  error,
  busy,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  error?: StockError;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) => {
  const { money } = useFormats();
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="cart-line">
      <Box
        sx={{
          display: 'grid',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
          gridTemplateColumns: { xs: '64px 1fr auto', md: '64px minmax(0, 1fr) 110px 170px 110px 40px' },
          gridTemplateAreas: {
            xs: '"img name remove" "img price price" "qty qty total"',
            md: '"img name price qty total remove"',
          },
        }}
      >
        <Box sx={{ gridArea: 'img' }}>
          <ProductThumbnail idImage={item.idImage} alt={item.productName} size={64} />
        </Box>
        <Box sx={{ gridArea: 'name', minWidth: 0 }}>
          <Link component={RouterLink} to={`/product/${item.idProduct}`} underline="hover" sx={{ fontWeight: 500 }}>
            {item.productName}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {translate('app.labelled', { label: translate('pages.catalog.clientSku') })} {item.skuClient ?? item.sku}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('pages.catalog.available', { smart_count: item.availableQuantity ?? 0 })}
          </Typography>
        </Box>
        <Typography sx={{ gridArea: 'price', textAlign: { md: 'right' } }} variant="body2">
          <Box component="span" sx={{ display: { md: 'none' } }}>
            {translate('app.labelled', { label: translate('pages.cart.unitPrice') })}{' '}
          </Box>
          {money(item.priceSell)}
        </Typography>
        <Box sx={{ gridArea: 'qty' }}>
          <QuantityField
            value={item.quantity}
            disabled={busy}
            label={translate('pages.cart.quantityOf', { name: item.productName })}
            onCommit={onQuantity}
            // Plus stops at the stock; a line already above it (the stock fell) can still go down.
            max={item.availableQuantity == null ? undefined : Math.max(item.availableQuantity, 1)}
          />
        </Box>
        <Typography sx={{ gridArea: 'total', textAlign: 'right', fontWeight: 600 }} data-testid="line-total">
          {money(Math.round(item.priceSell * item.quantity * 100) / 100)}
        </Typography>
        <IconButton
          sx={{ gridArea: 'remove', justifySelf: 'end' }}
          aria-label={translate('pages.cart.remove', { name: item.productName })}
          disabled={busy}
          onClick={onRemove}
        >
          <DeleteIcon />
        </IconButton>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="cart-line-error">
          {translate(error.error, { _: error.error })}
          {error.diff != null && ` ${translate('pages.cart.availableNow', { smart_count: item.availableQuantity ?? 0 })}`}
        </Alert>
      )}
    </Paper>
  );
};
