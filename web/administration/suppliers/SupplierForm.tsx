import { BooleanInput } from 'react-admin';
import { SaveToolbar } from '../../components/SaveToolbar';
import { suppliers } from '../../../shared/administration/suppliers';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { validatorFor } from '../../components/zod-validator';

const validate = validatorFor(suppliers);

/** A supplier of the account: its name (unique in the account), code and contact. */
export const SupplierForm = ({ canDelete = false }: { canDelete?: boolean }) => (
  <PortalForm validate={validate} toolbar={<SaveToolbar canDelete={canDelete} />} defaultValues={{ enabled: true }} sx={{ maxWidth: 720 }}>
    <LimitedTextInput source="supplierName" fullWidth autoFocus limit={FIELD_LIMITS.supplierName} />
    <LimitedTextInput source="supplierCode" limit={FIELD_LIMITS.supplierCode} />
    <LimitedTextInput source="contactName" fullWidth limit={FIELD_LIMITS.supplierContact} />
    <LimitedTextInput source="email" fullWidth limit={FIELD_LIMITS.email} />
    <LimitedTextInput source="phone" limit={FIELD_LIMITS.contactPhone} />
    <LimitedTextInput source="comment" fullWidth multiline limit={FIELD_LIMITS.comment} />
    <BooleanInput source="enabled" />
  </PortalForm>
);

export default SupplierForm;
