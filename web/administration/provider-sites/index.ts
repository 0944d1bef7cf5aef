import StoreIcon from '@mui/icons-material/Store';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/**
 * Every provider's sites, with their contacts, for all-accounts administrators (spec:
 * /admin/provider-sites, /admin/create-provider-site, /admin/edit-provider-site/{idProvider}/{idProviderSite}).
 */
export default defineWebResource({
  name: 'providerSites',
  screenPaths: { list: 'admin/provider-sites', create: 'admin/create-provider-site', edit: 'admin/edit-provider-site/:idProvider/:id' },
  list: lazyScreen(() => import('./ProviderSiteList')),
  create: lazyScreen(() => import('./ProviderSiteCreate')),
  edit: lazyScreen(() => import('./ProviderSiteEdit')),
  icon: StoreIcon,
  recordRepresentation: 'siteName',
  menu: 'operations',
});
