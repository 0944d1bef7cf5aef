import { Box } from '@mui/material';
import { Edit, Loading, useCanAccess, useRecordContext } from 'react-admin';
import { GroupAccountPicker } from '../common/GroupAccountPicker';
import type { GroupAccount } from '../common/group-account';
import { useNotifyError } from '../../components/use-notify-error';
import { NoProductAccount } from './common/NoProductAccount';
import { productMeta, useProductAccount } from './common/product-account';
import { productPayload } from './common/product-form';
import { ProductForm } from './common/ProductForm';

const EditContent = ({ account, canDelete }: { account: GroupAccount; canDelete: boolean }) => {
  const product = useRecordContext<{ id: string; idProduct: string }>();
  if (!product) return null;
  return <ProductForm account={account} idProduct={product.idProduct} canDelete={canDelete} />;
};

/** A product of the account the screens work in: its fields, its parts and its stock. */
export const ProductEdit = () => {
  const state = useProductAccount();
  const notifyError = useNotifyError();
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  const { account } = state;
  if (!account) return state.isPending ? <Loading /> : <NoProductAccount />;
  const meta = productMeta(account);
  return (
    <Edit
      key={account.idClientAccount}
      queryOptions={{ meta }}
      mutationOptions={{ meta, onError: notifyError }}
      mutationMode="pessimistic"
      redirect={false}
      transform={productPayload}
    >
      <Box sx={{ px: 2 }}>
        <GroupAccountPicker state={state} readOnly />
      </Box>
      <EditContent account={account} canDelete={canDelete} />
    </Edit>
  );
};

export default ProductEdit;
