import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { workOrders, workOrderStatusTypes } from '../../../shared/operations/work-orders';
import { PRIORITY_LABELS, type Priority } from '../../../shared/rules/orders';
import { ResourceList } from '../../components/list/ResourceList';
import { DayField } from '../../components/list/DayField';
import { useTranslate } from '../../shell/i18n/use-translate';
import { StatusChip } from '../common/StatusChip';
import { useStatusChoices } from '../common/use-status-choices';
import { workOrderStatusLabels, workOrderTone } from './status';

type Order = { id: string; orderReference: string; kitName: string; kitSku: string; quantity: number; priority: Priority; status: number };
const viewPath = (id: unknown) => `/work-orders/view/${String(id)}`;

/** The work orders of the session's account and warehouse, newest first; a row opens the order's view. */
export const WorkOrderList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const statusChoices = useStatusChoices(workOrderStatusTypes, 'workOrderStatusTypes', workOrderStatusLabels);
  const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={statusChoices} />];
  const status = (record: Order) => <StatusChip code={record.status} labels={workOrderStatusLabels} tone={workOrderTone} />;
  return (
    <ResourceList description={workOrders} filters={filters}>
      {isSmall ? (
        <SimpleList<Order>
          primaryText={(record) => record.orderReference}
          secondaryText={(record) => `${record.quantity} × ${record.kitName}`}
          tertiaryText={status}
          rowClick={(id) => viewPath(id)}
        />
      ) : (
        <DataTable rowClick={(id) => viewPath(id)} bulkActionButtons={false}>
          <DataTable.Col source="orderReference" />
          <DataTable.Col source="kitName" disableSort />
          <DataTable.Col source="quantity" />
          <DataTable.Col source="priority" field={FunctionField} render={(record: Order) => translate(PRIORITY_LABELS[record.priority])} />
          <DataTable.Col source="status" field={FunctionField} render={status} />
          <DataTable.Col source="dueDate" field={DayField} />
          <DataTable.Col source="createdAt" field={DayField} />
        </DataTable>
      )}
    </ResourceList>
  );
};

export default WorkOrderList;
