import { Box, Button, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { DraftOrder } from '../../../shared/ordering/schemas';
import { draftOrders, draftToCart } from '../../../shared/ordering/draft-orders';
import { callAction } from '../../../shared/registry/route-kinds';
import { collectionCalls, collectionKey } from '../../../shared/registry/collection';
import { validateQuantity } from '../../../shared/rules/quantities';
import type { Message } from '../../../shared/rules/message';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useNotifyError } from '../../components/use-notify-error';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { isNotFound, NOT_FOUND_PATH } from './draft-actions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QuantityField } from '../../components/QuantityField';

type DraftFieldValues = { orderReference: string; poNumber: string; orderComment: string };

/** The draft's references and comment, then where it goes: warehouse, shipping method and addresses. */
const DraftFields = ({ draft, fields, onChange }: { draft: DraftOrder; fields: DraftFieldValues; onChange: (fields: DraftFieldValues) => void }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <LimitedTextField
            size="small"
            label={translate('pages.orders.fields.orderReference')}
            value={fields.orderReference}
            limit={FIELD_LIMITS.reference}
            onChange={(e) => onChange({ ...fields, orderReference: e.target.value })}
          />
          <LimitedTextField
            size="small"
            label={translate('pages.orders.fields.poNumber')}
            value={fields.poNumber}
            limit={FIELD_LIMITS.reference}
            onChange={(e) => onChange({ ...fields, poNumber: e.target.value })}
          />
          <LimitedTextField
            size="small"
            label={translate('pages.orders.detail.comment')}
            value={fields.orderComment}
            limit={FIELD_LIMITS.comment}
            onChange={(e) => onChange({ ...fields, orderComment: e.target.value })}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {[draft.warehouseName, draft.shippingMethodName, draft.addresses.map((a) => a.addressName).join(', ')].filter(Boolean).join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
};

/** The draft's products, each with its quantity to change (and its problem), or said unavailable. */
const DraftItems = ({
  draft,
  quantities,
  problems,
  onQuantity,
}: {
  draft: DraftOrder;
  quantities: Record<string, string>;
  problems: Record<string, Message | null>;
  onQuantity: (idProduct: string, quantity: number) => void;
}) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('pages.orders.detail.product')}</TableCell>
              <TableCell align="right" sx={{ width: 140 }}>
                {translate('pages.drafts.fields.quantity')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {draft.items.map((item) => {
              const problem = problems[item.idProduct];
              return (
                <TableRow key={item.idProduct}>
                  <TableCell>
                    <Typography variant="body2">{item.productName}</Typography>
                    <Typography variant="caption" color={item.enabled ? 'text.secondary' : 'error'}>
                      {item.enabled ? (item.skuClient ?? item.sku) : translate('pages.drafts.unavailable')}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    <QuantityField
                      value={quantities[item.idProduct] ? Number(quantities[item.idProduct]) : null}
                      onCommit={(quantity) => onQuantity(item.idProduct, quantity)}
                      error={Boolean(problem)}
                      helperText={problem ? messageText(translate, problem) : undefined}
                      label={translate('pages.orders.edit.quantityOf', { name: item.productName })}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

/** The way back to the drafts, the title and the draft's actions: resume, save (while every quantity is valid), delete. */
const DraftHeading = ({
  busy,
  invalid,
  onResume,
  onSave,
  onDelete,
}: {
  busy: boolean;
  invalid: boolean;
  onResume: () => void;
  onSave: () => void;
  onDelete: () => void;
}) => {
  const translate = useTranslate();
  return (
    <>
      <Title title="pages.drafts.title" />
      <Link component={RouterLink} to="/draft-orders/list" underline="hover">
        {translate('pages.drafts.backToList')}
      </Link>
      <Stack direction={{ xs: 'column', md: 'row' }} justifyContent="space-between" spacing={2} sx={{ my: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('pages.drafts.title')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button variant="contained" disabled={busy} onClick={onResume}>
            {translate('pages.drafts.resume')}
          </Button>
          <Button variant="outlined" disabled={busy || invalid} onClick={onSave}>
            {translate('ra.action.save')}
          </Button>
          <Button color="error" disabled={busy} onClick={onDelete}>
            {translate('ra.action.delete')}
          </Button>
        </Stack>
      </Stack>
    </>
  );
};

/** Runs a draft action while `busy`: a 404 goes to the not-found page, other failures are notified. */
function useDraftAction() {
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      if (isNotFound(failure)) void navigate(NOT_FOUND_PATH, { replace: true });
      else notifyError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}

/**
 * /draft-orders/{idDraft}: the kept checkout. Its references and quantities can be changed and
 * saved, it can be deleted, or resumed: its items go back into the cart of its warehouse with its
 * checkout fields and documents, and the draft is deleted. A draft that is gone (404) leads to /session/404.
 */
const DraftOrderPage = () => {
  const { idDraft = '' } = useParams();
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { scope } = useSession();
  const drafts = collectionCalls(api, draftOrders);
  const queryKey = collectionKey(draftOrders, scope.idClientAccount, idDraft);
  const { data: draft, isPending, error } = useQuery({ queryKey, queryFn: async () => (await drafts.read({ idDraft })).draftOrder, retry: false });
  const [fields, setFields] = useState({ orderReference: '', poNumber: '', orderComment: '' });
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const { busy, act } = useDraftAction();
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!draft) return;
    setFields({ orderReference: draft.orderReference ?? '', poNumber: draft.poNumber ?? '', orderComment: draft.orderComment ?? '' });
    setQuantities(Object.fromEntries(draft.items.map((i) => [i.idProduct, String(i.quantity)])));
  }, [draft]);

  if (isPending) return <Loading />;
  if (error || !draft) return <Navigate to={NOT_FOUND_PATH} replace />;

  const problems = Object.fromEntries(draft.items.map((i) => [i.idProduct, validateQuantity(Number(quantities[i.idProduct]))]));
  const invalid = Object.values(problems).some(Boolean);

  const save = () =>
    act(async () => {
      const { draftOrder: saved } = await drafts.update(
        { idDraft },
        {
          orderReference: fields.orderReference,
          poNumber: fields.poNumber,
          orderComment: fields.orderComment,
          items: draft.items.map((i) => ({ idProduct: i.idProduct, quantity: Number(quantities[i.idProduct]) })),
        },
      );
      queryClient.setQueryData<DraftOrder>(queryKey, saved);
      notify('pages.drafts.saved', { type: 'info' });
    });

  const remove = () =>
    act(async () => {
      await drafts.remove({ idDraft });
      setAsking(false);
      notify('pages.drafts.deleted', { type: 'info' });
      void navigate('/draft-orders/list');
    });

  const resume = () =>
    act(async () => {
      if (scope.idWarehouse !== draft.idWarehouse || !scope.idClientAccount) {
        notify('pages.drafts.otherWarehouse', { type: 'warning', messageArgs: { name: draft.warehouseName } });
        return;
      }
      // One call, one transaction on the server: the cart gets everything or nothing.
      await callAction(api, draftToCart, { idClientAccount: scope.idClientAccount, idWarehouse: draft.idWarehouse, idDraft });
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      notify('pages.drafts.resumed', { type: 'info' });
      void navigate('/checkout/cart');
    });

  return (
    <Box sx={{ mt: 2 }}>
      <DraftHeading busy={busy} invalid={invalid} onResume={() => void resume()} onSave={() => void save()} onDelete={() => setAsking(true)} />
      <Stack spacing={2}>
        <DraftFields draft={draft} fields={fields} onChange={setFields} />
        <DraftItems
          draft={draft}
          quantities={quantities}
          problems={problems}
          onQuantity={(idProduct, quantity) => setQuantities({ ...quantities, [idProduct]: String(quantity) })}
        />
      </Stack>
      <ConfirmDialog
        open={asking}
        loading={busy}
        title={translate('pages.drafts.deleteTitle')}
        content={translate('pages.drafts.deleteContent')}
        confirm="ra.action.delete"
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};

export default DraftOrderPage;
