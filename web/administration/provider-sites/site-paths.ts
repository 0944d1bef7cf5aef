import type { RaRecord } from 'react-admin';
import { editPathOf } from '../../components/portal-resource';

/** The spec's edit path of a site names its provider too. */
export const SITE_SCREENS = { list: 'admin/provider-sites', create: 'admin/create-provider-site', edit: 'admin/edit-provider-site/:idProvider/:id' };

export const siteEditPath = (site: Pick<RaRecord, 'id'> & { idProvider: string }) => editPathOf(SITE_SCREENS, String(site.id), { idProvider: site.idProvider });
