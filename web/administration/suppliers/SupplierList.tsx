import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, SearchInput, SimpleList } from 'react-admin';
import { suppliers } from '../../../shared/administration/suppliers';
import { ResourceList } from '../../components/list/ResourceList';
import { RowActions } from '../../components/list/RowActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The account's suppliers, by name. */
export const SupplierList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList description={suppliers} filters={filters}>
      {isSmall ? (
        <SimpleList primaryText={(record) => record.supplierName} secondaryText={(record) => record.supplierCode ?? ''} rowClick="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="supplierName" />
          <DataTable.Col source="supplierCode" />
          <DataTable.Col source="contactName" />
          <DataTable.Col source="email" />
          <DataTable.Col source="enabled" field={BooleanField} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions description={suppliers} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default SupplierList;
