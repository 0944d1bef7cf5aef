import { BooleanField, DataTable, SearchInput } from 'react-admin';
import { shippingMethods } from '../../../shared/administration/shipping-methods';
import { EditableList } from '../../components/list/EditableList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The account's shipping methods, by display position. */
export const ShippingMethodList = () => (
  <EditableList
    description={shippingMethods}
    filters={filters}
    phone={{ primaryText: (record) => record.shippingMethodName, secondaryText: (record) => record.shippingMethodCode }}
  >
    <DataTable.Col source="displayPosition" />
    <DataTable.Col source="shippingMethodCode" />
    <DataTable.Col source="shippingMethodName" />
    <DataTable.Col source="enabled" field={BooleanField} />
    <DataTable.Col source="isProvisionAtDock" field={BooleanField} />
  </EditableList>
);

export default ShippingMethodList;
