import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { DeliveryProducts } from './DeliveryProducts';
import { TrackingTimeline } from './TrackingTimeline';
import type { Delivery, Shipment } from '../../../shared/ordering/schemas';
import { useFormats } from '../../components/use-formats';
import { transportTypeLabel } from '../../../shared/rules/statuses';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useCountries, useCountryName } from '../../components/address/use-countries';

export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children ?? '—'}
    </Typography>
  </Box>
);

/** One delivery of an order: where and when, how, its products (bundle children under their bundle's name) and its parcels. */
export const DeliveryCard = ({ delivery, index, count }: { delivery: Delivery; index: number; count: number }) => {
  const { day, moment } = useFormats();
  const translate = useTranslate();
  const { data: countries = [] } = useCountries();
  const countryName = useCountryName();
  const country = countries.find((c) => c.isO2 === delivery.deliveryAddressCountryISO2);
  const person = [delivery.deliveryFirstname, delivery.deliveryLastname].filter(Boolean).join(' ');
  const address = [
    delivery.addressName,
    delivery.deliveryCompanyName,
    person,
    delivery.deliveryAddress1,
    delivery.deliveryAddress2,
    `${delivery.deliveryAddressZipCode} ${delivery.deliveryAddressCity}`,
    country ? countryName(country) : delivery.deliveryAddressCountryISO2,
  ].filter(Boolean);
  const transportType = delivery.transportType ? transportTypeLabel(delivery.transportType) : undefined;
  const transport = delivery.transportRequired
    ? [translate('pages.orders.detail.transportRequired'), transportType ? translate(transportType) : delivery.transportType].filter(Boolean).join(' · ')
    : translate('pages.orders.detail.noTransport');

  return (
    <Card data-testid="delivery">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {count > 1 ? translate('pages.orders.detail.deliveryN', { n: index + 1 }) : translate('pages.orders.detail.delivery')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, mb: 2 }}>
          <Field label={translate('pages.orders.detail.address')}>
            {address.map((line, i) => (
              <div key={i}>{line}</div>
            ))}
            {delivery.deliveryInstruction && (
              <Typography variant="body2" color="text.secondary">
                {delivery.deliveryInstruction}
              </Typography>
            )}
          </Field>
          <Field label={translate('pages.orders.detail.requestedDate')}>
            {delivery.requestedDeliveryDate ? day(delivery.requestedDeliveryDate.slice(0, 10)) : translate('pages.orders.detail.asap')}
          </Field>
          <Field label={translate('pages.orders.detail.shippingMethod')}>{delivery.shippingMethodName}</Field>
          <Field label={translate('pages.orders.detail.transport')}>{transport}</Field>
          <Field label={translate('pages.orders.detail.warehouse')}>{delivery.warehouseName}</Field>
          {delivery.appointmentDate && <Field label={translate('pages.orders.detail.appointment')}>{moment(delivery.appointmentDate)}</Field>}
          {delivery.addressComment && <Field label={translate('pages.orders.detail.addressComment')}>{delivery.addressComment}</Field>}
        </Box>

        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('pages.orders.detail.products')}
        </Typography>
        <DeliveryProducts products={delivery.products} />

        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('pages.orders.detail.shipments')}
        </Typography>
        {delivery.shipments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('pages.orders.detail.noShipments')}
          </Typography>
        ) : (
          <Stack spacing={1} data-testid="shipments">
            {delivery.shipments.map((shipment) => (
              <ShipmentRow key={shipment.idCustomerOrderShipment} shipment={shipment} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

/** A parcel: its tracking number (the carrier's link), carrier and date, and its journey on demand. */
const ShipmentRow = ({ shipment }: { shipment: Shipment }) => {
  const { day } = useFormats();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <LocalShippingIcon fontSize="small" color="action" />
        <Link href={shipment.trackingURL} target="_blank" rel="noopener noreferrer">
          {shipment.idTracking}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {[shipment.carrierName, translate('pages.orders.detail.shippedOn', { date: day(shipment.shippedDate) })].filter(Boolean).join(' · ')}
        </Typography>
        <Button size="small" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {translate(open ? 'pages.orders.tracking.hide' : 'pages.orders.tracking.follow')}
        </Button>
      </Stack>
      {open && <TrackingTimeline idTracking={shipment.idTracking} />}
    </Box>
  );
};
