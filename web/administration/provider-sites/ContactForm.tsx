import { SaveButton, TextInput, Toolbar } from 'react-admin';
import { providerSiteContacts } from '../../../shared/administration/provider-sites';
import { validatePhone } from '../../../shared/rules/contact-fields';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { formGrid } from '../../components/FormSection';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { zodValidator, type FormErrors } from '../../components/zod-validator';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

const byDescription = zodValidator(providerSiteContacts.input);

/** The description's rules, then the phone field's own (a real number; the server checks it the same way). */
export function validateContact(values: { phone?: string | null }): FormErrors {
  const errors = byDescription(values);
  if (!errors.phone) {
    const phone = validatePhone(values.phone, { required: true });
    if (phone) errors.phone = { message: phone.key, args: phone.params ?? {} };
  }
  return errors;
}

/** A site's contact: names, title, phone and e-mail, both checked with the portal's phone and e-mail rules. */
export const ContactForm = ({ deleteButton }: { deleteButton?: ReactNode }) => (
  <PortalForm
    validate={validateContact}
    toolbar={
      <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton alwaysEnable={false} />
        {deleteButton}
      </Toolbar>
    }
  >
    <Box sx={formGrid}>
      <LimitedTextInput source="firstname" fullWidth autoFocus limit={FIELD_LIMITS.personName.max} />
      <LimitedTextInput source="lastname" fullWidth limit={FIELD_LIMITS.personName.max} />
    </Box>
    <LimitedTextInput source="title" fullWidth limit={FIELD_LIMITS.jobTitle} />
    <Box sx={formGrid}>
      <TextInput source="phone" type="tel" fullWidth />
      <TextInput source="email" type="email" fullWidth />
    </Box>
  </PortalForm>
);
