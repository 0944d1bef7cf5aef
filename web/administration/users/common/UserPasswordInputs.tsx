import { Box } from '@mui/material';
import { FormDataConsumer, PasswordInput, RadioButtonGroupInput } from 'react-admin';
import type { PasswordMode } from './user-form-values';

const choicesFor = (creating: boolean): { id: PasswordMode; name: string }[] => [
  ...(creating ? [] : [{ id: 'keep' as const, name: 'resources.users.passwordModes.keep' }]),
  { id: 'generate', name: 'resources.users.passwordModes.generate' },
  { id: 'set', name: 'resources.users.passwordModes.set' },
];

/**
 * The password: generated (shown once after saving), or set by the administrator, typed twice;
 * on edit it may also stay as it is.
 */
export const UserPasswordInputs = ({ creating }: { creating: boolean }) => (
  <>
    <RadioButtonGroupInput source="passwordMode" label={false} choices={choicesFor(creating)} row={false} />
    <FormDataConsumer>
      {({ formData }) =>
        formData.passwordMode === 'set' ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, width: '100%' }}>
            <PasswordInput source="password" label="resources.users.fields.password" autoComplete="new-password" helperText="resources.users.hints.password" />
            <PasswordInput source="passwordConfirmation" label="resources.users.fields.passwordConfirmation" autoComplete="new-password" />
          </Box>
        ) : null
      }
    </FormDataConsumer>
  </>
);
