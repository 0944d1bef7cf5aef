import { Edit, useCanAccess } from 'react-admin';
import { ClientForm } from './common/ClientForm';

/** Pessimistic, so that the server's field errors come back to the form in place. */
export const ClientEdit = () => {
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ClientForm canDelete={canDelete} />
    </Edit>
  );
};

export default ClientEdit;
