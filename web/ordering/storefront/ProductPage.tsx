import DownloadIcon from '@mui/icons-material/Download';
import { Box, Breadcrumbs, Button, Card, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import { formatBytes } from '../../../shared/rules/display';
import { useFormats } from '../../components/use-formats';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { AddToCart } from '../common/AddToCart';
import { downloadDocument } from '../common/download-file';
import { ProductThumbnail } from '../common/ProductThumbnail';
import { priceRange } from './price-range';
import { VariantGrid } from './VariantGrid';

/** The description is rich text: shown as its plain text, so no markup from the catalog ever runs in the page. */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * /product/{idProduct} and its in-category form: a breadcrumb back to its category, pictures,
 * description, documents (each downloadable), bundle contents, stock. A configurable product
 * shows its variants' prices and stock in a grid (size across, colour down); the chosen variant
 * (`?variant=` in the URL, as the search opens it) is the one added to the cart.
 */
const ProductPage = () => {
  const { money } = useFormats();
  const { idProduct = '', idCatalog, idCategory } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const api = useSessionApi();
  const { scope } = useSession();
  const [downloading, setDownloading] = useState<string | null>(null);
  const {
    data: product,
    isPending,
    error,
  } = useQuery({
    queryKey: ['product', scope.idClientAccount, idProduct, scope.idWarehouse],
    queryFn: () => orderingClient(api).product(idProduct, { idWarehouse: scope.idWarehouse ?? undefined }),
    retry: false,
  });
  if (isPending) return <Loading />;
  if (error || !product) return <NotFoundPage />;
  const configurable = product.type === 'CONFIGURABLE';
  const chosen = configurable ? (product.children.find((c) => c.idProduct === searchParams.get('variant')) ?? null) : null;
  const range = configurable ? priceRange(product.children.map((c) => c.priceSell)) : null;
  // The crumbs of the category the page was opened from, else of the first one it is filed in.
  const catalogPath = product.catalogPath;
  const crumbsCatalog = idCatalog ?? catalogPath?.idCatalog;
  const crumbs = catalogPath && (!idCategory || catalogPath.breadCrumbs.some((c) => c.idCatalogCategory === idCategory)) ? catalogPath.breadCrumbs : [];

  const download = async (idDocument: string) => {
    setDownloading(idDocument);
    try {
      downloadDocument(await orderingClient(api).productDocument(product.idProduct, idDocument));
    } catch (e) {
      notifyError(e);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={product.productName} />
      {crumbsCatalog && (
        <Breadcrumbs aria-label={translate('pages.catalog.breadcrumbs')} sx={{ mb: 1 }} data-testid="product-breadcrumbs">
          <Link component={RouterLink} to={`/catalog/${crumbsCatalog}`} underline="hover">
            {translate('pages.catalog.allCategories')}
          </Link>
          {crumbs.map((crumb) => (
            <Link key={crumb.idCatalogCategory} component={RouterLink} to={`/catalog/${crumbsCatalog}/category/${crumb.idCatalogCategory}`} underline="hover">
              {crumb.categoryName}
            </Link>
          ))}
          <Typography color="text.primary">{product.productName}</Typography>
        </Breadcrumbs>
      )}
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Stack spacing={1} sx={{ width: { xs: '100%', md: 320 } }}>
              {(product.images.length ? product.images : [{ idImage: null }]).map((image, index) => (
                <ProductThumbnail key={image.idImage ?? index} idImage={image.idImage} alt={product.productName} size={index === 0 ? 280 : 100} />
              ))}
            </Stack>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h5" component="h1">
                {product.productName}
              </Typography>
              <Typography color="text.secondary">
                {translate('app.labelled', { label: translate('pages.catalog.clientSku') })} {(chosen ?? product).skuClient ?? (chosen ?? product).sku}
              </Typography>
              <Typography variant="h6" sx={{ my: 1 }} data-testid="product-price">
                {chosen
                  ? money(chosen.priceSell)
                  : range
                    ? range.min === range.max
                      ? money(range.min)
                      : translate('pages.catalog.priceRange', { min: money(range.min), max: money(range.max) })
                    : money(product.priceSell)}
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
              {configurable && product.children.length > 0 && (
                <Stack spacing={1.5} sx={{ mb: 2 }}>
                  <Typography variant="subtitle1" component="h2">
                    {translate('pages.catalog.chooseVariant')}
                  </Typography>
                  <VariantGrid
                    variants={product.children}
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
                      <AddToCart
                        key={chosen.idProduct}
                        idProduct={chosen.idProduct}
                        productName={chosen.productName}
                        availableQuantity={chosen.availableQuantity}
                      />
                    </Box>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {translate('pages.catalog.chooseVariantHint')}
                    </Typography>
                  )}
                </Stack>
              )}
              {!configurable && <AddToCart idProduct={product.idProduct} productName={product.productName} availableQuantity={product.availableQuantity} />}
              {product.productDescription && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{plainText(product.productDescription)}</Typography>}
              {product.type === 'BUNDLE' && product.children.length > 0 && (
                <>
                  <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
                    {translate('pages.catalog.bundleContents')}
                  </Typography>
                  <List dense>
                    {product.children.map((child) => (
                      <ListItem key={child.idProduct}>
                        <ListItemText
                          primary={`${child.quantity} × ${child.productName}`}
                          secondary={`${child.skuClient ?? child.sku} · ${translate('pages.catalog.available', { smart_count: child.availableQuantity })}`}
                        />
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
              {product.documents.length > 0 && (
                <>
                  <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
                    {translate('pages.catalog.documents')}
                  </Typography>
                  <Stack spacing={0.5} alignItems="flex-start" data-testid="product-documents">
                    {product.documents.map((doc) => (
                      <Button
                        key={doc.idDocument}
                        size="small"
                        startIcon={<DownloadIcon />}
                        disabled={downloading === doc.idDocument}
                        onClick={() => void download(doc.idDocument)}
                        aria-label={translate('pages.catalog.downloadDocument', { name: doc.documentDescription ?? doc.documentName ?? doc.idDocument })}
                        sx={{ textTransform: 'none', textAlign: 'left' }}
                      >
                        {doc.documentDescription ?? doc.documentName ?? doc.idDocument}
                        {doc.documentSize != null ? ` (${formatBytes(doc.documentSize)})` : ''}
                      </Button>
                    ))}
                  </Stack>
                </>
              )}
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
export default ProductPage;
