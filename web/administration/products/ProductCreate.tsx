import { Create } from 'react-admin';
import { InPickedAccount } from '../common/GroupAccountPicker';
import { useNotifyError } from '../../components/use-notify-error';
import { NoProductAccount } from './common/NoProductAccount';
import { productMeta, useProductAccount } from './common/product-account';
import { NEW_PRODUCT, productPayload } from './common/product-form';
import { ProductForm } from './common/ProductForm';

/** A new product of the account the screens work in, with its parts, saved in one call. */
export const ProductCreate = () => {
  const state = useProductAccount();
  const notifyError = useNotifyError();
  return (
    <InPickedAccount state={state} none={<NoProductAccount />}>
      {(account) => (
        <Create
          key={account.idClientAccount}
          redirect="edit"
          mutationOptions={{ meta: productMeta(account), onError: notifyError }}
          transform={productPayload}
          record={NEW_PRODUCT}
        >
          <ProductForm account={account} />
        </Create>
      )}
    </InPickedAccount>
  );
};

export default ProductCreate;
