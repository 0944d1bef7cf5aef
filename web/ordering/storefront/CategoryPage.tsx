import { Box, Breadcrumbs, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { AddToCart } from '../common/AddToCart';
import { ProductThumbnail } from '../common/ProductThumbnail';

/** Cards drawn in the first frame; the rest of a long category follows once it is on screen. */
const FIRST_CARDS = 24;

/**
 * How many cards to draw: a first screenful, then all of them right after the browser painted
 * it. A card holds a quantity field and a button, so 200 of them take longer to draw than the
 * category takes to arrive; the first row should not wait for the last.
 */
function useProgressiveCount(total: number, key: string) {
  const [shown, setShown] = useState({ key, count: FIRST_CARDS });
  const count = shown.key === key ? shown.count : FIRST_CARDS;
  useEffect(() => {
    if (count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown({ key, count: total }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total, key]);
  return count;
}

/** /catalog/{idCatalog}/category/{idCategory}: breadcrumbs, subcategories and the product grid. */
const CategoryPage = () => {
  const { money, count } = useFormats();
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
  const shown = useProgressiveCount(category?.products.length ?? 0, `${idCatalog}/${idCategory}`);
  if (isPending) return <Loading />;
  if (error || !category) return <NotFoundPage />;
  const subcategoryCounts = new Map((category.subcategoryCounts ?? []).map((c) => [c.idCatalogCategory, c.productCount]));
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={category.categoryName} />
      <Breadcrumbs aria-label={translate('pages.catalog.breadcrumbs')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={`/catalog/${idCatalog}`} underline="hover">
          {translate('pages.catalog.allCategories')}
        </Link>
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
              label={
                subcategoryCounts.has(child.idCatalogCategory)
                  ? `${child.categoryName} (${count(subcategoryCounts.get(child.idCatalogCategory)!)})`
                  : child.categoryName
              }
              component={RouterLink}
              to={`/catalog/${idCatalog}/category/${child.idCatalogCategory}`}
              clickable
            />
          ))}
        </Stack>
      )}
      {category.products.length === 0 && <Typography color="text.secondary">{translate('pages.catalog.noProducts')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }} data-testid="product-grid">
        {category.products.slice(0, shown).map((product) => (
          <Card key={product.idProduct} data-testid="product-card">
            <CardContent>
              <ProductThumbnail idImage={product.idImage} alt={product.productName} />
              <Link component={RouterLink} to={`/catalog/${idCatalog}/category/${idCategory}/product/${product.idProduct}`} underline="hover">
                <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
                  {product.productName}
                </Typography>
              </Link>
              <Typography variant="body2" color="text.secondary">
                {translate('app.labelled', { label: translate('pages.catalog.clientSku') })} {product.skuClient ?? product.sku}
              </Typography>
              <Typography variant="h6">
                {product.variants
                  ? product.variants.priceMin === product.variants.priceMax
                    ? money(product.variants.priceMin)
                    : translate('pages.catalog.priceFrom', { price: money(product.variants.priceMin) })
                  : money(product.priceSell)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {product.variants
                  ? translate('pages.catalog.variantsAvailable', { smart_count: product.variants.count, available: product.variants.availableQuantity })
                  : product.availableQuantity > 0
                    ? translate('pages.catalog.available', { smart_count: product.availableQuantity })
                    : translate('pages.catalog.outOfStock')}
              </Typography>
              {product.type === 'CONFIGURABLE' ? (
                <Button component={RouterLink} to={`/catalog/${idCatalog}/category/${idCategory}/product/${product.idProduct}`} variant="outlined" size="small">
                  {translate('pages.catalog.openProduct')}
                </Button>
              ) : (
                <AddToCart idProduct={product.idProduct} productName={product.productName} availableQuantity={product.availableQuantity} stockShown />
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
export default CategoryPage;
