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
import type { NamesUnder } from '../../../shared/i18n/translation-keys';

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

/** A line's receipt: accept and refuse buttons while it waits and may be decided, else its state and comment. */
const LineReceipt = ({
  line,
  canDecide,
  saving,
  onAccept,
  onRefuse,
}: {
  line: Line;
  canDecide: boolean;
  saving: boolean;
  onAccept: () => void;
  onRefuse: () => void;
}) => {
  const translate = useTranslate();
  if (line.receiptAccepted === null)
    return canDecide ? (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="contained" startIcon={<CheckIcon />} disabled={saving} onClick={onAccept}>
          {translate('resources.inboundOrders.accept')}
        </Button>
        <Button size="small" color="error" startIcon={<CloseIcon />} disabled={saving} onClick={onRefuse}>
          {translate('resources.inboundOrders.refuse')}
        </Button>
      </Stack>
    ) : (
      <Chip size="small" color="warning" label={translate('resources.inboundOrders.pending')} />
    );
  return (
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
};

/** The line being refused, the comment typed for it, and what closing and refusing do. */
type Refusal = {
  line: Line | null;
  comment: string;
  onComment: (comment: string) => void;
  saving: boolean;
  onClose: () => void;
  onRefuse: (line: Line) => void;
};

/** Refusing a line asks why: a comment is required. */
const RefuseLineDialog = ({ refusal }: { refusal: Refusal }) => {
  const { line: refusing, comment, onComment, saving, onClose, onRefuse } = refusal;
  const translate = useTranslate();
  return (
    <Dialog open={!!refusing} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.inboundOrders.refuseTitle', { product: refusing?.productName ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('resources.inboundOrders.refuseHint')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          label={translate('resources.inboundOrders.fields.receiptComment')}
          value={comment}
          onChange={(event) => onComment(event.target.value.slice(0, 320))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={saving || !comment.trim()} onClick={() => refusing && onRefuse(refusing)}>
          {translate('resources.inboundOrders.refuse')}
        </Button>
      </DialogActions>
    </Dialog>
  );
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
  const canDecide = order.status === BOX_ORDER_STATUSES.acknowledged && canEdit;
  const f = (field: NamesUnder<'resources.inboundOrders.fields.'>) => translate(`resources.inboundOrders.fields.${field}`);
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
        <RefuseLineDialog
          refusal={{
            line: refusing,
            comment,
            onComment: setComment,
            saving,
            onClose: () => setRefusing(null),
            onRefuse: (line) => void decide(line, false, comment.trim()),
          }}
        />
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
          {
            label: f('receiptAccepted'),
            value: (line) => (
              <LineReceipt
                line={line}
                canDecide={canDecide}
                saving={saving}
                onAccept={() => void decide(line, true, null)}
                onRefuse={() => setRefusing(line)}
              />
            ),
          },
        ]}
      />
    </DocumentCard>
  );
};

export default InboundOrderView;
