import { Box } from '@mui/material';
import { Edit, useCanAccess, useRecordContext } from 'react-admin';
import { SessionAccountGate } from '../../components/SessionAccountGate';
import { CatalogForm } from './CatalogForm';
import { CategoryTreeEditor } from './CategoryTreeEditor';

const Categories = ({ canEdit }: { canEdit: boolean }) => {
  const catalog = useRecordContext<{ idCatalog: string }>();
  return catalog ? <CategoryTreeEditor idCatalog={catalog.idCatalog} canEdit={canEdit} /> : null;
};

/** A catalog: its name, position, switch and groups in the form; below it, its category tree, saved change by change. */
export const CatalogEdit = () => {
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit' });
  return (
    <SessionAccountGate>
      <Edit component="div" mutationMode="pessimistic" redirect="list">
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
          <CatalogForm canDelete={canDelete} />
        </Box>
        <Categories canEdit={canEdit} />
      </Edit>
    </SessionAccountGate>
  );
};

export default CatalogEdit;
