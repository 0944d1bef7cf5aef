import { Button, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { LinearProgress } from 'react-admin';
import { Link } from 'react-router-dom';
import { dashboardClient } from '../../../shared/ordering/dashboard-client';
import { orderingClient } from '../../../shared/ordering/client';
import type { CatalogView } from '../../../shared/ordering/catalog-schemas';
import { firstLeaf } from '../common/category-tree';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { CatalogChart } from './charts';

/**
 * A catalog's items: a bar per top category once the counts are known, and the categories as
 * buttons (each opening its first innermost category, with its product count) for the keyboard.
 */
const CatalogEntry = ({ catalog, idClientAccount }: { catalog: CatalogView; idClientAccount: string }) => {
  const api = useSessionApi();
  const { data } = useQuery({
    queryKey: ['dashboard', 'catalog', idClientAccount, catalog.idCatalog],
    queryFn: () => dashboardClient(api).catalog(catalog.idCatalog),
  });
  const countOf = (id: string) => data?.categories.find((c) => c.idCatalogCategory === id)?.productCount;
  const pathOf = (idCatalogCategory: string) => {
    const category = catalog.categories.find((c) => c.idCatalogCategory === idCatalogCategory);
    return `/catalog/${catalog.idCatalog}/category/${category ? firstLeaf(category).idCatalogCategory : idCatalogCategory}`;
  };
  return (
    <div>
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {catalog.catalogName}
      </Typography>
      {data ? (
        <Suspense fallback={<Skeleton variant="rounded" height={data.categories.length * 34 + 60} />}>
          <CatalogChart catalog={data} pathOf={pathOf} />
        </Suspense>
      ) : null}
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
        {catalog.categories.map((category) => {
          const count = countOf(category.idCatalogCategory);
          return (
            <Button key={category.idCatalogCategory} component={Link} to={pathOf(category.idCatalogCategory)} variant="outlined" size="small">
              {count === undefined ? category.categoryName : `${category.categoryName} (${count})`}
            </Button>
          );
        })}
      </Stack>
    </div>
  );
};

/** The catalogs the user's groups see, with how many items each category offers: the way into ordering. */
export const CatalogsSummary = ({ idClientAccount }: { idClientAccount: string }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  // Same query as the menu's catalog entries: fetched once for both.
  const catalogs = useQuery({ queryKey: ['catalogs', idClientAccount], queryFn: () => orderingClient(api).catalogs(), staleTime: 60_000 });
  const visible = (catalogs.data ?? []).filter((c) => c.categories.length > 0);
  return (
    <Card component="section" aria-labelledby="dashboard-catalogs-title" sx={{ height: '100%' }}>
      <CardHeader id="dashboard-catalogs-title" title={translate('pages.dashboard.catalogs.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {catalogs.isPending ? (
          <LinearProgress />
        ) : catalogs.isError ? (
          <Typography color="error">{translate('pages.dashboard.loadFailed')}</Typography>
        ) : visible.length === 0 ? (
          <Typography color="text.secondary">{translate('pages.dashboard.catalogs.none')}</Typography>
        ) : (
          <Stack spacing={2}>
            {visible.map((catalog) => (
              <CatalogEntry key={catalog.idCatalog} catalog={catalog} idClientAccount={idClientAccount} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
