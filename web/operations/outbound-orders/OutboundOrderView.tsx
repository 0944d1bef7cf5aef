import { Stack } from '@mui/material';
import { Loading, useCanAccess, useDataProvider, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { cancelOutboundOrder, outboundOrderStatusHistory } from '../../../shared/operations/outbound-orders';
import { BOX_ORDER_STATUSES } from '../../../shared/operations/common/box-documents';
import { useFormats } from '../../components/use-formats';
import { CancelWithConfirmButton } from '../../components/CancelWithConfirmButton';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { boxOrderStatusLabels, boxOrderTone } from '../common/box-status';
import { DocumentCard, LinesTable, lotDetail, useDocumentAction, type LotFields, type ProductLine } from '../common/DocumentView';
import { StatusChip } from '../common/StatusChip';
import { StatusHistory } from '../common/StatusHistory';
import { orderTypeText } from './OutboundOrderList';
import type { NamesUnder } from '../../../shared/i18n/translation-keys';
import { addressOnOneLine } from '../../../shared/rules/address';
import { fullName } from '../../../shared/rules/display';

type Line = ProductLine & LotFields & { idOutboundOrderProduct: string; orderedQuantity: number; reservedQuantity: number };
type Text = string | null;
type Order = {
  id: string;
  idOutboundOrder: string;
  orderReference: string;
  orderType: string;
  status: number;
  campaign: Text;
  budget: Text;
  userFirstName: Text;
  userLastName: Text;
  deliveryName: Text;
  deliveryAddress1: Text;
  deliveryAddress2: Text;
  deliveryZipCode: Text;
  deliveryCity: Text;
  deliveryCountryISO2: Text;
  comment: Text;
  calculatedOrderWeight: number;
  calculatedOrderVolume: number;
  products: Line[];
};

/** An outbound order of the box, read-only, with its lines and what they hold; while acknowledged it can be cancelled. */
export const OutboundOrderView = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'outboundOrders', action: 'edit' });
  const { data: order, isPending, refetch } = useGetOne<Order>('outboundOrders', { id });
  const { run } = useDocumentAction(refetch);
  if (isPending || !order) return <Loading />;

  const text = (value: Text) => value || '—';
  const person = fullName({ firstName: order.userFirstName, lastName: order.userLastName });
  const street = { address1: order.deliveryAddress1, address2: order.deliveryAddress2, zipCode: order.deliveryZipCode, city: order.deliveryCity };
  const address = [order.deliveryName, addressOnOneLine({ ...street, countryISO2: order.deliveryCountryISO2 })].filter(Boolean).join(', ');
  const f = (field: NamesUnder<'resources.outboundOrders.fields.'>) => translate(`resources.outboundOrders.fields.${field}`);
  return (
    <DocumentCard
      title={order.orderReference}
      back={{ to: '/orders/outbound/list', label: 'resources.outboundOrders.back' }}
      status={<StatusChip code={order.status} labels={boxOrderStatusLabels} tone={boxOrderTone} />}
      history={<StatusHistory kind={outboundOrderStatusHistory} id={order.idOutboundOrder} status={order.status} labels={boxOrderStatusLabels} />}
      fields={[
        [f('orderType'), orderTypeText(translate, order.orderType)],
        [f('campaign'), text(order.campaign)],
        [f('budget'), text(order.budget)],
        [translate('resources.outboundOrders.person'), person || '—'],
        [translate('resources.outboundOrders.address'), address || '—'],
        [f('calculatedOrderWeight'), order.calculatedOrderWeight],
        [f('calculatedOrderVolume'), order.calculatedOrderVolume],
      ]}
      comment={order.comment}
    >
      <LinesTable
        testId="outbound-order-lines"
        lines={order.products}
        rowKey={(line) => line.idOutboundOrderProduct}
        productLabel={f('productName')}
        detail={(line) => lotDetail(line, formats.day)}
        columns={[
          { label: f('orderedQuantity'), align: 'right', value: (line) => line.orderedQuantity },
          { label: f('reservedQuantity'), align: 'right', value: (line) => line.reservedQuantity },
        ]}
      />
      {order.status === BOX_ORDER_STATUSES.acknowledged && canEdit ? (
        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          <CancelWithConfirmButton
            label="resources.outboundOrders.cancel"
            title={translate('resources.outboundOrders.cancelTitle', { reference: order.orderReference })}
            content={translate('resources.outboundOrders.cancelContent')}
            onCancel={() => run(() => dataProvider.runAction(cancelOutboundOrder, { id }), 'resources.outboundOrders.cancelled')}
          />
        </Stack>
      ) : null}
    </DocumentCard>
  );
};

export default OutboundOrderView;
