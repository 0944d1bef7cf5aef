import { Typography } from '@mui/material';
import { useRef } from 'react';
import { Create, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { boxProducts, orderMeasures, OUTBOUND_ORDER_TYPE_CODES, outboundOrders } from '../../../shared/operations/outbound-orders';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { FormSection } from '../../components/FormSection';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { SaveToolbar } from '../../components/SaveToolbar';
import { SessionAccountGate } from '../../components/SessionAccountGate';
import { validatorFor } from '../../components/zod-validator';
import { useTranslate } from '../../shell/i18n/use-translate';
import { type BoxProduct } from '../common/BoxProductInput';
import { ProductLinesInput } from '../common/ProductLinesInput';
import { orderTypeText } from './OutboundOrderList';

const validate = validatorFor(outboundOrders);

/** The order's weight and volume as the server will calculate them, from the chosen products' own. */
const Measures = ({ seen }: { seen: Map<string, BoxProduct> }) => {
  const translate = useTranslate();
  const lines = (useWatch({ name: 'products' }) ?? []) as { idProduct?: string; orderedQuantity?: number }[];
  const units = new Map([...seen].map(([id, p]) => [id, { weight: p.unitWeight, volume: p.unitVolume }]));
  const { calculatedOrderWeight, calculatedOrderVolume } = orderMeasures(
    lines.filter((l) => l.idProduct).map((l) => ({ idProduct: l.idProduct!, quantity: Number(l.orderedQuantity) || 0 })),
    units,
  );
  return (
    <Typography data-testid="outbound-measures" color="text.secondary">
      {translate('resources.outboundOrders.measures', { weight: calculatedOrderWeight, volume: calculatedOrderVolume })}
    </Typography>
  );
};

/** A new outbound order of the box: its type, reference, campaign and budget, for whom and where, and its products (placing it reserves them). */
export const OutboundOrderForm = () => {
  const translate = useTranslate();
  const seen = useRef(new Map<string, BoxProduct>()).current;
  const typeChoices = OUTBOUND_ORDER_TYPE_CODES.map((code) => ({ id: code, name: orderTypeText(translate, code) }));
  return (
    <PortalForm
      validate={validate}
      toolbar={<SaveToolbar />}
      defaultValues={{ orderType: 'DELIVERY', products: [{ orderedQuantity: 1 }] }}
      sx={{ maxWidth: 900 }}
    >
      <SelectInput source="orderType" choices={typeChoices} />
      <LimitedTextInput source="orderReference" autoFocus limit={FIELD_LIMITS.reference} />
      <LimitedTextInput source="campaign" limit={50} />
      <LimitedTextInput source="budget" limit={50} />
      <FormSection title="resources.outboundOrders.person">
        <LimitedTextInput source="userFirstName" limit={50} />
        <LimitedTextInput source="userLastName" limit={50} />
        <TextInput source="userEmail" type="email" />
        <LimitedTextInput source="userPhone" limit={20} />
      </FormSection>
      <FormSection title="resources.outboundOrders.address">
        <LimitedTextInput source="deliveryName" limit={FIELD_LIMITS.addressName} />
        <LimitedTextInput source="deliveryAddress1" limit={FIELD_LIMITS.addressLine} />
        <LimitedTextInput source="deliveryAddress2" limit={FIELD_LIMITS.addressLine} />
        <LimitedTextInput source="deliveryZipCode" limit={FIELD_LIMITS.zipCode} />
        <LimitedTextInput source="deliveryCity" limit={FIELD_LIMITS.city} />
        <TextInput source="deliveryCountryISO2" parse={(value: string) => value.toUpperCase()} />
      </FormSection>
      <LimitedTextInput source="comment" fullWidth multiline limit={FIELD_LIMITS.comment} />
      <ProductLinesInput resource="outboundOrders" kind={boxProducts} quantity="orderedQuantity" seen={seen} />
      <Measures seen={seen} />
    </PortalForm>
  );
};

/** Placed, the order opens in its view. */
export const OutboundOrderCreate = () => (
  <SessionAccountGate>
    <Create redirect={(_resource, id) => `orders/outbound/${String(id)}`}>
      <OutboundOrderForm />
    </Create>
  </SessionAccountGate>
);

export default OutboundOrderCreate;
