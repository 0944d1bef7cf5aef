import { SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ImageUploadInput } from '../../components/images/ImageUploadInput';
import { PresetColorInput } from './PresetColorInput';
import { validateClient } from './validate-client';

const ClientFormToolbar = ({ canDelete }: { canDelete: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);

/** The fields of a client, shared by create and edit. */
export const ClientForm = ({ canDelete = false }: { canDelete?: boolean }) => (
  <SimpleForm validate={validateClient} toolbar={<ClientFormToolbar canDelete={canDelete} />} sx={{ maxWidth: 720 }}>
    <TextInput source="clientName" fullWidth autoFocus slotProps={{ htmlInput: { maxLength: 50 } }} />
    <PresetColorInput source="presetColor" />
    <ImageUploadInput source="idLogoImage" label="resources.clients.fields.idLogoImage" />
    <ImageUploadInput source="idCoverImage" label="resources.clients.fields.idCoverImage" />
  </SimpleForm>
);
