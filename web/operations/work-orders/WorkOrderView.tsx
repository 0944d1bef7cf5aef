import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Loading, useDataProvider, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { cancelWorkOrder, completeWorkOrder, WORK_ORDER_STATUS, workOrderStatusHistory } from '../../../shared/operations/work-orders';
import { useFormats } from '../../components/use-formats';
import { PRIORITY_LABELS, type Priority } from '../../../shared/rules/orders';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { DocumentCard, useDocumentAction } from '../common/DocumentView';
import { StatusChip } from '../common/StatusChip';
import { StatusHistory } from '../common/StatusHistory';
import { workOrderStatusLabels, workOrderTone } from './status';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { NamesUnder } from '../../../shared/i18n/translation-keys';

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

/** A work order read-only; while open it can be edited, completed (kits assembled in stock) or cancelled, each after a confirmation. */
export const WorkOrderView = () => {
  const { day } = useFormats();
  const translate = useTranslate();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data: order, isPending, refetch } = useGetOne<Order & { id: string }>('workOrders', { id });
  const { saving, run } = useDocumentAction(refetch);
  const [asking, setAsking] = useState<'complete' | 'cancel' | null>(null);
  if (isPending || !order) return <Loading />;
  const decide = async () => {
    await run(
      () => dataProvider.runAction(asking === 'complete' ? completeWorkOrder : cancelWorkOrder, { id }),
      asking === 'complete' ? 'resources.workOrders.completed' : 'resources.workOrders.cancelled',
    );
    setAsking(null);
  };
  const f = (field: NamesUnder<'resources.workOrders.fields.'>) => translate(`resources.workOrders.fields.${field}`);
  return (
    <DocumentCard
      title={order.orderReference}
      back={{ to: '/work-orders/list', label: 'resources.workOrders.back' }}
      status={<StatusChip code={order.status} labels={workOrderStatusLabels} tone={workOrderTone} />}
      history={<StatusHistory kind={workOrderStatusHistory} id={order.idWorkOrder} status={order.status} labels={workOrderStatusLabels} />}
      fields={[
        [f('kitName'), `${order.kitName} (${order.kitSku})`],
        [f('quantity'), order.quantity],
        [f('warehouseName'), order.warehouseName],
        [f('priority'), translate(PRIORITY_LABELS[order.priority])],
        [f('dueDate'), order.dueDate ? day(order.dueDate) : '—'],
      ]}
      comment={order.comment}
      after={
        <ConfirmDialog
          open={asking !== null}
          loading={saving}
          title={translate(asking === 'complete' ? 'resources.workOrders.completeTitle' : 'resources.workOrders.cancelTitle', {
            reference: order.orderReference,
          })}
          content={translate(asking === 'complete' ? 'resources.workOrders.completeContent' : 'resources.workOrders.cancelContent', {
            quantity: order.quantity,
          })}
          confirm={asking === 'complete' ? 'resources.workOrders.complete' : 'resources.workOrders.cancel'}
          cancel="app.action.keepOrder"
          tone="warning"
          onConfirm={() => void decide()}
          onClose={() => setAsking(null)}
        />
      }
    >
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
    </DocumentCard>
  );
};

export default WorkOrderView;
