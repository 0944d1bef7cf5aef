import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** A box's outbound orders (route orders/outbound): the list, the order form (placing reserves stock) and an order's view. */
export default defineWebResource({
  name: 'outboundOrders',
  list: lazyScreen(() => import('./OutboundOrderList')),
  create: lazyScreen(() => import('./OutboundOrderCreate')),
  edit: lazyScreen(() => import('./OutboundOrderView')),
  icon: OutboxOutlinedIcon,
  recordRepresentation: 'orderReference',
  menu: 'operations',
});
