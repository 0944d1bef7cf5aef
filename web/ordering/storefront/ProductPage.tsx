import { Box, Breadcrumbs, Card, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { ProductDetail } from '../../../shared/ordering/catalog-schemas';
import { orderingClient } from '../../../shared/ordering/client';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { AddToCart } from '../common/AddToCart';
import { ProductThumbnail } from '../common/ProductThumbnail';
import { priceRange } from './price-range';
import { productCrumbs } from './product-crumbs';
import { ProductDocumentList } from './ProductDocumentList';
import { VariantChooser } from './VariantChooser';

type Variant = ProductDetail['children'][number];

/** The description is rich text: shown as its plain text, so no markup from the catalog ever runs in the page. */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** The product as the orderer sees it, with the stock of the session's warehouse. */
const useProduct = (idProduct: string) => {
  const api = useSessionApi();
  const { scope } = useSession();
  return useQuery({
    queryKey: ['product', scope.idClientAccount, idProduct, scope.idWarehouse],
    queryFn: () => orderingClient(api).product(idProduct, { idWarehouse: scope.idWarehouse ?? undefined }),
    retry: false,
  });
};

/**
 * /product/{idProduct} and its in-category form: a breadcrumb back to its category, pictures,
 * description, documents (each downloadable), bundle contents, stock. A configurable product
 * shows its variants' prices and stock in a grid (size across, colour down); the chosen variant
 * (`?variant=` in the URL, as the search opens it) is the one added to the cart.
 */
const ProductPage = () => {
  const { idProduct = '', idCatalog, idCategory } = useParams();
  const [searchParams] = useSearchParams();
  const { data: product, isPending, error } = useProduct(idProduct);
  if (isPending) return <Loading />;
  if (error || !product) return <NotFoundPage />;
  const configurable = product.type === 'CONFIGURABLE';
  const chosen = configurable ? (product.children.find((c) => c.idProduct === searchParams.get('variant')) ?? null) : null;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={product.productName} />
      <ProductBreadcrumbs productName={product.productName} {...productCrumbs(product.catalogPath, idCatalog, idCategory)} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Stack spacing={1} sx={{ width: { xs: '100%', md: 320 } }}>
              {(product.images.length ? product.images : [{ idImage: null }]).map((image, index) => (
                <ProductThumbnail key={image.idImage ?? index} idImage={image.idImage} alt={product.productName} size={index === 0 ? 280 : 100} />
              ))}
            </Stack>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ProductFacts product={product} chosen={chosen} />
              {configurable && product.children.length > 0 && <VariantChooser variants={product.children} chosen={chosen} />}
              {!configurable && <AddToCart idProduct={product.idProduct} productName={product.productName} availableQuantity={product.availableQuantity} />}
              {product.productDescription && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{plainText(product.productDescription)}</Typography>}
              {product.type === 'BUNDLE' && product.children.length > 0 && <BundleContents items={product.children} />}
              {product.documents.length > 0 && <ProductDocumentList product={product} />}
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
export default ProductPage;

/** The way back: the catalog's root, the product's categories, then the product. */
const ProductBreadcrumbs = ({ productName, idCatalog, crumbs }: { productName: string } & ReturnType<typeof productCrumbs>) => {
  const translate = useTranslate();
  if (!idCatalog) return null;
  return (
    <Breadcrumbs aria-label={translate('pages.catalog.breadcrumbs')} sx={{ mb: 1 }} data-testid="product-breadcrumbs">
      <Link component={RouterLink} to={`/catalog/${idCatalog}`} underline="hover">
        {translate('pages.catalog.allCategories')}
      </Link>
      {crumbs.map((crumb) => (
        <Link key={crumb.idCatalogCategory} component={RouterLink} to={`/catalog/${idCatalog}/category/${crumb.idCatalogCategory}`} underline="hover">
          {crumb.categoryName}
        </Link>
      ))}
      <Typography color="text.primary">{productName}</Typography>
    </Breadcrumbs>
  );
};

/** Name, SKU, price and stock: the chosen variant's, else a configurable product's range and variant count, else the product's. */
const ProductFacts = ({ product, chosen }: { product: ProductDetail; chosen: Variant | null }) => {
  const { money } = useFormats();
  const translate = useTranslate();
  const configurable = product.type === 'CONFIGURABLE';
  const range = configurable ? priceRange(product.children.map((c) => c.priceSell)) : null;
  const rangeText =
    range && (range.min === range.max ? money(range.min) : translate('pages.catalog.priceRange', { min: money(range.min), max: money(range.max) }));
  return (
    <>
      <Typography variant="h5" component="h1">
        {product.productName}
      </Typography>
      <Typography color="text.secondary">
        {translate('app.labelled', { label: translate('pages.catalog.clientSku') })} {(chosen ?? product).skuClient ?? (chosen ?? product).sku}
      </Typography>
      <Typography variant="h6" sx={{ my: 1 }} data-testid="product-price">
        {chosen ? money(chosen.priceSell) : (rangeText ?? money(product.priceSell))}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="product-stock">
        {chosen
          ? chosen.availableQuantity > 0
            ? translate('pages.catalog.available', { smart_count: chosen.availableQuantity })
            : translate('pages.catalog.outOfStock')
          : configurable
            ? translate('pages.catalog.variantsAvailable', { smart_count: product.children.length, available: product.availableQuantity })
            : translate('pages.catalog.available', { smart_count: product.availableQuantity })}
      </Typography>
    </>
  );
};

/** What a bundle holds: each child's quantity, name, SKU and stock. */
const BundleContents = ({ items }: { items: Variant[] }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {translate('pages.catalog.bundleContents')}
      </Typography>
      <List dense>
        {items.map((child) => (
          <ListItem key={child.idProduct}>
            <ListItemText
              primary={`${child.quantity} × ${child.productName}`}
              secondary={`${child.skuClient ?? child.sku} · ${translate('pages.catalog.available', { smart_count: child.availableQuantity })}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};
