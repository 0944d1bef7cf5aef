import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { BooleanInput, SaveButton, Toolbar } from 'react-admin';
import { DEFAULT_DELIVERY_COUNTRY } from '../../../shared/rules/address';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { FormSection, formGrid } from '../FormSection';
import { LimitedTextInput } from '../LimitedTextInput';
import { PortalForm } from '../PortalForm';
import { AddressLookup } from './AddressLookup';
import { CountryInput } from './CountryInput';
import { validateAddressForm } from './validate-address';

/** Addresses people add are delivery addresses; warehouse and box ones are the server's. */
export const NEW_ADDRESS_DEFAULTS = { addressType: 'DELIVERY', countryISO2: DEFAULT_DELIVERY_COUNTRY, enabled: true };

// In a dialog the toolbar sticks to the bottom of the dialog's scrolling content, Save always in
// sight; react-admin's own pins it to the bottom of a phone's screen, over the dialog's last fields.
const IN_DIALOG = { position: 'sticky', bottom: 0, zIndex: 1, '&.RaToolbar-mobileToolbar': { position: 'sticky' } } as const;

const AddressFormToolbar = ({ deleteButton, inDialog }: { deleteButton?: ReactNode; inDialog: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between', ...(inDialog ? IN_DIALOG : {}) }}>
    <SaveButton alwaysEnable />
    {deleteButton}
  </Toolbar>
);

/**
 * The fields of one address, for the user's own addresses and an account book's alike (one
 * input, one set of rules: spec part 3, section 5); labels come from the resource in context.
 * The address search above the street fills them from a saved address (AddressLookup); they stay
 * open for manual entry. A read-only address (a warehouse's) is shown with every field disabled
 * and no save.
 */
export const AddressForm = ({
  readOnly = false,
  deleteButton,
  enabledHint = 'resources.myAddresses.hints.enabled',
  inDialog = false,
}: {
  readOnly?: boolean;
  /** The delete button of an address that may be deleted, beside Save. */
  deleteButton?: ReactNode;
  /** What switching the address off does where it is listed. */
  enabledHint?: string;
  inDialog?: boolean;
}) => (
  <PortalForm
    defaultValues={NEW_ADDRESS_DEFAULTS}
    validate={readOnly ? undefined : validateAddressForm}
    toolbar={readOnly ? false : <AddressFormToolbar deleteButton={deleteButton} inDialog={inDialog} />}
    disabled={readOnly}
    sx={{ maxWidth: 960 }}
  >
    <FormSection title="resources.myAddresses.sections.address">
      <Box sx={formGrid}>
        <LimitedTextInput source="addressName" limit={FIELD_LIMITS.addressName} disabled={readOnly} />
        <LimitedTextInput source="reference" limit={FIELD_LIMITS.reference} disabled={readOnly} />
      </Box>
      <CountryInput disabled={readOnly} />
      <AddressLookup disabled={readOnly} />
      <Box sx={formGrid}>
        <LimitedTextInput source="address1" limit={FIELD_LIMITS.addressLine} disabled={readOnly} />
        <LimitedTextInput source="address2" limit={FIELD_LIMITS.addressLine} disabled={readOnly} />
        <LimitedTextInput source="zipCode" limit={FIELD_LIMITS.zipCode} disabled={readOnly} />
        <LimitedTextInput source="city" limit={FIELD_LIMITS.city} disabled={readOnly} />
      </Box>
      <LimitedTextInput source="deliveryInstruction" multiline minRows={2} limit={FIELD_LIMITS.comment} disabled={readOnly} />
    </FormSection>
    <FormSection title="resources.myAddresses.sections.contact">
      <Box sx={formGrid}>
        <LimitedTextInput source="firstname" limit={FIELD_LIMITS.contactName} disabled={readOnly} />
        <LimitedTextInput source="lastname" limit={FIELD_LIMITS.contactName} disabled={readOnly} />
        <LimitedTextInput source="companyName" limit={FIELD_LIMITS.company} disabled={readOnly} />
        <LimitedTextInput source="email" type="email" limit={FIELD_LIMITS.email} disabled={readOnly} />
        <LimitedTextInput source="phone" type="tel" limit={FIELD_LIMITS.contactPhone} disabled={readOnly} />
        <LimitedTextInput source="mobile" type="tel" limit={FIELD_LIMITS.mobile} disabled={readOnly} />
        <LimitedTextInput source="openingSchedules" limit={FIELD_LIMITS.openingSchedules} disabled={readOnly} />
      </Box>
      <LimitedTextInput source="comment" multiline minRows={2} limit={FIELD_LIMITS.comment} disabled={readOnly} />
    </FormSection>
    <BooleanInput source="enabled" label="resources.myAddresses.status.enabled" helperText={enabledHint} disabled={readOnly} />
  </PortalForm>
);
