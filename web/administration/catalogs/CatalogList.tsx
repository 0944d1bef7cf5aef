import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, SearchInput, SimpleList } from 'react-admin';
import { catalogs } from '../../../shared/administration/catalogs';
import { ResourceList } from '../../components/list/ResourceList';
import { RowActions } from '../../components/list/RowActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The account's catalogs, by display position. */
export const CatalogList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList description={catalogs} filters={filters}>
      {isSmall ? (
        <SimpleList primaryText={(record) => record.catalogName} rowClick="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="displayPosition" />
          <DataTable.Col source="catalogName" />
          <DataTable.Col source="enabled" field={BooleanField} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions description={catalogs} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default CatalogList;
