import { Box, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { AddToCart } from '../common/AddToCart';
import { ProductThumbnail } from '../common/ProductThumbnail';

/** The description is rich text: shown as its plain text, so no markup from the catalog ever runs in the page. */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** /product/{idProduct} and its in-category form: pictures, description, documents, children or options, stock. */
const ProductPage = () => {
  const { money } = useFormats();
  const { idProduct = '' } = useParams();
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
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
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={product.productName} />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={1} sx={{ width: { xs: '100%', md: 320 } }}>
            {(product.images.length ? product.images : [{ idImage: null }]).map((image, index) => (
              <ProductThumbnail key={image.idImage ?? index} idImage={image.idImage} alt={product.productName} size={index === 0 ? 280 : 100} />
            ))}
          </Stack>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="h1">
              {product.productName}
            </Typography>
            <Typography color="text.secondary">
              {translate('app.labelled', { label: translate('pages.catalog.clientSku') })} {product.skuClient ?? product.sku}
            </Typography>
            <Typography variant="h6" sx={{ my: 1 }}>
              {money(product.priceSell)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="product-stock">
              {translate('pages.catalog.available', { smart_count: product.availableQuantity })}
            </Typography>
            {product.type !== 'CONFIGURABLE' && <AddToCart idProduct={product.idProduct} productName={product.productName} />}
            {product.productDescription && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{plainText(product.productDescription)}</Typography>}
            {product.children.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
                  {translate(product.type === 'BUNDLE' ? 'pages.catalog.bundleContents' : 'pages.catalog.options')}
                </Typography>
                <List dense>
                  {product.children.map((child) => (
                    <ListItem
                      key={child.idProduct}
                      secondaryAction={product.type === 'CONFIGURABLE' && <AddToCart idProduct={child.idProduct} productName={child.productName} />}
                    >
                      <ListItemText
                        primary={`${product.type === 'BUNDLE' ? `${child.quantity} × ` : ''}${child.productName}${child.options.length ? ` (${child.options.map((o) => `${o.attributeName}: ${o.optionName}`).join(', ')})` : ''}`}
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
                {product.documents.map((doc) => (
                  <Typography key={doc.idDocument}>{doc.documentDescription ?? doc.idDocument}</Typography>
                ))}
              </>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
export default ProductPage;
