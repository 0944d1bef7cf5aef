import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, FunctionField, SearchInput, SimpleList } from 'react-admin';
import { kits } from '../../../shared/administration/kits';
import { ResourceList } from '../../components/list/ResourceList';
import { RowActions } from '../../components/list/RowActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
type Kit = { id: string; kitName: string; sku: string; components: unknown[] };

/** The account's kits, by display position, with how many products each holds. */
export const KitList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList description={kits} filters={filters}>
      {isSmall ? (
        <SimpleList<Kit> primaryText={(record) => record.kitName} secondaryText={(record) => record.sku} rowClick="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="displayPosition" />
          <DataTable.Col source="sku" />
          <DataTable.Col source="kitName" />
          <DataTable.Col source="components" disableSort field={FunctionField} render={(record: Kit) => record.components.length} />
          <DataTable.Col source="enabled" field={BooleanField} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions description={kits} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default KitList;
