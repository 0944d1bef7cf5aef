import TuneIcon from '@mui/icons-material/Tune';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The product attributes of the session's account, with their options (route admin/product/attributes). */
export default defineWebResource({
  name: 'attributes',
  list: lazyScreen(() => import('./AttributeList')),
  ...formScreens(() => import('./AttributeForm')),
  icon: TuneIcon,
  recordRepresentation: 'attributeName',
  menu: 'catalog',
});
