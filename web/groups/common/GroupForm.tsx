import { BooleanInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { validateGroup } from './validate-group';

/** Not in the spec: the length of the column (shared groupInput). */
const GROUP_NAME_MAX = 50;

const GroupFormToolbar = ({ deleteMeta }: { deleteMeta?: Record<string, unknown> }) => (
  // In the page's flow on phones too: a second section (permissions, members) follows the form,
  // with its own save; a toolbar fixed to the screen's bottom would cover it.
  <Toolbar sx={{ justifyContent: 'space-between', '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
    <SaveButton />
    {deleteMeta ? <ConfirmDeleteButton meta={deleteMeta} /> : null}
  </Toolbar>
);

/** A group's name and its enabled switch, shared by create and edit; `deleteMeta` adds the delete button. */
export const GroupForm = ({ deleteMeta, autoFocus = false }: { deleteMeta?: Record<string, unknown>; autoFocus?: boolean }) => (
  <SimpleForm validate={validateGroup} toolbar={<GroupFormToolbar deleteMeta={deleteMeta} />} sx={{ maxWidth: 720, pb: { xs: 2 } }}>
    <TextInput source="groupName" fullWidth autoFocus={autoFocus} slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }} />
    <BooleanInput source="enabled" />
  </SimpleForm>
);
