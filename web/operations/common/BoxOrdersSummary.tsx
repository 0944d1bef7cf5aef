import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { boxOrdersSummary } from '../../../shared/operations/inbound-orders';
import { BOX_ORDER_STATUS_TYPES } from '../../../shared/operations/common/box-documents';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { useSession } from '../../shell/session/SessionProvider';
import { boxOrderStatusLabels } from './box-status';

/** The dashboard's box-orders summary of the box worked in: inbound and outbound orders by status, and the lines to receive. */
export const BoxOrdersSummary = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const idBox = useSession().scope.idWarehouse ?? '';
  const { canAccess } = useCanAccess({ resource: 'inboundOrders', action: 'list' });
  const { data, isError } = useQuery({
    queryKey: ['boxOrdersSummary', idBox],
    queryFn: () => dataProvider.runAction(boxOrdersSummary, { idBox }),
    enabled: !!idBox && !!canAccess,
  });
  if (!canAccess || isError) return null;
  const count = (rows: { status: number; count: number }[] | undefined, status: number) => rows?.find((r) => r.status === status)?.count ?? 0;
  return (
    <Card data-testid="box-orders-summary">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('pages.dashboard.boxOrders')}
        </Typography>
        <Typography sx={{ mb: 1 }} data-testid="lines-to-receive">
          {translate('pages.dashboard.linesToReceive', { smart_count: data?.boxOrders.linesToReceive ?? 0 })}
        </Typography>
        <Table size="small" sx={{ maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.inboundOrders.fields.status')}</TableCell>
              <TableCell align="right">{translate('resources.inboundOrders.name', { smart_count: 2 })}</TableCell>
              <TableCell align="right">{translate('resources.outboundOrders.name', { smart_count: 2 })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {BOX_ORDER_STATUS_TYPES.map((type) => (
              <TableRow key={type.code}>
                <TableCell>{translate(boxOrderStatusLabels[type.code])}</TableCell>
                <TableCell align="right">{count(data?.boxOrders.inbound, type.code)}</TableCell>
                <TableCell align="right">{count(data?.boxOrders.outbound, type.code)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to="/orders/inbound/list" size="small">
            {translate('resources.inboundOrders.name', { smart_count: 2 })}
          </Button>
          <Button component={Link} to="/orders/outbound/list" size="small">
            {translate('resources.outboundOrders.name', { smart_count: 2 })}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
