import { ArrayInput, SelectInput, SimpleFormIterator, useRecordContext } from 'react-admin';
import { supplierOrders } from '../../../shared/operations/supplier-orders';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { KITTING_TYPE_LABELS, SUPPLIER_ORDER_TYPE_LABELS } from '../../../shared/rules/orders';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalDateInput } from '../../components/PortalDateInput';
import { PortalForm } from '../../components/PortalForm';
import { SaveToolbar } from '../../components/SaveToolbar';
import { validatorFor } from '../../components/zod-validator';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession } from '../../shell/session/SessionProvider';
import { priorityChoices } from '../common/choices';
import { LineProductInput, SupplierInput } from './SupplierOrderInputs';
import { QuantityInput } from '../../components/QuantityInput';

// The order with its lines, as the API checks it.
const validate = validatorFor(supplierOrders);
const orderTypeChoices = Object.entries(SUPPLIER_ORDER_TYPE_LABELS).map(([id, name]) => ({ id, name }));
const kittingChoices = Object.entries(KITTING_TYPE_LABELS).map(([id, name]) => ({ id, name }));

type Line = { idProduct: string; orderedQuantity: number; receivedQuantity?: number };

/**
 * A supplier order of the session's account and warehouse: its supplier, type, kitting, priority,
 * expected date and lines (one per product). A line's ordered quantity never goes below what was
 * received (the server says so on the line's field).
 */
export const SupplierOrderForm = () => {
  const translate = useTranslate();
  const { scope } = useSession();
  const record = useRecordContext<{ lines: Line[] }>();
  const started = !!record?.lines.some((l) => (l.receivedQuantity ?? 0) > 0);
  return (
    <PortalForm
      validate={validate}
      toolbar={<SaveToolbar />}
      defaultValues={{ idClientAccount: scope.idClientAccount, idWarehouse: scope.idWarehouse, orderType: 'Supplier', priority: 'Normal', lines: [] }}
      sx={{ maxWidth: 900 }}
    >
      <LimitedTextInput source="orderReference" autoFocus limit={FIELD_LIMITS.reference} />
      <SupplierInput />
      <SelectInput source="orderType" choices={orderTypeChoices} disabled={started} />
      <SelectInput source="kittingType" choices={kittingChoices} emptyText="resources.supplierOrders.noKitting" disabled={started} />
      <SelectInput source="priority" choices={priorityChoices} />
      <PortalDateInput source="expectedDate" />
      <LimitedTextInput source="comment" fullWidth multiline limit={FIELD_LIMITS.comment} />
      <ArrayInput source="lines" helperText={translate('resources.supplierOrders.linesHint')}>
        <SimpleFormIterator inline disableReordering>
          <LineProductInput />
          <QuantityInput source="orderedQuantity" label="resources.supplierOrders.fields.orderedQuantity" />
        </SimpleFormIterator>
      </ArrayInput>
    </PortalForm>
  );
};

export default SupplierOrderForm;
