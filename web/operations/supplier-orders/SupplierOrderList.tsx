import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { supplierOrders, supplierOrderStatusTypes } from '../../../shared/operations/supplier-orders';
import { PRIORITY_LABELS, SUPPLIER_ORDER_TYPE_LABELS, type Priority } from '../../../shared/rules/orders';
import { ResourceList } from '../../components/list/ResourceList';
import { DayField } from '../../components/list/DayField';
import { useTranslate } from '../../shell/i18n/use-translate';
import { StatusChip } from '../common/StatusChip';
import { useStatusChoices } from '../common/use-status-choices';
import { supplierOrderStatusLabels, supplierOrderTone } from './status';

type Order = { id: string; orderReference: string; supplierName: string; orderType: 'Supplier' | 'Return'; priority: Priority; status: number };
const viewPath = (id: unknown) => `/supplier-orders/view/${String(id)}`;

/** The supplier orders of the session's account and warehouse, newest first; a row opens the order's view. */
export const SupplierOrderList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const statusChoices = useStatusChoices(supplierOrderStatusTypes, 'supplierOrderStatusTypes', supplierOrderStatusLabels);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
    <SelectInput key="orderType" source="orderType" choices={Object.entries(SUPPLIER_ORDER_TYPE_LABELS).map(([id, name]) => ({ id, name }))} />,
  ];
  const status = (record: Order) => <StatusChip code={record.status} labels={supplierOrderStatusLabels} tone={supplierOrderTone} />;
  return (
    <ResourceList description={supplierOrders} filters={filters}>
      {isSmall ? (
        <SimpleList<Order>
          primaryText={(record) => record.orderReference}
          secondaryText={(record) => `${record.supplierName} · ${translate(SUPPLIER_ORDER_TYPE_LABELS[record.orderType])}`}
          tertiaryText={status}
          rowClick={(id) => viewPath(id)}
        />
      ) : (
        <DataTable rowClick={(id) => viewPath(id)} bulkActionButtons={false}>
          <DataTable.Col source="orderReference" />
          <DataTable.Col source="supplierName" disableSort />
          <DataTable.Col source="orderType" field={FunctionField} render={(record: Order) => translate(SUPPLIER_ORDER_TYPE_LABELS[record.orderType])} />
          <DataTable.Col source="priority" field={FunctionField} render={(record: Order) => translate(PRIORITY_LABELS[record.priority])} />
          <DataTable.Col source="status" field={FunctionField} render={status} />
          <DataTable.Col source="expectedDate" field={DayField} />
          <DataTable.Col source="createdAt" field={DayField} />
        </DataTable>
      )}
    </ResourceList>
  );
};

export default SupplierOrderList;
