import SearchIcon from '@mui/icons-material/Search';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useCanAccess } from 'react-admin';
import { useSession } from '../../shell/session/SessionProvider';
import { useTranslate } from '../../shell/i18n/use-translate';

// The overlay's code loads when it is first opened, not with the header.
const ProductSearchOverlay = lazy(() => import('./ProductSearchOverlay'));

/** The header's search icon; shown with the catalog search permission in an active account. */
export const ProductSearchButton = () => {
  const translate = useTranslate();
  const { scope } = useSession();
  const { canAccess } = useCanAccess({ resource: 'CatalogCatalogProductSearch', action: 'View' });
  const [open, setOpen] = useState(false);
  if (!canAccess || !scope.idClientAccount) return null;
  return (
    <>
      <IconButton color="inherit" aria-label={translate('layout.search.title')} title={translate('layout.search.title')} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <ProductSearchOverlay open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
