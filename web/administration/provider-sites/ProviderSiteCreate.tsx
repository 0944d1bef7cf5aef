import { Create, type RaRecord } from 'react-admin';
import { ProviderSiteForm } from './ProviderSiteForm';
import { SITE_SCREENS, siteEditPath } from './site-paths';

/** A new site, under the provider its form picks; then its screen, to add its contacts. */
export const ProviderSiteCreate = () => (
  <Create
    redirect={(_resource, _id, data?: Partial<RaRecord>) =>
      data?.id && typeof data.idProvider === 'string' ? siteEditPath({ id: data.id, idProvider: data.idProvider }) : `/${SITE_SCREENS.list}`
    }
  >
    <ProviderSiteForm />
  </Create>
);

export default ProviderSiteCreate;
