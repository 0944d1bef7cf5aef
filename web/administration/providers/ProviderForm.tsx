import { BooleanInput } from 'react-admin';
import { SaveToolbar } from '../../components/SaveToolbar';
import { providers } from '../../../shared/administration/providers';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { validatorFor } from '../../components/zod-validator';

const validate = validatorFor(providers);

/** A provider: its code (read by warehouse systems), name, switch and comment; one with sites is not offered for deletion. */
export const ProviderForm = ({ canDelete = false }: { canDelete?: boolean }) => (
  <PortalForm validate={validate} toolbar={<SaveToolbar canDelete={canDelete} />} defaultValues={{ enabled: true }} sx={{ maxWidth: 720 }}>
    <LimitedTextInput source="providerCode" fullWidth autoFocus limit={FIELD_LIMITS.providerCode} />
    <LimitedTextInput source="providerName" fullWidth limit={FIELD_LIMITS.providerName} />
    <BooleanInput source="enabled" />
    <LimitedTextInput source="comment" fullWidth multiline limit={FIELD_LIMITS.comment} />
  </PortalForm>
);

export default ProviderForm;
