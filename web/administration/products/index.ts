import InventoryIcon from '@mui/icons-material/Inventory2';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The products resource (route admin/products), per account. Screens load on first visit, or ahead of it. */
export default defineWebResource({
  name: 'products',
  list: lazyScreen(() => import('./ProductList')),
  create: lazyScreen(() => import('./ProductCreate')),
  edit: lazyScreen(() => import('./ProductEdit')),
  icon: InventoryIcon,
  recordRepresentation: 'productName',
  menu: 'catalog',
});
