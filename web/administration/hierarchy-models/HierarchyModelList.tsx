import { BooleanField, DataTable, SearchInput } from 'react-admin';
import { hierarchyModels } from '../../../shared/administration/hierarchy-models';
import { EditableList } from '../../components/list/EditableList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
type Model = { id: string; label: string; depth: number; items: unknown[] };

/** The account's hierarchy models by name, with the depth of each tree. */
export const HierarchyModelList = () => (
  <EditableList<Model>
    description={hierarchyModels}
    filters={filters}
    phone={{ primaryText: (record) => record.label, secondaryText: (record) => String(record.depth) }}
  >
    <DataTable.Col source="label" />
    <DataTable.Col source="depth" disableSort />
    <DataTable.Col source="enabled" field={BooleanField} />
    <DataTable.Col source="useMasquerade" field={BooleanField} />
  </EditableList>
);

export default HierarchyModelList;
