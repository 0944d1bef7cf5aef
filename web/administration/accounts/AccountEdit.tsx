import { Edit, useCanAccess, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AccountRecord } from '../../shell/providers/data-provider';
import { AccountForm } from './common/AccountForm';
import { useSaveAccount } from './common/use-save-account';

const AccountEditForm = ({ deleteMeta }: { deleteMeta?: Record<string, unknown> }) => {
  const record = useRecordContext<AccountRecord & { id: string }>();
  const save = useSaveAccount(record ?? null);
  return <AccountForm onSubmit={save} clientFixed deleteMeta={deleteMeta} />;
};

/**
 * /admin/account/{idClientAccount}/client/{idClient}: the client in the path fills the account's
 * API path (/clients/{idClient}/accounts/{id}). Saving goes through the shared saveAccount.
 */
export const AccountEdit = () => {
  const { idClient = '' } = useParams();
  const meta = { params: { idClient } };
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  return (
    <Edit queryOptions={{ meta }} mutationMode="pessimistic" redirect="list">
      <AccountEditForm deleteMeta={canDelete ? meta : undefined} />
    </Edit>
  );
};

export default AccountEdit;
