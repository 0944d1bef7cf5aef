import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess } from 'react-admin';
import { myAddresses } from '../../../shared/administration/my-addresses';
import { AddressForm } from '../../components/address/AddressForm';
import { RecordDialog } from '../../components/RecordDialog';
import { useTranslate } from '../../shell/i18n/use-translate';

/**
 * The checkout's "New address": the address form of the user's own book (the same form, its
 * address search included) in the child-record dialog over the checkout. The saved address joins
 * the user's addresses and `onCreated` selects it. Shown to whoever may add to their own addresses.
 */
export const NewAddressButton = ({ onCreated }: { onCreated: (idAddressBookAddress: string) => void }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess = false } = useCanAccess({ resource: myAddresses.subject, action: 'Create' });
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<AddLocationAltIcon />} onClick={() => setOpen(true)} data-testid="checkout-new-address">
        {translate('pages.checkout.newAddress')}
      </Button>
      <RecordDialog
        resource={myAddresses.name}
        editing={open ? 'new' : null}
        meta={{}}
        title={{ create: 'pages.checkout.newAddress', edit: 'pages.checkout.newAddress' }}
        maxWidth="md"
        onClose={() => setOpen(false)}
        create={<AddressForm inDialog />}
        edit={() => null}
        onSaved={(record) => onCreated(String(record.id))}
      />
    </>
  );
};
