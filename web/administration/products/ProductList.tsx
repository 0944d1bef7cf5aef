import { BooleanField, CreateButton, DataTable, ExportButton, SearchInput, SelectInput, TextInput, TopToolbar, useCanAccess } from 'react-admin';
import { products } from '../../../shared/administration/products';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '../../../shared/rules/products';
import { useTranslate } from '../../shell/i18n/use-translate';
import { EditableList } from '../../components/list/EditableList';
import { useFormats } from '../../components/use-formats';
import { useListExporter } from '../../components/list/use-list-exporter';
import { InPickedAccount } from '../common/GroupAccountPicker';
import type { GroupAccount } from '../common/group-account';
import { NoProductAccount } from './common/NoProductAccount';
import { productMeta, useProductAccount } from './common/product-account';
import { ProductTagFilter } from './common/ProductTagFilter';
import { useProductChoices } from './common/use-product-choices';

export const TYPE_CHOICES = PRODUCT_TYPES.map((id) => ({ id, name: PRODUCT_TYPE_LABELS[id] }));
const ENABLED_CHOICES = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

const ProductListActions = ({ meta }: { meta: ReturnType<typeof productMeta> }) => {
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create' });
  const exporter = useListExporter(products);
  return (
    <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 } }}>
      {canCreate ? <CreateButton /> : null}
      <ExportButton meta={meta} maxResults={10000} exporter={exporter} />
    </TopToolbar>
  );
};

function useFilters(account: GroupAccount) {
  const { data } = useProductChoices(account);
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="type" source="type" choices={TYPE_CHOICES} alwaysOn />,
    <SelectInput key="enabled" source="enabled" choices={ENABLED_CHOICES} />,
    <TextInput key="productFamily" source="productFamily" />,
    <ProductTagFilter key="idTag" source="idTag" account={account} />,
    <SelectInput
      key="idCatalogCategory"
      source="idCatalogCategory"
      choices={(data?.categories ?? []).map((c) => ({ id: c.idCatalogCategory, name: c.path }))}
      translateChoice={false}
    />,
  ];
}

const ProductRows = ({ account }: { account: GroupAccount }) => {
  const translate = useTranslate();
  const { money } = useFormats();
  const meta = productMeta(account);
  const filters = useFilters(account);
  return (
    <EditableList
      description={products}
      key={account.idClientAccount}
      queryOptions={{ meta }}
      filters={filters}
      actions={<ProductListActions meta={meta} />}
      phone={{
        primaryText: (record) => record.productName,
        secondaryText: (record) => `${record.sku} · ${translate(PRODUCT_TYPE_LABELS[record.type as ProductType])}`,
      }}
      rowActions={{ meta }}
    >
      <DataTable.Col source="sku" />
      <DataTable.Col source="productName" />
      <DataTable.Col source="type" render={(record: { type: ProductType }) => translate(PRODUCT_TYPE_LABELS[record.type])} />
      <DataTable.Col source="productFamily" />
      <DataTable.NumberCol source="priceSell" render={(record: { priceSell: number | null }) => money(record.priceSell)} />
      <DataTable.Col source="enabled" field={BooleanField} />
    </EditableList>
  );
};

/** The products of one account: the session's active account, or one picked here. */
export const ProductList = () => {
  const state = useProductAccount();
  return (
    <InPickedAccount state={state} none={<NoProductAccount />}>
      {(account) => <ProductRows account={account} />}
    </InPickedAccount>
  );
};

export default ProductList;
