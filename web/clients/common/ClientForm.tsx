import { SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ImageUploadInput } from '../../components/images/ImageUploadInput';
import { PresetColorInput } from './PresetColorInput';
import { clients } from '../../../shared/resources/clients';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { maxLength } from '../../components/FormSection';
import { validatorFor } from '../../components/zod-validator';

const validate = validatorFor(clients);

const ClientFormToolbar = ({ canDelete }: { canDelete: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);

/** The fields of a client, shared by create and edit. */
export const ClientForm = ({ canDelete = false }: { canDelete?: boolean }) => (
  <SimpleForm validate={validate} toolbar={<ClientFormToolbar canDelete={canDelete} />} sx={{ maxWidth: 720 }}>
    <TextInput source="clientName" fullWidth autoFocus slotProps={maxLength(FIELD_LIMITS.clientName)} />
    <PresetColorInput source="presetColor" />
    <ImageUploadInput source="idLogoImage" label="resources.clients.fields.idLogoImage" />
    <ImageUploadInput source="idCoverImage" label="resources.clients.fields.idCoverImage" />
  </SimpleForm>
);

export default ClientForm;
