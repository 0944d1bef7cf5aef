import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { productStockAction, refreshStockAction } from '../../../../shared/administration/product-actions';
import { useFormats } from '../../../components/use-formats';
import type { PortalDataProvider } from '../../../shell/providers/data-provider';
import { useNotifyError } from '../../../components/use-notify-error';
import { useTranslate } from '../../../shell/i18n/use-translate';

/** Physical, reserved and available stock of the product per warehouse of its account, and the refresh. */
export const ProductStock = ({ idProduct }: { idProduct: string }) => {
  const { moment } = useFormats();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const client = useQueryClient();
  const key = ['productStocks', idProduct];
  const { data } = useQuery({ queryKey: key, queryFn: () => dataProvider.runAction(productStockAction, { id: idProduct }) });
  const refresh = useMutation({
    mutationFn: () => dataProvider.runAction(refreshStockAction, { id: idProduct }),
    onSuccess: (answer) => client.setQueryData(key, answer),
    onError: notifyError,
  });
  const stocks = data?.stocks ?? [];
  return (
    <Box sx={{ width: '100%' }} data-testid="product-stock">
      <Button startIcon={<RefreshIcon />} onClick={() => refresh.mutate()} disabled={refresh.isPending} sx={{ mb: 1 }}>
        {translate('resources.products.stock.refresh')}
      </Button>
      {stocks.length ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.products.stock.warehouse')}</TableCell>
                <TableCell align="right">{translate('resources.products.stock.physical')}</TableCell>
                <TableCell align="right">{translate('resources.products.stock.reserved')}</TableCell>
                <TableCell align="right">{translate('resources.products.stock.available')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stocks.map((line) => (
                <TableRow key={line.idProductStock}>
                  <TableCell>
                    {line.warehouseName}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {translate('resources.products.stock.refreshedAt', { date: moment(line.refreshedAt) })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{line.physicalQuantity}</TableCell>
                  <TableCell align="right">{line.reservedQuantity}</TableCell>
                  <TableCell align="right">{line.availableQuantity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('resources.products.stock.none')}</Typography>
      )}
    </Box>
  );
};
