import { Box, Breadcrumbs, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { orderingClient } from '../../shared/ordering/client';
import { formatPrice } from '../../shared/rules/display';
import { useTranslate } from '../i18n/use-translate';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useSession, useSessionApi } from '../session/SessionProvider';
import { AddToCart } from './AddToCart';
import { ProductThumbnail } from './ProductThumbnail';

/** /catalog/{idCatalog}/category/{idCategory}: breadcrumbs, subcategories and the product grid. */
const CategoryPage = () => {
  const { idCatalog = '', idCategory = '' } = useParams();
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const {
    data: category,
    isPending,
    error,
  } = useQuery({
    queryKey: ['catalog', scope.idClientAccount, idCatalog, idCategory, scope.idWarehouse],
    queryFn: () => orderingClient(api).category(idCatalog, idCategory, { idWarehouse: scope.idWarehouse ?? undefined }),
    retry: false,
  });
  if (isPending) return <Loading />;
  if (error || !category) return <NotFoundPage />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={category.categoryName} />
      <Breadcrumbs aria-label={translate('pages.catalog.breadcrumbs')} sx={{ mb: 1 }}>
        {category.breadCrumbs.map((crumb) => (
          <Link key={crumb.idCatalogCategory} component={RouterLink} to={`/catalog/${idCatalog}/category/${crumb.idCatalogCategory}`} underline="hover">
            {crumb.categoryName}
          </Link>
        ))}
      </Breadcrumbs>
      <Typography variant="h5" component="h1" gutterBottom>
        {category.categoryName}
      </Typography>
      {category.childrenCategories.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
          {category.childrenCategories.map((child) => (
            <Chip
              key={child.idCatalogCategory}
              label={child.categoryName}
              component={RouterLink}
              to={`/catalog/${idCatalog}/category/${child.idCatalogCategory}`}
              clickable
            />
          ))}
        </Stack>
      )}
      {category.products.length === 0 && <Typography color="text.secondary">{translate('pages.catalog.noProducts')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }} data-testid="product-grid">
        {category.products.map((product) => (
          <Card key={product.idProduct} data-testid="product-card">
            <CardContent>
              <ProductThumbnail idImage={product.idImage} alt={product.productName} />
              <Link component={RouterLink} to={`/catalog/${idCatalog}/category/${idCategory}/product/${product.idProduct}`} underline="hover">
                <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
                  {product.productName}
                </Typography>
              </Link>
              <Typography variant="body2" color="text.secondary">
                {translate('pages.catalog.clientSku')}: {product.skuClient ?? product.sku}
              </Typography>
              <Typography variant="h6">{formatPrice(product.priceSell)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('pages.catalog.available', { smart_count: product.availableQuantity })}
              </Typography>
              {product.type !== 'CONFIGURABLE' && <AddToCart idProduct={product.idProduct} productName={product.productName} />}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
export default CategoryPage;
