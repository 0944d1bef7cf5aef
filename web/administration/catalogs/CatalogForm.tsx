import { PortalForm } from '../../components/PortalForm';
import { SaveToolbar } from '../../components/SaveToolbar';
import { ArrayInput, BooleanInput, NumberInput, ReferenceInput, SelectInput, SimpleFormIterator } from 'react-admin';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { catalogs } from '../../../shared/administration/catalogs';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { validatorFor } from '../../components/zod-validator';
import { useGroupLabel } from '../common/use-group-label';

const validate = validatorFor(catalogs);

/** A catalog and the groups that see it, each link switched on or off; the server diffs the links on save. */
export const CatalogForm = ({ canDelete = false }: { canDelete?: boolean }) => {
  const groupText = useGroupLabel();
  return (
    <PortalForm
      validate={validate}
      toolbar={<SaveToolbar canDelete={canDelete} />}
      defaultValues={{ enabled: true, displayPosition: 0, groups: [] }}
      sx={{ maxWidth: 720 }}
    >
      <LimitedTextInput source="catalogName" fullWidth autoFocus limit={FIELD_LIMITS.catalogName} />
      <NumberInput source="displayPosition" min={0} step={1} />
      <BooleanInput source="enabled" />
      <ArrayInput source="groups">
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="idClientAccountGroup" reference="groups" perPage={1000}>
            <SelectInput optionText={groupText} label="resources.catalogs.fields.idClientAccountGroup" />
          </ReferenceInput>
          <BooleanInput source="enabled" label="resources.catalogs.fields.groupEnabled" />
        </SimpleFormIterator>
      </ArrayInput>
    </PortalForm>
  );
};

export default CatalogForm;
