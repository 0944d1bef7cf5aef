import MenuBookIcon from '@mui/icons-material/MenuBook';
import { catalogs } from '../../shared/resources/catalogs';
import { formScreens } from '../components/form-screens';
import { lazyScreen } from '../components/lazy-screen';
import { defineWebResource } from '../components/portal-resource';

/** The catalogs of the session's account (route admin/catalog). */
export default defineWebResource({
  description: catalogs,
  list: lazyScreen(() => import('./CatalogList')),
  ...formScreens(() => import('./CatalogForm')),
  icon: MenuBookIcon,
  recordRepresentation: 'catalogName',
  inMenu: true,
});
