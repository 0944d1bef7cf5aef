import { Box, Chip, MenuItem, TextField } from '@mui/material';
import { needsBoxUser, selectionForOrderType, selectionForShipToMultiple } from '../../../shared/rules/checkout';
import { isBoxUserDelivery } from '../../../shared/rules/orders';
import { ADDRESS_TYPE_FILTER_LABELS, ADDRESS_TYPE_FILTERS, type AddressTypeFilter } from '../../../shared/rules/search';
import { useTranslate } from '../../shell/i18n/use-translate';
import { AddressPicker } from './AddressPicker';
import { CheckoutSection } from './CheckoutSection';
import { CheckoutTextField } from './CheckoutTextField';
import { NewAddressButton } from './NewAddressDialog';
import type { ReadyCheckout } from './use-checkout';

/** The order type and the delivery addresses (one, or several with ship to multiple), a new one, the address comment. */
export const AddressesSection = ({ checkout }: { checkout: ReadyCheckout }) => {
  const translate = useTranslate();
  const { form, save, addresses, toggle } = checkout;
  return (
    <CheckoutSection title={translate('pages.checkout.addresses')} testId="addresses">
      <TextField
        select
        size="small"
        label={translate('pages.checkout.orderType')}
        value={checkout.orderType}
        onChange={(e) => {
          const next = e.target.value as AddressTypeFilter;
          save({ ...form, orderType: next, selectedAddresses: selectionForOrderType(form.selectedAddresses, next, checkout.idWarehouse) });
        }}
        sx={{ mb: 1.5, minWidth: 220 }}
      >
        {ADDRESS_TYPE_FILTERS.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(ADDRESS_TYPE_FILTER_LABELS[type], { _: type })}
          </MenuItem>
        ))}
      </TextField>
      <AddressPicker
        addresses={addresses.data ?? []}
        selected={form.selectedAddresses}
        shipToMultiple={form.shipToMultiple}
        loading={addresses.isPending}
        error={checkout.refusal ?? checkout.fieldError('selectedAddresses')}
        onToggle={toggle}
        onShipToMultiple={(multiple) => {
          checkout.setRefusal(null);
          save({ ...form, shipToMultiple: multiple, selectedAddresses: selectionForShipToMultiple(form.selectedAddresses, multiple) });
        }}
      />
      <NewAddressButton
        onCreated={(id) =>
          // The new address is one of the user's own: once listed again, it is selected.
          void addresses.refetch().then(({ data }) => {
            const created = data?.find((a) => a.idAddressBookAddress === id);
            if (created) toggle(created);
          })
        }
      />
      <Box sx={{ mt: 2 }}>
        <CheckoutTextField checkout={checkout} name="addressComment" multiline />
      </Box>
    </CheckoutSection>
  );
};

const BOX_USER_FIELDS = ['boxUserFirstName', 'boxUserLastName', 'boxUserEmail', 'boxUserMobile', 'boxUserPhone'] as const;

/** Who collects the order from a box, when a box is among the addresses. */
export const BoxUserSection = ({ checkout }: { checkout: ReadyCheckout }) => {
  const translate = useTranslate();
  const { form } = checkout;
  if (!needsBoxUser(form.selectedAddresses)) return null;
  const boxAddress = form.selectedAddresses.find((a) => a.addressType === 'BOX');
  const boxUserFlagged = boxAddress && isBoxUserDelivery({ addressType: 'BOX', firstname: form.boxUserFirstName, lastname: form.boxUserLastName }, boxAddress);
  return (
    <CheckoutSection title={translate('pages.checkout.boxUser')} testId="box-user">
      {boxUserFlagged && <Chip color="info" size="small" label={translate('pages.checkout.boxUserFlag')} sx={{ mb: 1.5 }} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {BOX_USER_FIELDS.map((name) => (
          <CheckoutTextField key={name} checkout={checkout} name={name} />
        ))}
      </Box>
    </CheckoutSection>
  );
};
