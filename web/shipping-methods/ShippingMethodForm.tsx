import { AutocompleteArrayInput, BooleanInput, NumberInput, ReferenceArrayInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { shippingMethods } from '../../shared/resources/shipping-methods';
import { FIELD_LIMITS } from '../../shared/rules/field-limits';
import { maxLength } from '../components/FormSection';
import { validatorFor } from '../components/zod-validator';

const validate = validatorFor(shippingMethods);

const Actions = ({ canDelete }: { canDelete: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);

/** A shipping method and the groups whose members may choose it; the server diffs the groups on save. */
export const ShippingMethodForm = ({ canDelete = false }: { canDelete?: boolean }) => (
  <SimpleForm
    validate={validate}
    toolbar={<Actions canDelete={canDelete} />}
    defaultValues={{ enabled: true, displayPosition: 0, isProvisionAtDock: false, shippingMethodGroups: [] }}
    sx={{ maxWidth: 720 }}
  >
    <TextInput source="shippingMethodCode" fullWidth autoFocus slotProps={maxLength(FIELD_LIMITS.shippingMethodCode)} />
    <TextInput source="shippingMethodName" fullWidth slotProps={maxLength(FIELD_LIMITS.shippingMethodName)} />
    <TextInput source="description" fullWidth multiline slotProps={maxLength(FIELD_LIMITS.comment)} />
    <NumberInput source="displayPosition" min={0} step={1} />
    <BooleanInput source="enabled" />
    <BooleanInput source="isProvisionAtDock" />
    <ReferenceArrayInput source="shippingMethodGroups" reference="groups" perPage={1000}>
      <AutocompleteArrayInput optionText="groupName" fullWidth />
    </ReferenceArrayInput>
  </SimpleForm>
);

export default ShippingMethodForm;
