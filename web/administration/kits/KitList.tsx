import { BooleanField, DataTable, FunctionField, SearchInput } from 'react-admin';
import { kits } from '../../../shared/administration/kits';
import { EditableList } from '../../components/list/EditableList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
type Kit = { id: string; kitName: string; sku: string; components: unknown[] };

/** The account's kits, by display position, with how many products each holds. */
export const KitList = () => (
  <EditableList<Kit> description={kits} filters={filters} phone={{ primaryText: (record) => record.kitName, secondaryText: (record) => record.sku }}>
    <DataTable.Col source="displayPosition" />
    <DataTable.Col source="sku" />
    <DataTable.Col source="kitName" />
    <DataTable.Col source="components" disableSort field={FunctionField} render={(record: Kit) => record.components.length} />
    <DataTable.Col source="enabled" field={BooleanField} />
  </EditableList>
);

export default KitList;
