import { BooleanField, DataTable, SearchInput } from 'react-admin';
import { providers } from '../../../shared/administration/providers';
import { EditableList } from '../../components/list/EditableList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Every provider, by name, with its number of sites. */
export const ProviderList = () => (
  <EditableList
    description={providers}
    filters={filters}
    phone={{ primaryText: (record) => record.providerName, secondaryText: (record) => record.providerCode }}
  >
    <DataTable.Col source="providerCode" />
    <DataTable.Col source="providerName" />
    <DataTable.Col source="siteCount" align="right" disableSort />
    <DataTable.Col source="enabled" field={BooleanField} />
  </EditableList>
);

export default ProviderList;
