import WidgetsIcon from '@mui/icons-material/Widgets';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The kits of the session's account with their components (route admin/kit). */
export default defineWebResource({
  name: 'kits',
  list: lazyScreen(() => import('./KitList')),
  ...formScreens(() => import('./KitForm')),
  icon: WidgetsIcon,
  recordRepresentation: 'kitName',
  menu: 'catalog',
});
