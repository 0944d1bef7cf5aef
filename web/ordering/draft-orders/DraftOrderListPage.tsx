import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  LinearProgress,
  Link,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { draftOrders } from '../../../shared/ordering/draft-orders';
import { collectionCalls, collectionKey } from '../../../shared/registry/collection';
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
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        {error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {translate('pages.drafts.loadFailed')}
          </Alert>
        ) : data && total === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }} data-testid="drafts-empty">
            <Typography variant="h6" component="p" gutterBottom>
              {translate('pages.drafts.empty')}
            </Typography>
            <Typography color="text.secondary">{translate('pages.drafts.emptyHint')}</Typography>
          </Box>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('pages.drafts.fields.updateDate')}</TableCell>
                  <TableCell>{translate('pages.orders.fields.orderReference')}</TableCell>
                  <TableCell>{translate('pages.orders.detail.warehouse')}</TableCell>
                  <TableCell align="right">{translate('pages.drafts.fields.products')}</TableCell>
                  <TableCell align="right">{translate('pages.drafts.fields.quantity')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.items.map((draft) => (
                  <TableRow key={draft.idDraft} hover data-testid="draft-row">
                    <TableCell>
                      <Link component={RouterLink} to={`/draft-orders/${draft.idDraft}`}>
                        {moment(draft.updateDate)}
                      </Link>
                    </TableCell>
                    <TableCell>{draft.orderReference}</TableCell>
                    <TableCell>{draft.warehouseName}</TableCell>
                    <TableCell align="right">{draft.itemCount}</TableCell>
                    <TableCell align="right">{draft.totalQuantity}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {total > PAGE_SIZE && <Pagination sx={{ p: 2 }} count={Math.ceil(total / PAGE_SIZE)} page={page} onChange={(_e, next) => setPage(next)} />}
      </Card>
    </Box>
  );
};

export default DraftOrderListPage;
