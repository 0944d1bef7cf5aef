import { BooleanInput } from 'react-admin';
import { SaveToolbar } from '../../components/SaveToolbar';
import { hierarchyModels } from '../../../shared/administration/hierarchy-models';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { validatorFor } from '../../components/zod-validator';
import { HierarchyTreeInput } from './HierarchyTreeInput';

// The model with its tree, as the API checks it.
const validate = validatorFor(hierarchyModels);

/** A hierarchy model: its name, its switches and its tree of levels with their people, saved together. */
export const HierarchyModelForm = ({ canDelete = false }: { canDelete?: boolean }) => (
  <PortalForm
    validate={validate}
    toolbar={<SaveToolbar canDelete={canDelete} />}
    defaultValues={{ enabled: true, useMasquerade: false, items: [] }}
    sx={{ maxWidth: 1000 }}
  >
    <LimitedTextInput source="label" fullWidth autoFocus limit={FIELD_LIMITS.label} />
    <BooleanInput source="enabled" />
    <BooleanInput source="useMasquerade" />
    <HierarchyTreeInput />
  </PortalForm>
);

export default HierarchyModelForm;
