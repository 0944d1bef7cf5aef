import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** A box's inbound orders (route orders/inbound): the list, and an order's view where each line's receipt is decided. */
export default defineWebResource({
  name: 'inboundOrders',
  list: lazyScreen(() => import('./InboundOrderList')),
  edit: lazyScreen(() => import('./InboundOrderView')),
  icon: MoveToInboxOutlinedIcon,
  recordRepresentation: 'orderReference',
  menu: 'operations',
});
