import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, SearchInput, SimpleList } from 'react-admin';
import { hierarchyModels } from '../../../shared/administration/hierarchy-models';
import { ResourceList } from '../../components/list/ResourceList';
import { RowActions } from '../../components/list/RowActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
type Model = { id: string; label: string; depth: number; items: unknown[] };

/** The account's hierarchy models by name, with the depth of each tree. */
export const HierarchyModelList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList description={hierarchyModels} filters={filters}>
      {isSmall ? (
        <SimpleList<Model> primaryText={(record) => record.label} secondaryText={(record) => String(record.depth)} rowClick="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="label" />
          <DataTable.Col source="depth" disableSort />
          <DataTable.Col source="enabled" field={BooleanField} />
          <DataTable.Col source="useMasquerade" field={BooleanField} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions description={hierarchyModels} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default HierarchyModelList;
