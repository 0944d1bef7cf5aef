import { Box } from '@mui/material';
import { Edit, useCanAccess, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ProviderSiteForm } from './ProviderSiteForm';
import { SiteContacts } from './SiteContacts';

const Content = ({ idProvider, canDelete }: { idProvider: string; canDelete: boolean }) => {
  const site = useRecordContext<{ idProviderSite: string }>();
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
        <ProviderSiteForm editing deleteMeta={canDelete ? { params: { idProvider } } : undefined} />
      </Box>
      {site ? <SiteContacts idProvider={idProvider} idProviderSite={site.idProviderSite} /> : null}
    </>
  );
};

/** A site at its spec path (provider and site), with its contacts below its form. */
export const ProviderSiteEdit = () => {
  const { idProvider = '' } = useParams();
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  const meta = { params: { idProvider } };
  return (
    <Edit component="div" mutationMode="pessimistic" redirect="list" queryOptions={{ meta }} mutationOptions={{ meta }}>
      <Content idProvider={idProvider} canDelete={canDelete} />
    </Edit>
  );
};

export default ProviderSiteEdit;
