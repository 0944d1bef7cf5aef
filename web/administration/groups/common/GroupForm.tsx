import { PortalForm } from '../../../components/PortalForm';
import { BooleanInput, SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { LimitedTextInput } from '../../../components/LimitedTextInput';
import { groups } from '../../../../shared/administration/groups';
import { FIELD_LIMITS } from '../../../../shared/rules/field-limits';
import { validatorFor } from '../../../components/zod-validator';

const validate = validatorFor(groups);

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
  <PortalForm validate={validate} toolbar={<GroupFormToolbar deleteMeta={deleteMeta} />} sx={{ maxWidth: 720, pb: { xs: 2 } }}>
    <LimitedTextInput source="groupName" fullWidth autoFocus={autoFocus} limit={FIELD_LIMITS.groupName} />
    <BooleanInput source="enabled" />
  </PortalForm>
);
