import { BooleanField, DataTable, SearchInput } from 'react-admin';
import { suppliers } from '../../../shared/administration/suppliers';
import { EditableList } from '../../components/list/EditableList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The account's suppliers, by name. */
export const SupplierList = () => (
  <EditableList
    description={suppliers}
    filters={filters}
    phone={{ primaryText: (record) => record.supplierName, secondaryText: (record) => record.supplierCode ?? '' }}
  >
    <DataTable.Col source="supplierName" />
    <DataTable.Col source="supplierCode" />
    <DataTable.Col source="contactName" />
    <DataTable.Col source="email" />
    <DataTable.Col source="enabled" field={BooleanField} />
  </EditableList>
);

export default SupplierList;
