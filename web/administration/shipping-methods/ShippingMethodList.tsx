import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, SearchInput, SimpleList } from 'react-admin';
import { shippingMethods } from '../../../shared/administration/shipping-methods';
import { ResourceList } from '../../components/list/ResourceList';
import { RowActions } from '../../components/list/RowActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The account's shipping methods, by display position. */
export const ShippingMethodList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList description={shippingMethods} filters={filters}>
      {isSmall ? (
        <SimpleList primaryText={(record) => record.shippingMethodName} secondaryText={(record) => record.shippingMethodCode} rowClick="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="displayPosition" />
          <DataTable.Col source="shippingMethodCode" />
          <DataTable.Col source="shippingMethodName" />
          <DataTable.Col source="enabled" field={BooleanField} />
          <DataTable.Col source="isProvisionAtDock" field={BooleanField} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions description={shippingMethods} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default ShippingMethodList;
