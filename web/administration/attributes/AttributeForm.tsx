import { ArrayInput, BooleanInput, NumberInput, SimpleFormIterator } from 'react-admin';
import { SaveToolbar } from '../../components/SaveToolbar';
import { attributes } from '../../../shared/administration/attributes';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { PortalForm } from '../../components/PortalForm';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { validatorFor } from '../../components/zod-validator';
import { useTranslate } from '../../shell/i18n/use-translate';

// The whole attribute with its options, as the API checks it (at least one option, none alike).
const validate = validatorFor(attributes);

/** An attribute and its options, in order; a stored option keeps its id, so a rename keeps the children that use it. */
export const AttributeForm = ({ canDelete = false }: { canDelete?: boolean }) => {
  const translate = useTranslate();
  return (
    <PortalForm
      validate={validate}
      toolbar={<SaveToolbar canDelete={canDelete} />}
      defaultValues={{ enabled: true, displayPosition: 0, options: [{ optionName: '' }] }}
      sx={{ maxWidth: 720 }}
    >
      <LimitedTextInput source="attributeName" fullWidth autoFocus limit={FIELD_LIMITS.attributeName} />
      <NumberInput source="displayPosition" min={0} step={1} />
      <BooleanInput source="enabled" />
      <ArrayInput source="options" helperText={translate('resources.attributes.optionsHint')}>
        <SimpleFormIterator inline>
          <LimitedTextInput source="optionName" label="resources.attributes.fields.optionName" helperText={false} limit={FIELD_LIMITS.attributeOptionName} />
        </SimpleFormIterator>
      </ArrayInput>
    </PortalForm>
  );
};

export default AttributeForm;
