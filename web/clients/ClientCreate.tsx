import { Create } from 'react-admin';
import { ClientForm } from './common/ClientForm';

export const ClientCreate = () => (
  <Create redirect="list">
    <ClientForm />
  </Create>
);

export default ClientCreate;
