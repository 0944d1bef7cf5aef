import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Cart } from '../../../shared/ordering/schemas';
import { useFormats } from '../../components/use-formats';
import { AddToCart } from '../common/AddToCart';
import { ProductThumbnail } from '../common/ProductThumbnail';
import { useTranslate } from '../../shell/i18n/use-translate';

/** The products the cart suggests (in stock here, not in the cart yet), each with its add-to-cart. */
export const CartSuggestions = ({ suggestions }: { suggestions: Cart['productsSuggestions'] }) => {
  const { money } = useFormats();
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="cart-suggestions">
      <Typography id="cart-suggestions" variant="h6" component="h2" gutterBottom>
        {translate('pages.cart.suggestions')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {suggestions.map((product) => (
          <Card key={product.idProduct} variant="outlined">
            <CardContent>
              <ProductThumbnail idImage={product.idImage} alt={product.productName} size={100} />
              <Link component={RouterLink} to={`/product/${product.idProduct}`} underline="hover" sx={{ display: 'block', mt: 1 }}>
                {product.productName}
              </Link>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {money(product.priceSell)}
              </Typography>
              <AddToCart idProduct={product.idProduct} productName={product.productName} />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
