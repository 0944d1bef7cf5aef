import { PortalForm } from '../../../components/PortalForm';
import { SaveToolbar } from '../../../components/SaveToolbar';
import { LimitedTextInput } from '../../../components/LimitedTextInput';
import { ImageUploadInput } from '../../../components/images/ImageUploadInput';
import { PresetColorInput } from './PresetColorInput';
import { clients } from '../../../../shared/administration/clients';
import { FIELD_LIMITS } from '../../../../shared/rules/field-limits';
import { validatorFor } from '../../../components/zod-validator';

const validate = validatorFor(clients);

/** The fields of a client, shared by create and edit. */
export const ClientForm = ({ canDelete = false }: { canDelete?: boolean }) => (
  <PortalForm validate={validate} toolbar={<SaveToolbar canDelete={canDelete} />} sx={{ maxWidth: 720 }}>
    <LimitedTextInput source="clientName" fullWidth autoFocus limit={FIELD_LIMITS.clientName} />
    <PresetColorInput source="presetColor" />
    <ImageUploadInput source="idLogoImage" label="resources.clients.fields.idLogoImage" />
    <ImageUploadInput source="idCoverImage" label="resources.clients.fields.idCoverImage" />
  </PortalForm>
);

export default ClientForm;
