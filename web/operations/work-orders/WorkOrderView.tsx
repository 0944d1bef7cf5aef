import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { cancelWorkOrder, completeWorkOrder, WORK_ORDER_STATUS } from '../../../shared/operations/work-orders';
import { useFormats } from '../../components/use-formats';
import { PRIORITY_LABELS, type Priority } from '../../../shared/rules/orders';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { StatusChip } from '../common/StatusChip';
import { workOrderStatusLabels, workOrderTone } from './status';
import { ConfirmDialog } from '../../components/ConfirmDialog';

type Order = {
  idWorkOrder: string;
  orderReference: string;
  kitName: string;
  kitSku: string;
  warehouseName: string;
  quantity: number;
  priority: Priority;
  status: number;
  dueDate: string | null;
  comment: string | null;
};

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ minWidth: 160 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);

/** A work order read-only; while open it can be edited, completed (kits assembled in stock) or cancelled, each after a confirmation. */
export const WorkOrderView = () => {
  const { day } = useFormats();
  const translate = useTranslate();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { data: order, isPending, refetch } = useGetOne<Order & { id: string }>('workOrders', { id });
  const [asking, setAsking] = useState<'complete' | 'cancel' | null>(null);
  const [saving, setSaving] = useState(false);
  if (isPending || !order) return <Loading />;
  const run = async () => {
    setSaving(true);
    try {
      await dataProvider.runAction(asking === 'complete' ? completeWorkOrder : cancelWorkOrder, { id });
      notify(asking === 'complete' ? 'resources.workOrders.completed' : 'resources.workOrders.cancelled', { type: 'info' });
      await refetch();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
      setAsking(null);
    }
  };
  const f = (field: string) => translate(`resources.workOrders.fields.${field}` as 'resources.workOrders.fields.kitName');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={order.orderReference} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
              {order.orderReference}
            </Typography>
            <StatusChip code={order.status} labels={workOrderStatusLabels} tone={workOrderTone} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <Field label={f('kitName')}>
              {order.kitName} ({order.kitSku})
            </Field>
            <Field label={f('quantity')}>{order.quantity}</Field>
            <Field label={f('warehouseName')}>{order.warehouseName}</Field>
            <Field label={f('priority')}>{translate(PRIORITY_LABELS[order.priority] as WebKey)}</Field>
            <Field label={f('dueDate')}>{order.dueDate ? day(order.dueDate) : '—'}</Field>
          </Stack>
          {order.comment ? <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{order.comment}</Typography> : null}
          {order.status === WORK_ORDER_STATUS.open ? (
            <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" startIcon={<DoneAllIcon />} onClick={() => setAsking('complete')}>
                {translate('resources.workOrders.complete')}
              </Button>
              <Button component={Link} to={`/work-orders/${order.idWorkOrder}`} startIcon={<EditIcon />}>
                {translate('ra.action.edit')}
              </Button>
              <Button color="error" startIcon={<CancelIcon />} onClick={() => setAsking('cancel')}>
                {translate('resources.workOrders.cancel')}
              </Button>
            </Stack>
          ) : null}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={asking !== null}
        loading={saving}
        title={translate(asking === 'complete' ? 'resources.workOrders.completeTitle' : 'resources.workOrders.cancelTitle', {
          reference: order.orderReference,
        })}
        content={translate(asking === 'complete' ? 'resources.workOrders.completeContent' : 'resources.workOrders.cancelContent', { quantity: order.quantity })}
        confirm={asking === 'complete' ? 'resources.workOrders.complete' : 'resources.workOrders.cancel'}
        cancel="app.action.keepOrder"
        tone="warning"
        onConfirm={() => void run()}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
};

export default WorkOrderView;
