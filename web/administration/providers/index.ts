import HandshakeIcon from '@mui/icons-material/Handshake';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The providers of boxes, for all-accounts administrators (spec: /admin/provider, /admin/create-provider, /admin/edit-provider/{id}). */
export default defineWebResource({
  name: 'providers',
  screenPaths: { list: 'admin/provider', create: 'admin/create-provider', edit: 'admin/edit-provider/:id' },
  list: lazyScreen(() => import('./ProviderList')),
  ...formScreens(() => import('./ProviderForm')),
  icon: HandshakeIcon,
  recordRepresentation: 'providerName',
  menu: 'operations',
});
