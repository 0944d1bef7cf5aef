import EditIcon from '@mui/icons-material/Edit';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import {
  OPEN_SUPPLIER_ORDER_STATUSES,
  cancelSupplierOrder,
  receiveSupplierOrder,
  supplierOrderStatusHistory,
} from '../../../shared/operations/supplier-orders';
import { useFormats } from '../../components/use-formats';
import { KITTING_TYPE_LABELS, PRIORITY_LABELS, SUPPLIER_ORDER_TYPE_LABELS, type Priority } from '../../../shared/rules/orders';
import { isPositiveWholeQuantity } from '../../../shared/rules/quantities';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { DocumentCard, LinesTable, useDocumentAction } from '../common/DocumentView';
import { StatusChip } from '../common/StatusChip';
import { StatusHistory } from '../common/StatusHistory';
import { supplierOrderStatusLabels, supplierOrderTone } from './status';
import { CancelWithConfirmButton } from '../../components/CancelWithConfirmButton';
import type { NamesUnder } from '../../../shared/i18n/translation-keys';

type Line = { idSupplierOrderLine: string; productName: string; sku: string; orderedQuantity: number; receivedQuantity: number };
type Order = {
  id: string;
  idSupplierOrder: string;
  orderReference: string;
  supplierName: string;
  warehouseName: string;
  orderType: 'Supplier' | 'Return';
  kittingType: 'KitAssembly' | 'KitDisassembly' | null;
  priority: Priority;
  status: number;
  expectedDate: string | null;
  comment: string | null;
  lines: Line[];
};

/** Quantities arriving now per line (empty or 0: nothing), at most what each line still expects. */
const ReceiveDialog = ({ order, open, onClose, onReceived }: { order: Order; open: boolean; onClose: () => void; onReceived: () => void }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const openLines = order.lines.filter((l) => l.receivedQuantity < l.orderedQuantity);
  const wrong = (line: Line) => {
    const text = quantities[line.idSupplierOrderLine]?.trim() ?? '';
    if (text === '' || text === '0') return false;
    const n = Number(text);
    return !isPositiveWholeQuantity(n) || n > line.orderedQuantity - line.receivedQuantity;
  };
  const lines = openLines
    .map((l) => ({ idSupplierOrderLine: l.idSupplierOrderLine, quantity: Number(quantities[l.idSupplierOrderLine] ?? '') }))
    .filter((l) => isPositiveWholeQuantity(l.quantity));
  const receive = async () => {
    setSaving(true);
    try {
      await api.request({ method: receiveSupplierOrder.method, path: receiveSupplierOrder.path, params: { id: order.idSupplierOrder }, body: { lines } });
      notify('resources.supplierOrders.received', { type: 'info' });
      setQuantities({});
      onReceived();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.supplierOrders.receiveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('resources.supplierOrders.receiveHint')}</DialogContentText>
        <Stack spacing={2}>
          {openLines.map((line) => (
            <Stack key={line.idSupplierOrderLine} direction="row" spacing={2} alignItems="center" justifyContent="space-between">
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography>{line.productName}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {line.sku} · {translate('resources.supplierOrders.open')} {line.orderedQuantity - line.receivedQuantity}
                </Typography>
              </Box>
              <Box sx={{ width: 110, flex: 'none' }}>
                <TextField
                  size="small"
                  label={translate('resources.supplierOrders.toReceive')}
                  value={quantities[line.idSupplierOrderLine] ?? ''}
                  onChange={(event) => setQuantities({ ...quantities, [line.idSupplierOrderLine]: event.target.value })}
                  error={wrong(line)}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `receive-${line.sku}` } }}
                />
              </Box>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void receive()} disabled={saving || !lines.length || openLines.some(wrong)}>
          {translate('resources.supplierOrders.receive')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A supplier order read-only, with its lines; while open it can be edited, received (partially or whole) and cancelled. */
export const SupplierOrderView = () => {
  const { day } = useFormats();
  const translate = useTranslate();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data: order, isPending, refetch } = useGetOne<Order>('supplierOrders', { id });
  const { run } = useDocumentAction(refetch);
  const [receiving, setReceiving] = useState(false);
  if (isPending || !order) return <Loading />;
  const open = OPEN_SUPPLIER_ORDER_STATUSES.includes(order.status);
  const started = order.lines.some((l) => l.receivedQuantity > 0);

  const f = (field: NamesUnder<'resources.supplierOrders.fields.'>) => translate(`resources.supplierOrders.fields.${field}`);
  return (
    <DocumentCard
      title={order.orderReference}
      back={{ to: '/supplier-orders/list', label: 'resources.supplierOrders.back' }}
      status={<StatusChip code={order.status} labels={supplierOrderStatusLabels} tone={supplierOrderTone} />}
      history={<StatusHistory kind={supplierOrderStatusHistory} id={order.idSupplierOrder} status={order.status} labels={supplierOrderStatusLabels} />}
      fields={[
        [f('supplierName'), order.supplierName],
        [f('warehouseName'), order.warehouseName],
        [f('orderType'), translate(SUPPLIER_ORDER_TYPE_LABELS[order.orderType])],
        [f('kittingType'), order.kittingType ? translate(KITTING_TYPE_LABELS[order.kittingType]) : translate('resources.supplierOrders.noKitting')],
        [f('priority'), translate(PRIORITY_LABELS[order.priority])],
        [f('expectedDate'), order.expectedDate ? day(order.expectedDate) : '—'],
      ]}
      comment={order.comment}
      after={
        <>
          <ReceiveDialog
            order={order}
            open={receiving}
            onClose={() => setReceiving(false)}
            onReceived={() => {
              setReceiving(false);
              void refetch();
            }}
          />
        </>
      }
    >
      <LinesTable
        testId="supplier-order-lines"
        lines={order.lines}
        rowKey={(line) => line.idSupplierOrderLine}
        productLabel={f('productName')}
        columns={[
          { label: f('orderedQuantity'), align: 'right', value: (line) => line.orderedQuantity },
          { label: f('receivedQuantity'), align: 'right', value: (line) => line.receivedQuantity },
        ]}
      />
      {open ? (
        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" startIcon={<MoveToInboxIcon />} onClick={() => setReceiving(true)}>
            {translate('resources.supplierOrders.receive')}
          </Button>
          <Button component={Link} to={`/supplier-orders/${order.idSupplierOrder}`} startIcon={<EditIcon />}>
            {translate('ra.action.edit')}
          </Button>
          {started ? null : (
            <CancelWithConfirmButton
              label="resources.supplierOrders.cancel"
              title={translate('resources.supplierOrders.cancelTitle', { reference: order.orderReference })}
              content={translate('resources.supplierOrders.cancelContent')}
              onCancel={() => run(() => dataProvider.runAction(cancelSupplierOrder, { id }), 'resources.supplierOrders.cancelled')}
            />
          )}
        </Stack>
      ) : null}
    </DocumentCard>
  );
};

export default SupplierOrderView;
