import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Badge, IconButton } from '@mui/material';
import { Link } from 'react-router-dom';
import { cartBadgeCount } from '../../../shared/rules/cart';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useCart } from '../common/use-cart';

/** The header's cart icon with the total quantity, linking to /checkout/cart; hidden without the cart permission. */
export const CartBadge = () => {
  const translate = useTranslate();
  const { data, canAccess } = useCart();
  if (!canAccess) return null;
  const count = cartBadgeCount(data);
  const label = translate('layout.cart.label', { smart_count: count });
  return (
    <IconButton color="inherit" component={Link} to="/checkout/cart" aria-label={label} title={label} data-testid="cart-badge">
      <Badge badgeContent={count} max={9999} sx={{ '& .MuiBadge-badge': { bgcolor: 'common.white', color: 'primary.main', fontWeight: 700 } }}>
        <ShoppingCartIcon />
      </Badge>
    </IconButton>
  );
};
