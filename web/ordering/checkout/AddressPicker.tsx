import { Alert, Box, Checkbox, FormControlLabel, List, ListItem, ListItemText, Radio, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { DeliveryAddress } from '../../../shared/ordering/schemas';
import { MAX_CHECKOUT_ADDRESSES } from '../../../shared/rules/checkout';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { addressOnOneLine } from '../../../shared/rules/address';

const matches = (a: DeliveryAddress, text: string) =>
  [a.addressName, a.reference, a.companyName, a.city, a.zipCode, a.address1].filter(Boolean).join(' ').toLowerCase().includes(text.trim().toLowerCase());

/**
 * The delivery addresses the order type allows (the server applies the address-type filter),
 * with a filter box. One address is a radio choice; "ship to multiple" turns the list into
 * checkboxes, up to 100.
 */
export const AddressPicker = ({
  addresses,
  selected,
  shipToMultiple,
  loading,
  error,
  onToggle,
  onShipToMultiple,
}: {
  addresses: DeliveryAddress[];
  selected: DeliveryAddress[];
  shipToMultiple: boolean;
  loading: boolean;
  error?: string;
  onToggle: (address: DeliveryAddress) => void;
  onShipToMultiple: (multiple: boolean) => void;
}) => {
  const translate = useTranslate();
  const { count } = useFormats();
  const [filter, setFilter] = useState('');
  const chosen = new Set(selected.map((a) => a.idAddressBookAddress));
  const shown = filter.trim() ? addresses.filter((a) => matches(a, filter)) : addresses;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <FormControlLabel
          control={<Switch checked={shipToMultiple} onChange={(e) => onShipToMultiple(e.target.checked)} />}
          label={translate('pages.checkout.shipToMultiple')}
        />
        <Typography variant="body2" color="text.secondary" data-testid="address-count">
          {shipToMultiple
            ? // The count first, the limit beside it ("0 of 100" read as the limit).
              translate(selected.length ? 'pages.checkout.addressCount' : 'pages.checkout.addressCountNone', {
                smart_count: selected.length,
                count: count(selected.length),
                max: count(MAX_CHECKOUT_ADDRESSES),
              })
            : translate('pages.checkout.oneAddress')}
        </Typography>
      </Stack>
      {addresses.length > 5 && (
        <TextField size="small" label={translate('pages.checkout.filterAddresses')} value={filter} onChange={(e) => setFilter(e.target.value)} />
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {!loading && addresses.length === 0 && <Typography color="text.secondary">{translate('pages.checkout.noAddresses')}</Typography>}
      {!loading && addresses.length > 0 && shown.length === 0 && <Typography color="text.secondary">{translate('pages.checkout.noAddressMatch')}</Typography>}
      <Box sx={{ maxHeight: 360, overflowY: 'auto', border: shown.length ? 1 : 0, borderColor: 'divider', borderRadius: 1 }}>
        <List dense disablePadding aria-label={translate('pages.checkout.addresses')}>
          {shown.map((address) => {
            const checked = chosen.has(address.idAddressBookAddress);
            // Each row is a list item holding one labelled control (axe: a list holds list items,
            // and no control sits inside another): the whole row is the control's label.
            return (
              <ListItem
                key={address.idAddressBookAddress}
                disablePadding
                data-testid="address-option"
                sx={{ bgcolor: checked ? 'action.selected' : undefined }}
              >
                <FormControlLabel
                  sx={{ m: 0, px: 1, py: 0.25, width: '100%', '&:hover': { bgcolor: 'action.hover' } }}
                  control={
                    shipToMultiple ? (
                      <Checkbox checked={checked} onChange={() => onToggle(address)} />
                    ) : (
                      <Radio checked={checked} onChange={() => onToggle(address)} />
                    )
                  }
                  label={
                    <ListItemText primary={address.addressName} secondary={[address.companyName, addressOnOneLine(address)].filter(Boolean).join(' · ')} />
                  }
                />
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Stack>
  );
};
