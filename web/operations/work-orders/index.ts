import BuildIcon from '@mui/icons-material/Build';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** Work orders of the session's account and warehouse (route work-orders), with the read-only view where they are completed. */
export default defineWebResource({
  name: 'workOrders',
  list: lazyScreen(() => import('./WorkOrderList')),
  ...formScreens(() => import('./WorkOrderForm')),
  show: lazyScreen(() => import('./WorkOrderView')),
  icon: BuildIcon,
  recordRepresentation: 'orderReference',
  menu: 'operations',
});
