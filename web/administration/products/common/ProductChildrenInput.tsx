import { Box, MenuItem, TextField } from '@mui/material';
import { ArrayInput, AutocompleteInput, ReferenceInput, SimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { GroupAccount } from '../../common/group-account';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { productMeta } from './product-account';
import { QuantityInput } from '../../../components/QuantityInput';

type Attribute = { idAttribute: string; attributeName: string; options: { idAttributeOption: string; optionName: string }[] };
type Option = { idAttribute: string; idAttributeOption: string };

/** A configurable product's child stands for one option of each of the product's attributes. */
const ChildOptions = ({ attributes }: { attributes: Attribute[] }) => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const { setValue } = useFormContext();
  const source = `children.${index}.attributeOptions`;
  const options: Option[] = useWatch({ name: source }) ?? [];
  const picked = useWatch({ name: 'productAttributes' }) as { idAttribute: string }[] | undefined;
  const used = attributes.filter((a) => (picked ?? []).some((p) => p.idAttribute === a.idAttribute));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {used.map((attribute) => (
        <TextField
          key={attribute.idAttribute}
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={translate('resources.products.option', { attribute: attribute.attributeName })}
          value={options.find((o) => o.idAttribute === attribute.idAttribute)?.idAttributeOption ?? ''}
          onChange={(event) =>
            setValue(
              source,
              [
                ...options.filter((o) => o.idAttribute !== attribute.idAttribute),
                ...(event.target.value ? [{ idAttribute: attribute.idAttribute, idAttributeOption: event.target.value }] : []),
              ],
              { shouldDirty: true },
            )
          }
        >
          <MenuItem value="">—</MenuItem>
          {attribute.options.map((o) => (
            <MenuItem key={o.idAttributeOption} value={o.idAttributeOption}>
              {o.optionName}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
};

/** Children of a bundle or a configurable product: simple products of the account, with quantities (and options for a configurable one). */
export const ProductChildrenInput = ({ account, attributes, configurable }: { account: GroupAccount; attributes: Attribute[]; configurable: boolean }) => (
  <ArrayInput source="children" label={false}>
    <SimpleFormIterator inline disableReordering>
      <ReferenceInput source="idChild" reference="products" filter={{ type: 'SIMPLE' }} queryOptions={{ meta: productMeta(account) }}>
        <AutocompleteInput
          label="resources.products.child"
          optionText={(p: { productName: string; sku: string }) => `${p.productName} (${p.sku})`}
          sx={{ minWidth: 260 }}
          helperText={false}
        />
      </ReferenceInput>
      <QuantityInput source="quantity" label="resources.products.quantity" />
      {configurable ? <ChildOptions attributes={attributes} /> : <></>}
    </SimpleFormIterator>
  </ArrayInput>
);
