import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { DEFAULT_DELIVERY_COUNTRY } from '../../../shared/rules/address';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CountryInput } from './CountryInput';
import { validateAddressForm } from './validate-address';

/** Addresses the user adds are delivery addresses; warehouse and box ones are the server's. */
export const NEW_ADDRESS_DEFAULTS = { addressType: 'DELIVERY', countryISO2: DEFAULT_DELIVERY_COUNTRY, enabled: true };

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, width: '100%' } as const;
const max = (n: number) => ({ htmlInput: { maxLength: n } });

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
      <Divider sx={{ mt: 1 }} />
    </Box>
  );
};

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
    <Section title="resources.myAddresses.sections.address">
      <Box sx={grid}>
        <TextInput source="addressName" slotProps={max(FIELD_LIMITS.addressName)} disabled={readOnly} />
        <TextInput source="reference" slotProps={max(FIELD_LIMITS.reference)} disabled={readOnly} />
      </Box>
      <CountryInput disabled={readOnly} />
      <Box sx={grid}>
        <TextInput source="address1" slotProps={max(FIELD_LIMITS.addressLine)} disabled={readOnly} />
        <TextInput source="address2" slotProps={max(FIELD_LIMITS.addressLine)} disabled={readOnly} />
        <TextInput source="zipCode" slotProps={max(FIELD_LIMITS.zipCode)} disabled={readOnly} />
        <TextInput source="city" slotProps={max(FIELD_LIMITS.city)} disabled={readOnly} />
      </Box>
      <TextInput source="deliveryInstruction" multiline minRows={2} slotProps={max(FIELD_LIMITS.comment)} disabled={readOnly} />
    </Section>
    <Section title="resources.myAddresses.sections.contact">
      <Box sx={grid}>
        <TextInput source="firstname" slotProps={max(FIELD_LIMITS.contactName)} disabled={readOnly} />
        <TextInput source="lastname" slotProps={max(FIELD_LIMITS.contactName)} disabled={readOnly} />
        <TextInput source="companyName" slotProps={max(FIELD_LIMITS.company)} disabled={readOnly} />
        <TextInput source="email" type="email" slotProps={max(FIELD_LIMITS.email)} disabled={readOnly} />
        <TextInput source="phone" type="tel" slotProps={max(FIELD_LIMITS.contactPhone)} disabled={readOnly} />
        <TextInput source="mobile" type="tel" slotProps={max(FIELD_LIMITS.mobile)} disabled={readOnly} />
        <TextInput source="openingSchedules" slotProps={max(FIELD_LIMITS.openingSchedules)} disabled={readOnly} />
      </Box>
      <TextInput source="comment" multiline minRows={2} slotProps={max(FIELD_LIMITS.comment)} disabled={readOnly} />
    </Section>
    <BooleanInput source="enabled" label="resources.myAddresses.status.enabled" helperText="resources.myAddresses.hints.enabled" disabled={readOnly} />
  </SimpleForm>
);
