import { Create } from 'react-admin';
import { AddressForm } from '../../components/address/AddressForm';

export const AddressCreate = () => (
  <Create redirect="list">
    <AddressForm />
  </Create>
);

export default AddressCreate;
