import BusinessIcon from '@mui/icons-material/Business';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The clients resource (route admin/client). Screens load on first visit, or ahead of it. */
export default defineWebResource({
  name: 'clients',
  list: lazyScreen(() => import('./ClientList')),
  ...formScreens(() => import('./common/ClientForm')),
  icon: BusinessIcon,
  recordRepresentation: 'clientName',
  menu: 'organisation',
});
