import { Create } from 'react-admin';
import { BoxForm } from './BoxForm';

/** A new box (and its warehouse of type BOX); then its screen, where its users and pictures are added. */
export const BoxCreate = () => (
  <Create redirect="edit">
    <BoxForm />
  </Create>
);

export default BoxCreate;
