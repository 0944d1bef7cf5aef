import { ArrayInput, AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, SimpleFormIterator } from 'react-admin';
import { SaveToolbar } from '../../components/SaveToolbar';
import { kits } from '../../../shared/administration/kits';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { PortalForm } from '../../components/PortalForm';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { validatorFor } from '../../components/zod-validator';
import { useTranslate } from '../../shell/i18n/use-translate';
import { QuantityInput } from '../../components/QuantityInput';

// The kit with its components, as the API checks it.
const validate = validatorFor(kits);

const productText = (p: { productName: string; sku: string }) => `${p.productName} (${p.sku})`;

/** A kit and its components (simple products with quantities, in order), saved together in one transaction. */
export const KitForm = ({ canDelete = false }: { canDelete?: boolean }) => {
  const translate = useTranslate();
  return (
    <PortalForm
      validate={validate}
      toolbar={<SaveToolbar canDelete={canDelete} />}
      defaultValues={{ enabled: true, displayPosition: 0, components: [] }}
      sx={{ maxWidth: 900 }}
    >
      <LimitedTextInput source="kitName" fullWidth autoFocus limit={FIELD_LIMITS.kitName} />
      <LimitedTextInput source="sku" limit={FIELD_LIMITS.sku} />
      <LimitedTextInput source="description" fullWidth multiline limit={FIELD_LIMITS.comment} />
      <NumberInput source="displayPosition" min={0} step={1} />
      <BooleanInput source="enabled" />
      <ArrayInput source="components" helperText={translate('resources.kits.componentsHint')}>
        <SimpleFormIterator inline>
          <ReferenceInput source="idProduct" reference="products" filter={{ type: 'SIMPLE' }}>
            <AutocompleteInput label="resources.kits.fields.idProduct" optionText={productText} sx={{ minWidth: { xs: 220, sm: 320 } }} helperText={false} />
          </ReferenceInput>
          <QuantityInput source="quantity" label="resources.kits.fields.quantity" />
        </SimpleFormIterator>
      </ArrayInput>
    </PortalForm>
  );
};

export default KitForm;
