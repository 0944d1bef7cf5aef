import { AutocompleteArrayInput, BooleanInput, ReferenceArrayInput } from 'react-admin';
import { SaveToolbar } from '../../components/SaveToolbar';
import { addressBooks } from '../../../shared/administration/address-books';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { validatorFor } from '../../components/zod-validator';

const validate = validatorFor(addressBooks);

/** An address book and the groups whose members ship to its addresses; the server diffs the groups on save. */
export const AddressBookForm = ({ canDelete = false }: { canDelete?: boolean }) => (
  <PortalForm
    validate={validate}
    toolbar={<SaveToolbar canDelete={canDelete} inFlow />}
    defaultValues={{ enabled: true, addressBookGroups: [] }}
    sx={{ maxWidth: 720 }}
  >
    <LimitedTextInput source="addressBookName" fullWidth autoFocus limit={FIELD_LIMITS.addressBookName} />
    <BooleanInput source="enabled" />
    <ReferenceArrayInput source="addressBookGroups" reference="groups" perPage={1000}>
      <AutocompleteArrayInput optionText="groupName" fullWidth />
    </ReferenceArrayInput>
  </PortalForm>
);

export default AddressBookForm;
