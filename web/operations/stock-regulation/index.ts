import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The box's stock regularization documents (route box-management/stock-regulation): list, create, and a document's view at /{id}. */
export default defineWebResource({
  name: 'stockRegularizations',
  list: lazyScreen(() => import('./StockRegularizationList')),
  create: lazyScreen(() => import('./StockRegularizationCreate')),
  edit: lazyScreen(() => import('./StockRegularizationView')),
  icon: TuneOutlinedIcon,
  recordRepresentation: 'reasonCode',
  menu: 'operations',
});
