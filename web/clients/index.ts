import BusinessIcon from '@mui/icons-material/Business';
import { lazyScreen } from '../components/lazy-screen';

/** The clients resource (route admin/client). Screens load on first visit, or ahead of it. */
export default {
  list: lazyScreen(() => import('./ClientList')),
  create: lazyScreen(() => import('./ClientCreate')),
  edit: lazyScreen(() => import('./ClientEdit')),
  icon: BusinessIcon,
  recordRepresentation: 'clientName',
};
