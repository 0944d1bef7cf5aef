import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useInput } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import type { ProductCard } from '../../../shared/ordering/catalog-schemas';
import { QuantityField } from '../../components/QuantityField';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';

type Reservation = {
  idProduct: string;
  idWarehouse: string;
  quantity: number;
  productName?: string;
  sku?: string;
  warehouseName?: string;
  usedQuantity?: number;
};

/**
 * An event's reserved stock: a line per product (in the warehouse it is reserved in, the session's
 * for a new one) with its quantity and what the event's orders drew; products found as you type
 * among the simple products the user may order.
 */
export const EventReservationsInput = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const { field } = useInput<Reservation[]>({ source: 'reservations', defaultValue: [] });
  const value = (field.value ?? []) as Reservation[];
  const [text, setText] = useState('');
  const { data = [] } = useQuery({
    queryKey: ['reservationProducts', text, scope.idWarehouse],
    queryFn: () =>
      orderingClient(api)
        .searchProducts(text.trim(), { types: 'simple', ...(scope.idWarehouse ? { idWarehouse: scope.idWarehouse } : {}), pageSize: 20 })
        .then((a) => a.items),
    enabled: text.trim().length >= 3,
  });
  const change = (next: Reservation[]) => field.onChange(next);
  return (
    <Box sx={{ my: 2 }} data-testid="event-reservations">
      <Typography variant="subtitle1" component="h2">
        {translate('resources.events.fields.reservations')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.events.reservationsHint')}
      </Typography>
      <Stack spacing={1}>
        {value.map((r, i) => (
          <Stack
            key={`${r.idProduct}:${r.idWarehouse}`}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
            data-testid="event-reservation"
          >
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {r.productName ?? r.idProduct} {r.sku ? `(${r.sku})` : ''} {r.warehouseName ? `· ${r.warehouseName}` : ''}
            </Typography>
            <QuantityField
              label={translate('resources.events.reservationQuantity')}
              value={r.quantity}
              disabled={disabled}
              onCommit={(quantity) => change(value.map((x, j) => (j === i ? { ...x, quantity } : x)))}
            />
            <Typography color="text.secondary" sx={{ width: { sm: 200 } }} data-testid="event-reservation-used">
              {r.usedQuantity !== undefined
                ? translate('resources.events.reservationUsed', { used: r.usedQuantity, remaining: Math.max(0, r.quantity - r.usedQuantity) })
                : ''}
            </Typography>
            <IconButton
              aria-label={translate('resources.events.removeReservation', { name: r.productName ?? '' })}
              disabled={disabled}
              onClick={() => change(value.filter((_, j) => j !== i))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {!disabled && scope.idWarehouse ? (
        <Autocomplete<ProductCard>
          sx={{ mt: 1, maxWidth: 500 }}
          options={data.filter((p) => !value.some((r) => r.idProduct === p.idProduct && r.idWarehouse === scope.idWarehouse))}
          getOptionLabel={(p) => `${p.productName} (${p.sku})`}
          filterOptions={(options) => options}
          inputValue={text}
          onInputChange={(_e, v) => setText(v)}
          value={null}
          onChange={(_e, p) => {
            if (!p) return;
            change([...value, { idProduct: p.idProduct, idWarehouse: scope.idWarehouse!, quantity: 1, productName: p.productName, sku: p.sku }]);
            setText('');
          }}
          renderInput={(params) => <TextField {...params} size="small" label={translate('resources.events.addReservation')} />}
        />
      ) : null}
    </Box>
  );
};
