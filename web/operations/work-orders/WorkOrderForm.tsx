import { SelectInput } from 'react-admin';
import { workOrders } from '../../../shared/operations/work-orders';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalDateInput } from '../../components/PortalDateInput';
import { PortalForm } from '../../components/PortalForm';
import { SaveToolbar } from '../../components/SaveToolbar';
import { validatorFor } from '../../components/zod-validator';
import { useSession } from '../../shell/session/SessionProvider';
import { priorityChoices } from '../common/choices';
import { KitInput } from './KitInput';
import { QuantityInput } from '../../components/QuantityInput';

const validate = validatorFor(workOrders);

/** A work order of the session's account and warehouse: the kit, how many to assemble, priority and due date. */
export const WorkOrderForm = () => {
  const { scope } = useSession();
  return (
    <PortalForm
      validate={validate}
      toolbar={<SaveToolbar />}
      defaultValues={{ idClientAccount: scope.idClientAccount, idWarehouse: scope.idWarehouse, priority: 'Normal', quantity: 1 }}
      sx={{ maxWidth: 720 }}
    >
      <LimitedTextInput source="orderReference" autoFocus limit={FIELD_LIMITS.reference} />
      <KitInput />
      <QuantityInput source="quantity" label="resources.workOrders.fields.quantity" />
      <SelectInput source="priority" choices={priorityChoices} />
      <PortalDateInput source="dueDate" />
      <LimitedTextInput source="comment" fullWidth multiline limit={FIELD_LIMITS.comment} />
    </PortalForm>
  );
};

export default WorkOrderForm;
