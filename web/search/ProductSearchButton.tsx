import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useCanAccess } from 'react-admin';
import { useSession } from '../session/SessionProvider';
import { useTranslate } from '../i18n/use-translate';
import { ProductSearchOverlay } from './ProductSearchOverlay';

/** The header's search icon; shown with the catalog search permission in an active account. */
export const ProductSearchButton = () => {
  const translate = useTranslate();
  const { scope } = useSession();
  const { canAccess } = useCanAccess({ resource: 'CatalogCatalogProductSearch', action: 'View' });
  const [open, setOpen] = useState(false);
  if (!canAccess || !scope.idClientAccount) return null;
  return (
    <>
      <Tooltip title={translate('layout.search.title')}>
        <IconButton color="inherit" aria-label={translate('layout.search.title')} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && <ProductSearchOverlay open onClose={() => setOpen(false)} />}
    </>
  );
};
