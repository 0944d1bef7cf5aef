import { Box, Breadcrumbs, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import { useFormats } from '../../components/use-formats';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';

/**
 * /catalog/{idCatalog}: the catalog's landing page. Each top category is a card with how many
 * products it holds (with its subcategories'), its subcategories below it with theirs; each leads
 * to its category page, where a parent category lists its subcategories' products.
 */
const CatalogPage = () => {
  const { idCatalog = '' } = useParams();
  const translate = useTranslate();
  const { count } = useFormats();
  const api = useSessionApi();
  const { scope } = useSession();
  const { data, isPending, error } = useQuery({
    queryKey: ['catalogOverview', scope.idClientAccount, idCatalog],
    queryFn: () => orderingClient(api).catalogOverview(idCatalog),
    retry: false,
  });
  if (isPending) return <Loading />;
  if (error || !data) return <NotFoundPage />;
  const counts = new Map(data.counts.map((c) => [c.idCatalogCategory, c.productCount]));
  const countOf = (id: string) => translate('pages.catalog.subcategoryProducts', { smart_count: counts.get(id) ?? 0, _: count(counts.get(id) ?? 0) });
  const to = (id: string) => `/catalog/${idCatalog}/category/${id}`;
  return (
    <Box sx={{ mt: 2, mb: 3 }} data-testid="catalog-landing">
      <Title title={data.catalog.catalogName} />
      <Breadcrumbs aria-label={translate('pages.catalog.breadcrumbs')} sx={{ mb: 1 }}>
        <Typography color="text.primary">{translate('pages.catalog.allCategories')}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" gutterBottom>
        {data.catalog.catalogName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('pages.catalog.landingHint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {data.catalog.categories.map((top) => (
          <Card key={top.idCatalogCategory} data-testid="catalog-category">
            <CardActionArea component={RouterLink} to={to(top.idCatalogCategory)}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {top.categoryName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {countOf(top.idCatalogCategory)}
                </Typography>
              </CardContent>
            </CardActionArea>
            {top.childrenCategories.length > 0 && (
              <CardContent sx={{ pt: 0 }}>
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                  {top.childrenCategories.map((child) => (
                    <Chip
                      key={child.idCatalogCategory}
                      label={`${child.categoryName} (${count(counts.get(child.idCatalogCategory) ?? 0)})`}
                      component={RouterLink}
                      to={to(child.idCatalogCategory)}
                      clickable
                      size="small"
                    />
                  ))}
                </Stack>
              </CardContent>
            )}
          </Card>
        ))}
      </Box>
    </Box>
  );
};
export default CatalogPage;
