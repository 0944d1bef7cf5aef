import { BooleanField, DataTable, SearchInput } from 'react-admin';
import { catalogs } from '../../../shared/administration/catalogs';
import { EditableList } from '../../components/list/EditableList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The account's catalogs, by display position. */
export const CatalogList = () => (
  <EditableList description={catalogs} filters={filters} phone={{ primaryText: (record) => record.catalogName }}>
    <DataTable.Col source="displayPosition" />
    <DataTable.Col source="catalogName" />
    <DataTable.Col source="enabled" field={BooleanField} />
  </EditableList>
);

export default CatalogList;
