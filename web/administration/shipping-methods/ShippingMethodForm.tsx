import { PortalForm } from '../../components/PortalForm';
import { SaveToolbar } from '../../components/SaveToolbar';
import { AutocompleteArrayInput, BooleanInput, NumberInput, ReferenceArrayInput } from 'react-admin';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { shippingMethods } from '../../../shared/administration/shipping-methods';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { validatorFor } from '../../components/zod-validator';
import { useGroupLabel } from '../common/use-group-label';

const validate = validatorFor(shippingMethods);

/** A shipping method and the groups whose members may choose it; the server diffs the groups on save. */
export const ShippingMethodForm = ({ canDelete = false }: { canDelete?: boolean }) => {
  const groupText = useGroupLabel();
  return (
    <PortalForm
      validate={validate}
      toolbar={<SaveToolbar canDelete={canDelete} />}
      defaultValues={{ enabled: true, displayPosition: 0, isProvisionAtDock: false, shippingMethodGroups: [] }}
      sx={{ maxWidth: 720 }}
    >
      <LimitedTextInput source="shippingMethodCode" fullWidth autoFocus limit={FIELD_LIMITS.shippingMethodCode} />
      <LimitedTextInput source="shippingMethodName" fullWidth limit={FIELD_LIMITS.shippingMethodName} />
      <LimitedTextInput source="description" fullWidth multiline limit={FIELD_LIMITS.comment} />
      <NumberInput source="displayPosition" min={0} step={1} />
      <BooleanInput source="enabled" />
      <BooleanInput source="isProvisionAtDock" />
      <ReferenceArrayInput source="shippingMethodGroups" reference="groups" perPage={1000}>
        <AutocompleteArrayInput optionText={groupText} fullWidth />
      </ReferenceArrayInput>
    </PortalForm>
  );
};

export default ShippingMethodForm;
