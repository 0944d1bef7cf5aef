import MenuBookIcon from '@mui/icons-material/MenuBook';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The catalogs of the session's account (route admin/catalog); the edit screen carries the category tree. */
export default defineWebResource({
  name: 'catalogs',
  list: lazyScreen(() => import('./CatalogList')),
  create: formScreens(() => import('./CatalogForm')).create,
  edit: lazyScreen(() => import('./CatalogEdit')),
  icon: MenuBookIcon,
  recordRepresentation: 'catalogName',
  menu: 'catalog',
});
