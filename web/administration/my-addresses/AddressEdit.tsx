import LockIcon from '@mui/icons-material/Lock';
import { Alert } from '@mui/material';
import { Edit, useCanAccess, useRecordContext } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { AddressForm } from '../../components/address/AddressForm';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';

/** A read-only address (a warehouse's) cannot be edited: it is shown, disabled, with the reason. */
const AddressEditForm = () => {
  const record = useRecordContext<{ readOnly?: boolean }>();
  const translate = useTranslate();
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  if (!record) return null;
  return (
    <>
      {record.readOnly ? (
        <Alert severity="info" icon={<LockIcon />} sx={{ m: 2, mb: 0 }}>
          {translate('resources.myAddresses.hints.readOnly')}
        </Alert>
      ) : null}
      <AddressForm readOnly={!!record.readOnly} deleteButton={canDelete && !record.readOnly ? <ConfirmDeleteButton /> : null} />
    </>
  );
};

/** Pessimistic, so that the server's field errors come back to the form in place. */
export const AddressEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <AddressEditForm />
  </Edit>
);

export default AddressEdit;
