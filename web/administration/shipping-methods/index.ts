import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The shipping methods of the session's account (route admin/shipping-method). */
export default defineWebResource({
  name: 'shippingMethods',
  list: lazyScreen(() => import('./ShippingMethodList')),
  ...formScreens(() => import('./ShippingMethodForm')),
  icon: LocalShippingIcon,
  recordRepresentation: 'shippingMethodName',
  menu: 'catalog',
});
