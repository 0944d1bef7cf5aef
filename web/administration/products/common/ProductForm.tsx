import { LimitedTextInput } from '../../../components/LimitedTextInput';
import { Alert, Box } from '@mui/material';
import { ArrayInput, BooleanInput, FormTab, NumberInput, SaveButton, SelectInput, SimpleFormIterator, TabbedFormTabs, TextInput, Toolbar } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { products } from '../../../../shared/administration/products';
import { FIELD_LIMITS } from '../../../../shared/rules/field-limits';
import { hasChildren } from '../../../../shared/rules/products';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { formGrid } from '../../../components/FormSection';
import { PortalDateInput } from '../../../components/PortalDateInput';
import { PortalForm } from '../../../components/PortalForm';
import { validatorFor } from '../../../components/zod-validator';
import type { GroupAccount } from '../../common/group-account';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { TYPE_CHOICES } from '../ProductList';
import { DescriptionInput } from './DescriptionInput';
import { LabelPeriodInputs } from './LabelPeriodInputs';
import { LinkPicker } from './LinkPicker';
import { productMeta } from './product-account';
import { ProductChildrenInput } from './ProductChildrenInput';
import { ProductDocumentsInput } from './ProductDocumentsInput';
import { ProductImagesInput } from './ProductImagesInput';
import { ProductStock } from './ProductStock';
import { ProductTagsInput } from './ProductTagsInput';
import { SupplierNameInput } from './SupplierNameInput';
import { useProductChoices } from './use-product-choices';
import { QuantityInput } from '../../../components/QuantityInput';
import { MoneyInput } from '../../../components/MoneyInput';

const validate = validatorFor(products);

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

const ChildrenTab = ({ account }: { account: GroupAccount }) => {
  const type = (useWatch({ name: 'type' }) as string | undefined) ?? 'SIMPLE';
  const { data } = useProductChoices(account);
  if (!hasChildren(type)) return null;
  return <ProductChildrenInput account={account} attributes={data?.attributes ?? []} configurable={type === 'CONFIGURABLE'} />;
};

const FormToolbar = ({ deleteMeta }: { deleteMeta?: Record<string, unknown> }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {deleteMeta ? <ConfirmDeleteButton meta={deleteMeta} /> : null}
  </Toolbar>
);

/**
 * A product with every field of the spec's entity and its parts, in tabs. The type is chosen
 * once: a change is refused by the server with the spec's message, shown on saving; prices only for simple products; children for bundles
 * and configurable products. `idProduct` (edit) adds the stock tab.
 */
export const ProductForm = ({ account, idProduct, canDelete = false }: { account: GroupAccount; idProduct?: string; canDelete?: boolean }) => {
  const translate = useTranslate();
  const { data: choices } = useProductChoices(account);
  return (
    <PortalForm.Tabbed
      validate={validate}
      syncWithLocation={false}
      toolbar={<FormToolbar deleteMeta={canDelete ? productMeta(account) : undefined} />}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
    >
      <FormTab label="resources.products.sections.general">
        <Box sx={formGrid}>
          <SelectInput source="type" choices={TYPE_CHOICES} helperText={idProduct ? translate('resources.products.typeLocked') : false} />
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
      </FormTab>
      <FormTab label="resources.products.sections.logistics">
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
      </FormTab>
      <FormTab label="resources.products.sections.images">
        <ProductImagesInput />
        <Box sx={{ mt: 3, width: '100%' }}>
          <ProductDocumentsInput />
        </Box>
      </FormTab>
      <FormTab label="resources.products.sections.categories">
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
      </FormTab>
      <FormTab label="resources.products.sections.children">
        <LinkPicker
          source="productAttributes"
          idField="idAttribute"
          label="resources.products.sections.attributes"
          choices={choices?.attributes ?? []}
          nameOf={(a) => a.attributeName}
        />
        <Box sx={{ mt: 2, width: '100%' }}>
          <ChildrenTab account={account} />
        </Box>
      </FormTab>
      {idProduct ? (
        <FormTab label="resources.products.sections.stock">
          <ProductStock idProduct={idProduct} />
        </FormTab>
      ) : null}
    </PortalForm.Tabbed>
  );
};
