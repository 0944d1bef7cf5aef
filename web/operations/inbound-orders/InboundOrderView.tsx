import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
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
import { Loading, Title, useCanAccess, useGetOne, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { receiveInboundOrderProduct } from '../../../shared/operations/inbound-orders';
import { BOX_ORDER_STATUSES } from '../../../shared/operations/common/box-documents';
import { useFormats } from '../../components/use-formats';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { boxOrderStatusLabels, boxOrderTone } from '../common/box-status';
import { Field } from '../common/Field';
import { StatusChip } from '../common/StatusChip';

type Line = {
  idInboundOrderProduct: string;
  productName: string;
  sku: string;
  quantity: number;
  lotNumber: string | null;
  bestBeforeDate: string | null;
  serialNumber: string | null;
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

const lot = (line: Line, day: (value: string) => string) =>
  [line.lotNumber, line.bestBeforeDate ? day(line.bestBeforeDate) : null, line.serialNumber].filter(Boolean).join(' · ');

/** An inbound order of the box with its lines; each undecided line is accepted (its quantity enters the box's stock) or refused with a comment. */
export const InboundOrderView = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const { id = '' } = useParams();
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'inboundOrders', action: 'edit' });
  const { data: order, isPending, refetch } = useGetOne<Order>('inboundOrders', { id });
  const [refusing, setRefusing] = useState<Line | null>(null);
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  if (isPending || !order) return <Loading />;
  const decide = async (line: Line, receiptAccepted: boolean, receiptComment: string | null) => {
    setSaving(true);
    try {
      await api.request({
        method: receiveInboundOrderProduct.method,
        path: receiveInboundOrderProduct.path,
        params: { id: order.idInboundOrder, idInboundOrderProduct: line.idInboundOrderProduct },
        body: { receiptAccepted, receiptComment },
      });
      notify(receiptAccepted ? 'resources.inboundOrders.acceptedDone' : 'resources.inboundOrders.refusedDone', { type: 'info' });
      setRefusing(null);
      setComment('');
      await refetch();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  const open = order.status === BOX_ORDER_STATUSES.acknowledged;
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
            <Field label={translate('resources.inboundOrders.fields.senderName')}>{order.senderName ?? '—'}</Field>
            <Field label={translate('resources.inboundOrders.fields.expectedDate')}>{order.expectedDate ? formats.day(order.expectedDate) : '—'}</Field>
          </Stack>
          {order.comment ? <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{order.comment}</Typography> : null}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="inbound-order-lines">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.inboundOrders.fields.productName')}</TableCell>
                  <TableCell align="right">{translate('resources.inboundOrders.fields.quantity')}</TableCell>
                  <TableCell>{translate('resources.inboundOrders.fields.receiptAccepted')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.products.map((line) => (
                  <TableRow key={line.idInboundOrderProduct} data-testid={`inbound-line-${line.sku}`}>
                    <TableCell>
                      {line.productName}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {[line.sku, lot(line, formats.day)].filter(Boolean).join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell>
                      {line.receiptAccepted === null ? (
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
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Button component={Link} to="/orders/inbound/list" sx={{ mt: 2 }}>
            {translate('resources.inboundOrders.back')}
          </Button>
        </CardContent>
      </Card>
      <Dialog open={!!refusing} onClose={() => setRefusing(null)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.inboundOrders.refuseTitle', { product: refusing?.productName ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('resources.inboundOrders.refuseHint')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            label={translate('resources.inboundOrders.fields.receiptComment')}
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
    </Box>
  );
};

export default InboundOrderView;
