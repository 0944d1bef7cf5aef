import { PortalForm } from '../../components/PortalForm';
import { AutocompleteArrayInput, BooleanInput, NumberInput, ReferenceArrayInput, SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { shippingMethods } from '../../../shared/administration/shipping-methods';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { validatorFor } from '../../components/zod-validator';
import { useGroupLabel } from '../common/use-group-label';

const validate = validatorFor(shippingMethods);

const Actions = ({ canDelete }: { canDelete: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);

/** A shipping method and the groups whose members may choose it; the server diffs the groups on save. */
export const ShippingMethodForm = ({ canDelete = false }: { canDelete?: boolean }) => {
  const groupText = useGroupLabel();
  return (
    <PortalForm
      validate={validate}
      toolbar={<Actions canDelete={canDelete} />}
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
