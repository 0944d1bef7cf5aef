import { AutocompleteArrayInput, BooleanInput, ReferenceArrayInput, SaveButton, Toolbar } from 'react-admin';
import { addressBooks } from '../../../shared/administration/address-books';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { validatorFor } from '../../components/zod-validator';

const validate = validatorFor(addressBooks);

// Kept in the card on a phone: react-admin pins a form's toolbar to the bottom of a small
// screen, where it would cover the book's addresses listed below the form.
const Actions = ({ canDelete }: { canDelete: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between', '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
    <SaveButton />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);

/** An address book and the groups whose members ship to its addresses; the server diffs the groups on save. */
export const AddressBookForm = ({ canDelete = false }: { canDelete?: boolean }) => (
  <PortalForm validate={validate} toolbar={<Actions canDelete={canDelete} />} defaultValues={{ enabled: true, addressBookGroups: [] }} sx={{ maxWidth: 720 }}>
    <LimitedTextInput source="addressBookName" fullWidth autoFocus limit={FIELD_LIMITS.addressBookName} />
    <BooleanInput source="enabled" />
    <ReferenceArrayInput source="addressBookGroups" reference="groups" perPage={1000}>
      <AutocompleteArrayInput optionText="groupName" fullWidth />
    </ReferenceArrayInput>
  </PortalForm>
);

export default AddressBookForm;
