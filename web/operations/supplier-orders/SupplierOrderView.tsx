import CancelIcon from '@mui/icons-material/Cancel';
import EditIcon from '@mui/icons-material/Edit';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { OPEN_SUPPLIER_ORDER_STATUSES, cancelSupplierOrder, receiveSupplierOrder } from '../../../shared/operations/supplier-orders';
import { useFormats } from '../../components/use-formats';
import { KITTING_TYPE_LABELS, PRIORITY_LABELS, SUPPLIER_ORDER_TYPE_LABELS, type Priority } from '../../../shared/rules/orders';
import { isPositiveWholeQuantity } from '../../../shared/rules/quantities';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { StatusChip } from '../common/StatusChip';
import { supplierOrderStatusLabels, supplierOrderTone } from './status';
import { ConfirmDialog } from '../../components/ConfirmDialog';

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

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ minWidth: 160 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);

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
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { data: order, isPending, refetch } = useGetOne<Order>('supplierOrders', { id });
  const [receiving, setReceiving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [saving, setSaving] = useState(false);
  if (isPending || !order) return <Loading />;
  const open = OPEN_SUPPLIER_ORDER_STATUSES.includes(order.status);
  const started = order.lines.some((l) => l.receivedQuantity > 0);
  const cancel = async () => {
    setSaving(true);
    try {
      await dataProvider.runAction(cancelSupplierOrder, { id });
      notify('resources.supplierOrders.cancelled', { type: 'info' });
      await refetch();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
      setCancelling(false);
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={order.orderReference} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
              {order.orderReference}
            </Typography>
            <StatusChip code={order.status} labels={supplierOrderStatusLabels} tone={supplierOrderTone} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <Field label={translate('resources.supplierOrders.fields.supplierName')}>{order.supplierName}</Field>
            <Field label={translate('resources.supplierOrders.fields.warehouseName')}>{order.warehouseName}</Field>
            <Field label={translate('resources.supplierOrders.fields.orderType')}>{translate(SUPPLIER_ORDER_TYPE_LABELS[order.orderType] as WebKey)}</Field>
            <Field label={translate('resources.supplierOrders.fields.kittingType')}>
              {order.kittingType ? translate(KITTING_TYPE_LABELS[order.kittingType] as WebKey) : translate('resources.supplierOrders.noKitting')}
            </Field>
            <Field label={translate('resources.supplierOrders.fields.priority')}>{translate(PRIORITY_LABELS[order.priority] as WebKey)}</Field>
            <Field label={translate('resources.supplierOrders.fields.expectedDate')}>{order.expectedDate ? day(order.expectedDate) : '—'}</Field>
          </Stack>
          {order.comment ? <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{order.comment}</Typography> : null}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="supplier-order-lines">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.supplierOrders.fields.productName')}</TableCell>
                  <TableCell align="right">{translate('resources.supplierOrders.fields.orderedQuantity')}</TableCell>
                  <TableCell align="right">{translate('resources.supplierOrders.fields.receivedQuantity')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.lines.map((line) => (
                  <TableRow key={line.idSupplierOrderLine}>
                    <TableCell>
                      {line.productName}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {line.sku}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{line.orderedQuantity}</TableCell>
                    <TableCell align="right">{line.receivedQuantity}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {open ? (
            <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" startIcon={<MoveToInboxIcon />} onClick={() => setReceiving(true)}>
                {translate('resources.supplierOrders.receive')}
              </Button>
              <Button component={Link} to={`/supplier-orders/${order.idSupplierOrder}`} startIcon={<EditIcon />}>
                {translate('ra.action.edit')}
              </Button>
              {started ? null : (
                <Button color="error" startIcon={<CancelIcon />} onClick={() => setCancelling(true)}>
                  {translate('resources.supplierOrders.cancel')}
                </Button>
              )}
            </Stack>
          ) : null}
        </CardContent>
      </Card>
      <ReceiveDialog
        order={order}
        open={receiving}
        onClose={() => setReceiving(false)}
        onReceived={() => {
          setReceiving(false);
          void refetch();
        }}
      />
      <ConfirmDialog
        open={cancelling}
        loading={saving}
        title={translate('resources.supplierOrders.cancelTitle', { reference: order.orderReference })}
        content={translate('resources.supplierOrders.cancelContent')}
        confirm="resources.supplierOrders.cancel"
        cancel="app.action.keepOrder"
        tone="warning"
        onConfirm={() => void cancel()}
        onClose={() => setCancelling(false)}
      />
    </Box>
  );
};

export default SupplierOrderView;
