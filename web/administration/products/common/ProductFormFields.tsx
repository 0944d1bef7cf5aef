import { Alert, Box } from '@mui/material';
import { ArrayInput, BooleanInput, NumberInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FIELD_LIMITS } from '../../../../shared/rules/field-limits';
import { formGrid } from '../../../components/FormSection';
import { LimitedTextInput } from '../../../components/LimitedTextInput';
import { MoneyInput } from '../../../components/MoneyInput';
import { PortalDateInput } from '../../../components/PortalDateInput';
import { QuantityInput } from '../../../components/QuantityInput';
import type { GroupAccount } from '../../common/group-account';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { TYPE_CHOICES } from '../ProductList';
import { DescriptionInput } from './DescriptionInput';
import { LabelPeriodInputs } from './LabelPeriodInputs';
import { LinkPicker } from './LinkPicker';
import { ProductTagsInput } from './ProductTagsInput';
import { SupplierNameInput } from './SupplierNameInput';
import { useProductChoices } from './use-product-choices';

/** Prices, for simple products only. */
const Prices = () => {
  const translate = useTranslate();
  const type = useWatch({ name: 'type' }) as string | undefined;
  const simple = (type ?? 'SIMPLE') === 'SIMPLE';
  return (
    <>
      {simple ? null : (
        <Alert severity="info" sx={{ mb: 2, gridColumn: '1 / -1' }}>
          {translate('resources.products.pricesOnlySimple')}
        </Alert>
      )}
      <MoneyInput source="priceSell" disabled={!simple} />
      <MoneyInput source="pricePurshase" disabled={!simple} />
    </>
  );
};

/** The general tab: type, names, codes, classification, prices, description. The type is locked once saved (`editing`). */
const GeneralFields = ({ account, editing }: { account: GroupAccount; editing: boolean }) => {
  const translate = useTranslate();
  const { data: choices } = useProductChoices(account);
  return (
    <>
      <Box sx={formGrid}>
        <SelectInput source="type" choices={TYPE_CHOICES} helperText={editing ? translate('resources.products.typeLocked') : false} />
        <BooleanInput source="enabled" />
        <LimitedTextInput source="productName" limit={FIELD_LIMITS.productName} />
        <LimitedTextInput source="productShortName" limit={FIELD_LIMITS.productShortName} />
        <LimitedTextInput source="sku" limit={FIELD_LIMITS.sku} />
        <LimitedTextInput source="skuClient" limit={FIELD_LIMITS.sku} />
        <LimitedTextInput source="skuSupplier" limit={FIELD_LIMITS.sku} />
        <SupplierNameInput suppliers={choices?.suppliers ?? []} />
        <LimitedTextInput source="brand" limit={50} />
        <LimitedTextInput source="channel" limit={50} />
        <LimitedTextInput source="productGroup" limit={50} />
        <LimitedTextInput source="productFamily" limit={50} />
        <LimitedTextInput source="productSubFamily" limit={50} />
        <NumberInput source="displayPosition" min={0} step={1} />
        <Prices />
        <BooleanInput source="expectingReturn" />
      </Box>
      <DescriptionInput />
    </>
  );
};

/** The logistics tab: codes, delays, stock thresholds, handling, and the packaging units. */
const LogisticsFields = () => (
  <>
    <Box sx={formGrid}>
      <BooleanInput source="barcodeAvailable" />
      <LimitedTextInput source="barcode" limit={50} />
      <LimitedTextInput source="hsCode" limit={20} />
      <LimitedTextInput source="countryOfOriginIso2" limit={2} />
      <LimitedTextInput source="logisticProfile" limit={50} />
      <NumberInput source="prepareDays" min={0} step={1} />
      <NumberInput source="stockThresholdAlert" min={0} step={1} />
      <NumberInput source="stockBuffer" min={0} step={1} />
      <TextInput source="minTemperature" />
      <TextInput source="maxTemperature" />
      <PortalDateInput source="expirationDate" />
      <BooleanInput source="isPacking" />
      <BooleanInput source="allowCrossdocking" />
      <LimitedTextInput source="handlingDescription" multiline limit={FIELD_LIMITS.comment} />
      <LimitedTextInput source="pickingMessage" multiline limit={FIELD_LIMITS.comment} />
    </Box>
    <ArrayInput source="packagingUnits" label="resources.products.sections.packaging">
      <SimpleFormIterator inline disableReordering>
        <LimitedTextInput source="packagingUnitName" label="resources.products.unitName" helperText={false} limit={FIELD_LIMITS.label} />
        <QuantityInput source="quantity" label="resources.products.quantity" />
        <TextInput source="barcode" label="resources.products.fields.barcode" helperText={false} />
        <NumberInput source="weight" label="resources.products.weight" helperText={false} />
        <NumberInput source="length" label="resources.products.length" helperText={false} />
        <NumberInput source="width" label="resources.products.width" helperText={false} />
        <NumberInput source="height" label="resources.products.height" helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

/** The categories tab: categories, tags, and labels with their periods. */
const CategoryFields = ({ account }: { account: GroupAccount }) => {
  const { data: choices } = useProductChoices(account);
  return (
    <>
      <LinkPicker
        source="productCategories"
        idField="idCatalogCategory"
        label="resources.products.sections.categories"
        choices={choices?.categories ?? []}
        nameOf={(c) => c.path}
      />
      <Box sx={{ mt: 2, width: '100%' }}>
        <ProductTagsInput account={account} />
      </Box>
      <ArrayInput source="productLabels" label="resources.products.sections.labels">
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="idLabel"
            label="resources.products.label"
            choices={(choices?.labels ?? []).map((l) => ({ id: l.idLabel, name: l.labelName }))}
            translateChoice={false}
            helperText={false}
          />
          <LabelPeriodInputs />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};

/** The contents of the product form's tabs (react-admin reads each tab's label from its own element, so the tabs stay in the form). */
export const ProductFormFields = { General: GeneralFields, Logistics: LogisticsFields, Categories: CategoryFields };
