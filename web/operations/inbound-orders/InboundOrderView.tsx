import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useCanAccess, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { inboundOrderStatusHistory, receiveInboundOrderProduct } from '../../../shared/operations/inbound-orders';
import { BOX_ORDER_STATUSES } from '../../../shared/operations/common/box-documents';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { boxOrderStatusLabels, boxOrderTone } from '../common/box-status';
import { DocumentCard, LinesTable, lotDetail, useDocumentAction, type LotFields, type ProductLine } from '../common/DocumentView';
import { StatusChip } from '../common/StatusChip';
import { StatusHistory } from '../common/StatusHistory';

type Line = ProductLine &
  LotFields & {
    idInboundOrderProduct: string;
    quantity: number;
    receiptAccepted: boolean | null;
    receiptComment: string | null;
  };
type Order = {
  id: string;
  idInboundOrder: string;
  orderReference: string;
  senderName: string | null;
  expectedDate: string | null;
  status: number;
  comment: string | null;
  products: Line[];
};

/** An inbound order of the box with its lines; each undecided line is accepted (its quantity enters the box's stock) or refused with a comment. */
export const InboundOrderView = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const { id = '' } = useParams();
  const api = useSessionApi();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'inboundOrders', action: 'edit' });
  const { data: order, isPending, refetch } = useGetOne<Order>('inboundOrders', { id });
  const { saving, run } = useDocumentAction(refetch);
  const [refusing, setRefusing] = useState<Line | null>(null);
  const [comment, setComment] = useState('');
  if (isPending || !order) return <Loading />;
  const decide = async (line: Line, receiptAccepted: boolean, receiptComment: string | null) => {
    const done = await run(
      () =>
        api.request({
          method: receiveInboundOrderProduct.method,
          path: receiveInboundOrderProduct.path,
          params: { id: order.idInboundOrder, idInboundOrderProduct: line.idInboundOrderProduct },
          body: { receiptAccepted, receiptComment },
        }),
      receiptAccepted ? 'resources.inboundOrders.acceptedDone' : 'resources.inboundOrders.refusedDone',
    );
    if (done) {
      setRefusing(null);
      setComment('');
    }
  };
  const open = order.status === BOX_ORDER_STATUSES.acknowledged;
  const f = (field: string) => translate(`resources.inboundOrders.fields.${field}` as 'resources.inboundOrders.fields.senderName');
  const receipt = (line: Line) =>
    line.receiptAccepted === null ? (
      open && canEdit ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" variant="contained" startIcon={<CheckIcon />} disabled={saving} onClick={() => void decide(line, true, null)}>
            {translate('resources.inboundOrders.accept')}
          </Button>
          <Button size="small" color="error" startIcon={<CloseIcon />} disabled={saving} onClick={() => setRefusing(line)}>
            {translate('resources.inboundOrders.refuse')}
          </Button>
        </Stack>
      ) : (
        <Chip size="small" color="warning" label={translate('resources.inboundOrders.pending')} />
      )
    ) : (
      <>
        <Chip
          size="small"
          color={line.receiptAccepted ? 'success' : 'default'}
          label={translate(line.receiptAccepted ? 'resources.inboundOrders.accepted' : 'resources.inboundOrders.refused')}
        />
        {line.receiptComment ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {line.receiptComment}
          </Typography>
        ) : null}
      </>
    );
  return (
    <DocumentCard
      title={order.orderReference}
      back={{ to: '/orders/inbound/list', label: 'resources.inboundOrders.back' }}
      status={<StatusChip code={order.status} labels={boxOrderStatusLabels} tone={boxOrderTone} />}
      history={<StatusHistory kind={inboundOrderStatusHistory} id={order.idInboundOrder} status={order.status} labels={boxOrderStatusLabels} />}
      fields={[
        [f('senderName'), order.senderName ?? '—'],
        [f('expectedDate'), order.expectedDate ? formats.day(order.expectedDate) : '—'],
      ]}
      comment={order.comment}
      after={
        <Dialog open={!!refusing} onClose={() => setRefusing(null)} fullWidth maxWidth="sm">
          <DialogTitle>{translate('resources.inboundOrders.refuseTitle', { product: refusing?.productName ?? '' })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('resources.inboundOrders.refuseHint')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              multiline
              label={f('receiptComment')}
              value={comment}
              onChange={(event) => setComment(event.target.value.slice(0, 320))}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRefusing(null)}>{translate('ra.action.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={saving || !comment.trim()}
              onClick={() => refusing && void decide(refusing, false, comment.trim())}
            >
              {translate('resources.inboundOrders.refuse')}
            </Button>
          </DialogActions>
        </Dialog>
      }
    >
      <LinesTable
        testId="inbound-order-lines"
        lines={order.products}
        rowKey={(line) => line.idInboundOrderProduct}
        rowTestId={(line) => `inbound-line-${line.sku}`}
        productLabel={f('productName')}
        detail={(line) => lotDetail(line, formats.day)}
        columns={[
          { label: f('quantity'), align: 'right', value: (line) => line.quantity },
          { label: f('receiptAccepted'), value: receipt },
        ]}
      />
    </DocumentCard>
  );
};

export default InboundOrderView;
