import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { useMemo, useReducer, useState } from 'react';
import { useNotify } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import type { CustomerOrder, DeliveryProduct } from '../../../shared/ordering/schemas';
import { orderErrorsReducer, validateOrderLineEdit } from '../../../shared/rules/orders';
import { availableOnOrderEdit } from '../../../shared/rules/quantities';
import type { Message } from '../../../shared/rules/message';
import { FormDialog } from '../../components/RecordDialog';
import { useNotifyError } from '../../components/use-notify-error';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { QuantityField } from '../../components/QuantityField';
import { lineErrorsOf, typedQuantityStockDiff } from './quantity-edits';

const NO_STOCK = { physicalQuantity: 0, reservedQuantity: 0, availableQuantity: 0 };

/**
 * The quantities typed for an order's lines, each line's problem (the shared rule's, else the
 * server's), the order error list of the lines short of stock, and the save of the changed lines.
 */
const useQuantityEdits = (order: CustomerOrder, onSaved: (order: CustomerOrder) => void) => {
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const lines = useMemo(() => order.deliveries.flatMap((d) => d.products), [order]);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((l) => [l.idCustomerOrderDeliveryProduct, String(l.orderedQuantity)])),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, Message>>({});
  const [stockErrors, dispatch] = useReducer(orderErrorsReducer, []);
  const [saving, setSaving] = useState(false);

  const available = (line: DeliveryProduct) => availableOnOrderEdit(line.stock ?? NO_STOCK, line.orderedQuantity, order.statusCode);
  const problemOf = (line: DeliveryProduct): Message | null => {
    const text = values[line.idCustomerOrderDeliveryProduct] ?? '';
    const typed = {
      orderedQuantity: text.trim() === '' ? NaN : Number(text),
      previousQuantity: line.orderedQuantity,
      deliveredQuantity: line.deliveredQuantity,
      stock: line.stock ?? NO_STOCK,
    };
    return validateOrderLineEdit(typed, order.statusCode) ?? serverErrors[line.idCustomerOrderDeliveryProduct] ?? null;
  };
  const setValue = (line: DeliveryProduct, text: string) => {
    setValues((current) => ({ ...current, [line.idCustomerOrderDeliveryProduct]: text }));
    setServerErrors(({ [line.idCustomerOrderDeliveryProduct]: _gone, ...rest }) => rest);
    // The order error list follows the stock check: an entry while short, none once it fits.
    if (line.idProduct)
      dispatch({ type: 'quantityChecked', idProduct: line.idProduct, diff: typedQuantityStockDiff(text, line.orderedQuantity, available(line)) });
  };
  const changed = lines.filter((l) => Number(values[l.idCustomerOrderDeliveryProduct]) !== l.orderedQuantity);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await orderingClient(api).updateCustomerOrder({
        idCustomerOrder: order.idCustomerOrder,
        products: changed.map((l) => ({
          idCustomerOrderDeliveryProduct: l.idCustomerOrderDeliveryProduct,
          orderedQuantity: Number(values[l.idCustomerOrderDeliveryProduct]),
        })),
      });
      notify('pages.orders.edit.done', { type: 'info', messageArgs: { orderNumber: order.orderNumber } });
      onSaved(saved);
    } catch (error) {
      const byLine = lineErrorsOf(
        error,
        lines.map((l) => l.idCustomerOrderDeliveryProduct),
      );
      if (byLine) setServerErrors(byLine);
      else notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return { lines, values, stockErrors, saving, available, problemOf, setValue, changed, invalid: lines.some((l) => problemOf(l) !== null), save };
};
type QuantityEdits = ReturnType<typeof useQuantityEdits>;

/**
 * The order's quantities, each checked as it is typed: a positive whole number, never below what
 * was delivered, within the available quantity of an order being edited (the spec's rule, which
 * differs for an out-of-stock order). Lines short of stock also form the order error list.
 */
export const EditQuantitiesDialog = ({
  order,
  open,
  onClose,
  onSaved,
}: {
  order: CustomerOrder;
  open: boolean;
  onClose: () => void;
  onSaved: (order: CustomerOrder) => void;
}) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery('(max-width:767px)');
  const edits = useQuantityEdits(order, onSaved);
  const { lines, saving } = edits;
  const named = (idProduct: string) => lines.find((l) => l.idProduct === idProduct)?.productName ?? idProduct;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="edit-quantities-title"
      title={translate('pages.orders.edit.title', { orderNumber: order.orderNumber })}
      maxWidth="md"
      fullScreen={fullScreen}
      busy={saving}
      action={{ label: translate('ra.action.save'), onClick: () => void edits.save(), disabled: saving || edits.invalid || edits.changed.length === 0 }}
    >
      {edits.stockErrors.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="order-errors">
          {edits.stockErrors.map((e) => (
            <div key={e.idProduct}>
              {translate('app.labelled', { label: named(e.idProduct) })} {translate(e.error, { _: e.error })}
            </div>
          ))}
        </Alert>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('pages.orders.detail.product')}</TableCell>
            <TableCell align="right">{translate('pages.orders.detail.delivered')}</TableCell>
            <TableCell align="right">{translate('pages.orders.edit.available')}</TableCell>
            <TableCell align="right" sx={{ width: 140 }}>
              {translate('pages.orders.detail.ordered')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <QuantityRow key={line.idCustomerOrderDeliveryProduct} line={line} edits={edits} />
          ))}
        </TableBody>
      </Table>
    </FormDialog>
  );
};

/** One line: its product, delivered and available quantities, and its quantity field with its problem. */
const QuantityRow = ({ line, edits }: { line: DeliveryProduct; edits: QuantityEdits }) => {
  const translate = useTranslate();
  const problem = edits.problemOf(line);
  const value = edits.values[line.idCustomerOrderDeliveryProduct];
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2">{line.productName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {line.skuClient ?? line.sku}
          {line.bundle && ` · ${translate('pages.orders.detail.partOf', { name: line.bundle.productName })}`}
        </Typography>
      </TableCell>
      <TableCell align="right">{line.deliveredQuantity}</TableCell>
      <TableCell align="right">{Math.max(0, edits.available(line))}</TableCell>
      <TableCell align="right">
        <QuantityField
          value={value ? Number(value) : null}
          onCommit={(quantity) => edits.setValue(line, String(quantity))}
          onType={(text) => edits.setValue(line, text)}
          error={problem !== null}
          helperText={problem ? messageText(translate, problem) : undefined}
          label={translate('pages.orders.edit.quantityOf', { name: line.productName })}
        />
      </TableCell>
    </TableRow>
  );
};
