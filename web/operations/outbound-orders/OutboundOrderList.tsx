import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { OUTBOUND_ORDER_TYPE_CODES, outboundOrders, outboundOrderStatusTypes } from '../../../shared/operations/outbound-orders';
import { ResourceList } from '../../components/list/ResourceList';
import { DayField } from '../../components/list/DayField';
import { useTranslate, type Translate } from '../../shell/i18n/use-translate';
import { StatusChip } from '../common/StatusChip';
import { useStatusChoices } from '../common/use-status-choices';
import { boxOrderStatusLabels, boxOrderTone } from '../common/box-status';

type Order = { id: string; orderReference: string; orderType: string; campaign: string | null; status: number; createdAt: string };
const viewPath = (id: unknown) => `/orders/outbound/${String(id)}`;
/** An outbound order type's words; a code the locale files do not know yet shows as itself. */
export const orderTypeText = (translate: Translate, code: string) => translate(`resources.outboundOrders.types.${code}`, { _: code });

/** The outbound orders of the box worked in, newest first; a row opens the order. */
export const OutboundOrderList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const statusChoices = useStatusChoices(outboundOrderStatusTypes, 'outboundOrderStatusTypes', boxOrderStatusLabels);
  const typeChoices = OUTBOUND_ORDER_TYPE_CODES.map((code) => ({ id: code, name: orderTypeText(translate, code) }));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
    <SelectInput key="orderType" source="orderType" choices={typeChoices} />,
  ];
  const status = (record: Order) => <StatusChip code={record.status} labels={boxOrderStatusLabels} tone={boxOrderTone} />;
  return (
    <ResourceList description={outboundOrders} filters={filters}>
      {isSmall ? (
        <SimpleList<Order>
          primaryText={(record) => record.orderReference}
          secondaryText={(record) => [orderTypeText(translate, record.orderType), record.campaign].filter(Boolean).join(' · ')}
          tertiaryText={status}
          rowClick={(id) => viewPath(id)}
        />
      ) : (
        <DataTable rowClick={(id) => viewPath(id)} bulkActionButtons={false}>
          <DataTable.Col source="orderReference" />
          <DataTable.Col source="orderType" field={FunctionField} render={(record: Order) => orderTypeText(translate, record.orderType)} />
          <DataTable.Col source="campaign" disableSort />
          <DataTable.Col source="status" field={FunctionField} render={status} />
          <DataTable.Col source="createdAt" field={DayField} />
        </DataTable>
      )}
    </ResourceList>
  );
};

export default OutboundOrderList;
