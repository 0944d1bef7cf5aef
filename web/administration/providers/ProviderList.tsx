import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, SearchInput, SimpleList } from 'react-admin';
import { providers } from '../../../shared/administration/providers';
import { ResourceList } from '../../components/list/ResourceList';
import { RowActions } from '../../components/list/RowActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Every provider, by name, with its number of sites. */
export const ProviderList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList description={providers} filters={filters}>
      {isSmall ? (
        <SimpleList primaryText={(record) => record.providerName} secondaryText={(record) => record.providerCode} rowClick="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="providerCode" />
          <DataTable.Col source="providerName" />
          <DataTable.Col source="siteCount" align="right" disableSort />
          <DataTable.Col source="enabled" field={BooleanField} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions description={providers} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default ProviderList;
