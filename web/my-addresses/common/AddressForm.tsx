import { Box } from '@mui/material';
import { BooleanInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { DEFAULT_DELIVERY_COUNTRY } from '../../../shared/rules/address';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CountryInput } from './CountryInput';
import { validateAddressForm } from './validate-address';
import { FormSection, formGrid, maxLength } from '../../components/FormSection';

/** Addresses the user adds are delivery addresses; warehouse and box ones are the server's. */
export const NEW_ADDRESS_DEFAULTS = { addressType: 'DELIVERY', countryISO2: DEFAULT_DELIVERY_COUNTRY, enabled: true };

const AddressFormToolbar = ({ canDelete }: { canDelete: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton alwaysEnable />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);

/**
 * The fields of an address of the user's own address book, shared by create and edit. A
 * read-only address (a warehouse's) is shown with every field disabled and no save.
 */
export const AddressForm = ({ readOnly = false, canDelete = false }: { readOnly?: boolean; canDelete?: boolean }) => (
  <SimpleForm
    defaultValues={NEW_ADDRESS_DEFAULTS}
    validate={readOnly ? undefined : validateAddressForm}
    toolbar={readOnly ? false : <AddressFormToolbar canDelete={canDelete} />}
    disabled={readOnly}
    sx={{ maxWidth: 960 }}
  >
    <FormSection title="resources.myAddresses.sections.address">
      <Box sx={formGrid}>
        <TextInput source="addressName" slotProps={maxLength(FIELD_LIMITS.addressName)} disabled={readOnly} />
        <TextInput source="reference" slotProps={maxLength(FIELD_LIMITS.reference)} disabled={readOnly} />
      </Box>
      <CountryInput disabled={readOnly} />
      <Box sx={formGrid}>
        <TextInput source="address1" slotProps={maxLength(FIELD_LIMITS.addressLine)} disabled={readOnly} />
        <TextInput source="address2" slotProps={maxLength(FIELD_LIMITS.addressLine)} disabled={readOnly} />
        <TextInput source="zipCode" slotProps={maxLength(FIELD_LIMITS.zipCode)} disabled={readOnly} />
        <TextInput source="city" slotProps={maxLength(FIELD_LIMITS.city)} disabled={readOnly} />
      </Box>
      <TextInput source="deliveryInstruction" multiline minRows={2} slotProps={maxLength(FIELD_LIMITS.comment)} disabled={readOnly} />
    </FormSection>
    <FormSection title="resources.myAddresses.sections.contact">
      <Box sx={formGrid}>
        <TextInput source="firstname" slotProps={maxLength(FIELD_LIMITS.contactName)} disabled={readOnly} />
        <TextInput source="lastname" slotProps={maxLength(FIELD_LIMITS.contactName)} disabled={readOnly} />
        <TextInput source="companyName" slotProps={maxLength(FIELD_LIMITS.company)} disabled={readOnly} />
        <TextInput source="email" type="email" slotProps={maxLength(FIELD_LIMITS.email)} disabled={readOnly} />
        <TextInput source="phone" type="tel" slotProps={maxLength(FIELD_LIMITS.contactPhone)} disabled={readOnly} />
        <TextInput source="mobile" type="tel" slotProps={maxLength(FIELD_LIMITS.mobile)} disabled={readOnly} />
        <TextInput source="openingSchedules" slotProps={maxLength(FIELD_LIMITS.openingSchedules)} disabled={readOnly} />
      </Box>
      <TextInput source="comment" multiline minRows={2} slotProps={maxLength(FIELD_LIMITS.comment)} disabled={readOnly} />
    </FormSection>
    <BooleanInput source="enabled" label="resources.myAddresses.status.enabled" helperText="resources.myAddresses.hints.enabled" disabled={readOnly} />
  </SimpleForm>
);
