import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The box's inventory (route box-management/box-inventory): stock per product, read only. */
export default defineWebResource({
  name: 'boxStocks',
  list: lazyScreen(() => import('./BoxStockList')),
  icon: Inventory2OutlinedIcon,
  recordRepresentation: 'productName',
  menu: 'operations',
});
