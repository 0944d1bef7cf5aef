import { Box } from '@mui/material';
import { FormTab, SaveButton, TabbedFormTabs, Toolbar } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { products } from '../../../../shared/administration/products';
import { hasChildren } from '../../../../shared/rules/products';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { PortalForm } from '../../../components/PortalForm';
import { validatorFor } from '../../../components/zod-validator';
import type { GroupAccount } from '../../common/group-account';
import { LinkPicker } from './LinkPicker';
import { productMeta } from './product-account';
import { ProductChildrenInput } from './ProductChildrenInput';
import { ProductDocumentsInput } from './ProductDocumentsInput';
import { ProductFormFields } from './ProductFormFields';
import { ProductImagesInput } from './ProductImagesInput';
import { ProductStock } from './ProductStock';
import { useProductChoices } from './use-product-choices';

const validate = validatorFor(products);

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
  const { data: choices } = useProductChoices(account);
  return (
    <PortalForm.Tabbed
      validate={validate}
      syncWithLocation={false}
      toolbar={<FormToolbar deleteMeta={canDelete ? productMeta(account) : undefined} />}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
    >
      <FormTab label="resources.products.sections.general">
        <ProductFormFields.General account={account} editing={!!idProduct} />
      </FormTab>
      <FormTab label="resources.products.sections.logistics">
        <ProductFormFields.Logistics />
      </FormTab>
      <FormTab label="resources.products.sections.images">
        <ProductImagesInput />
        <Box sx={{ mt: 3, width: '100%' }}>
          <ProductDocumentsInput />
        </Box>
      </FormTab>
      <FormTab label="resources.products.sections.categories">
        <ProductFormFields.Categories account={account} />
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
