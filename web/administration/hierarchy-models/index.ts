import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The account's hierarchy models with their trees (route admin/hierarchy). */
export default defineWebResource({
  name: 'hierarchyModels',
  list: lazyScreen(() => import('./HierarchyModelList')),
  ...formScreens(() => import('./HierarchyModelForm')),
  icon: AccountTreeIcon,
  recordRepresentation: 'label',
  menu: 'organisation',
});
