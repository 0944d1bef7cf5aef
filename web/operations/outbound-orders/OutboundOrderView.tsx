import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useCanAccess, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { cancelOutboundOrder } from '../../../shared/operations/outbound-orders';
import { BOX_ORDER_STATUSES } from '../../../shared/operations/common/box-documents';
import { useFormats } from '../../components/use-formats';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { boxOrderStatusLabels, boxOrderTone } from '../common/box-status';
import { Field } from '../common/Field';
import { StatusChip } from '../common/StatusChip';
import { orderTypeLabel } from './OutboundOrderList';

type Line = {
  idOutboundOrderProduct: string;
  productName: string;
  sku: string;
  orderedQuantity: number;
  reservedQuantity: number;
  lotNumber: string | null;
  bestBeforeDate: string | null;
  serialNumber: string | null;
};
type Text = string | null;
type Order = {
  id: string;
  idOutboundOrder: string;
  orderReference: string;
  orderType: string;
  status: number;
  campaign: Text;
  budget: Text;
  userFirstName: Text;
  userLastName: Text;
  deliveryName: Text;
  deliveryAddress1: Text;
  deliveryAddress2: Text;
  deliveryZipCode: Text;
  deliveryCity: Text;
  deliveryCountryISO2: Text;
  comment: Text;
  calculatedOrderWeight: number;
  calculatedOrderVolume: number;
  products: Line[];
};

const lot = (line: Line, day: (value: string) => string) =>
  [line.lotNumber, line.bestBeforeDate ? day(line.bestBeforeDate) : null, line.serialNumber].filter(Boolean).join(' · ');

/** An outbound order of the box, read-only, with its lines and what they hold; while acknowledged it can be cancelled. */
export const OutboundOrderView = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'outboundOrders', action: 'edit' });
  const { data: order, isPending, refetch } = useGetOne<Order>('outboundOrders', { id });
  const [cancelling, setCancelling] = useState(false);
  const [saving, setSaving] = useState(false);
  if (isPending || !order) return <Loading />;
  const cancel = async () => {
    setSaving(true);
    try {
      await dataProvider.runAction(cancelOutboundOrder, { id });
      notify('resources.outboundOrders.cancelled', { type: 'info' });
      await refetch();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
      setCancelling(false);
    }
  };
  const text = (value: Text) => value || '—';
  const person = [order.userFirstName, order.userLastName].filter(Boolean).join(' ');
  const address = [
    order.deliveryName,
    order.deliveryAddress1,
    order.deliveryAddress2,
    [order.deliveryZipCode, order.deliveryCity].filter(Boolean).join(' '),
    order.deliveryCountryISO2,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={order.orderReference} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
              {order.orderReference}
            </Typography>
            <StatusChip code={order.status} labels={boxOrderStatusLabels} tone={boxOrderTone} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <Field label={translate('resources.outboundOrders.fields.orderType')}>{translate(orderTypeLabel(order.orderType))}</Field>
            <Field label={translate('resources.outboundOrders.fields.campaign')}>{text(order.campaign)}</Field>
            <Field label={translate('resources.outboundOrders.fields.budget')}>{text(order.budget)}</Field>
            <Field label={translate('resources.outboundOrders.person')}>{person || '—'}</Field>
            <Field label={translate('resources.outboundOrders.address')}>{address || '—'}</Field>
            <Field label={translate('resources.outboundOrders.fields.calculatedOrderWeight')}>{order.calculatedOrderWeight}</Field>
            <Field label={translate('resources.outboundOrders.fields.calculatedOrderVolume')}>{order.calculatedOrderVolume}</Field>
          </Stack>
          {order.comment ? <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{order.comment}</Typography> : null}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="outbound-order-lines">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.outboundOrders.fields.productName')}</TableCell>
                  <TableCell align="right">{translate('resources.outboundOrders.fields.orderedQuantity')}</TableCell>
                  <TableCell align="right">{translate('resources.outboundOrders.fields.reservedQuantity')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.products.map((line) => (
                  <TableRow key={line.idOutboundOrderProduct}>
                    <TableCell>
                      {line.productName}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {[line.sku, lot(line, formats.day)].filter(Boolean).join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{line.orderedQuantity}</TableCell>
                    <TableCell align="right">{line.reservedQuantity}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button component={Link} to="/orders/outbound/list">
              {translate('resources.inboundOrders.back')}
            </Button>
            {order.status === BOX_ORDER_STATUSES.acknowledged && canEdit ? (
              <Button color="error" startIcon={<CancelIcon />} onClick={() => setCancelling(true)}>
                {translate('resources.outboundOrders.cancel')}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={cancelling}
        loading={saving}
        title={translate('resources.outboundOrders.cancelTitle', { reference: order.orderReference })}
        content={translate('resources.outboundOrders.cancelContent')}
        confirm="resources.outboundOrders.cancel"
        cancel="app.action.keepOrder"
        tone="warning"
        onConfirm={() => void cancel()}
        onClose={() => setCancelling(false)}
      />
    </Box>
  );
};

export default OutboundOrderView;
