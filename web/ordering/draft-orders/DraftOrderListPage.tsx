import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, Pagination, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { draftOrders } from '../../../shared/ordering/draft-orders';
import { collectionCalls, collectionKey } from '../../../shared/registry/collection';
import { PagedTable } from '../../components/list/PagedTable';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';

const PAGE_SIZE = 25;

/** /draft-orders/list: the user's drafts in the active warehouse, last changed first. */
const DraftOrderListPage = () => {
  const { moment } = useFormats();
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useQuery({
    queryKey: collectionKey(draftOrders, scope.idClientAccount, scope.idWarehouse, page),
    queryFn: () => collectionCalls(api, draftOrders).list({}, { currentPage: page, pageSize: PAGE_SIZE, idWarehouse: scope.idWarehouse ?? undefined }),
    enabled: Boolean(scope.idClientAccount),
    placeholderData: keepPreviousData,
  });
  const total = data?.searchCriteria.totalCount ?? 0;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="pages.drafts.listTitle" />
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('pages.drafts.listTitle')}
        </Typography>
        <Button component={RouterLink} to="/draft-orders/create" variant="contained" startIcon={<AddIcon />}>
          {translate('ra.action.create')}
        </Button>
      </Stack>
      <Card>
        <PagedTable
          rows={data?.items ?? []}
          rowKey={(draft) => draft.idDraft}
          columns={[
            { key: 'updateDate', label: translate('pages.drafts.fields.updateDate'), link: 'plain', cell: (draft) => moment(draft.updateDate) },
            { key: 'orderReference', label: translate('pages.orders.fields.orderReference'), cell: (draft) => draft.orderReference },
            { key: 'warehouse', label: translate('pages.orders.detail.warehouse'), cell: (draft) => draft.warehouseName },
            { key: 'products', label: translate('pages.drafts.fields.products'), align: 'right', cell: (draft) => draft.itemCount },
            { key: 'quantity', label: translate('pages.drafts.fields.quantity'), align: 'right', cell: (draft) => draft.totalQuantity },
          ]}
          open={(draft) => `/draft-orders/${draft.idDraft}`}
          openByRow={false}
          loaded={Boolean(data)}
          fetching={isFetching}
          error={error}
          failed={translate('pages.drafts.loadFailed')}
          empty={{ testId: 'drafts-empty', title: translate('pages.drafts.empty'), hint: translate('pages.drafts.emptyHint') }}
          rowTestId="draft-row"
          footer={total > PAGE_SIZE && <Pagination sx={{ p: 2 }} count={Math.ceil(total / PAGE_SIZE)} page={page} onChange={(_e, next) => setPage(next)} />}
        />
      </Card>
    </Box>
  );
};

export default DraftOrderListPage;
