import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { inboundOrders, inboundOrderStatusTypes } from '../../../shared/operations/inbound-orders';
import { ResourceList } from '../../components/list/ResourceList';
import { DayField } from '../../components/list/DayField';
import { useTranslate } from '../../shell/i18n/use-translate';
import { StatusChip } from '../common/StatusChip';
import { useStatusChoices } from '../common/use-status-choices';
import { boxOrderStatusLabels, boxOrderTone } from '../common/box-status';

type Order = {
  id: string;
  orderReference: string;
  senderName: string | null;
  status: number;
  openLines: number;
  expectedDate: string | null;
  createdAt: string;
};
const viewPath = (id: unknown) => `/orders/inbound/${String(id)}`;

/** The inbound orders of the box worked in, newest first; a row opens the order, where its lines are received. */
export const InboundOrderList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const statusChoices = useStatusChoices(inboundOrderStatusTypes, 'inboundOrderStatusTypes', boxOrderStatusLabels);
  const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={statusChoices} />];
  const status = (record: Order) => <StatusChip code={record.status} labels={boxOrderStatusLabels} tone={boxOrderTone} />;
  return (
    <ResourceList description={inboundOrders} filters={filters}>
      {isSmall ? (
        <SimpleList<Order>
          primaryText={(record) => record.orderReference}
          secondaryText={(record) => `${record.senderName ?? ''} · ${translate('resources.inboundOrders.fields.openLines')} ${record.openLines}`}
          tertiaryText={status}
          rowClick={(id) => viewPath(id)}
        />
      ) : (
        <DataTable rowClick={(id) => viewPath(id)} bulkActionButtons={false}>
          <DataTable.Col source="orderReference" />
          <DataTable.Col source="senderName" disableSort />
          <DataTable.Col source="status" field={FunctionField} render={status} />
          <DataTable.Col source="openLines" disableSort />
          <DataTable.Col source="expectedDate" field={DayField} />
          <DataTable.Col source="createdAt" field={DayField} />
        </DataTable>
      )}
    </ResourceList>
  );
};

export default InboundOrderList;
