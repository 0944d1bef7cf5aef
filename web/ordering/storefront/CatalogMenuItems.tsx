import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useQuery } from '@tanstack/react-query';
import { Menu } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import { isMenuItemVisible, type MenuContext } from '../../../shared/rules/menu';
import { useSessionApi } from '../../shell/session/SessionProvider';

/** One menu entry per catalog the user's groups see, opening its landing page; shown by the shared menu rule. */
export const CatalogMenuItems = ({ context }: { context: MenuContext | null }) => {
  const api = useSessionApi();
  // The catalogs an orderer sees are those of a warehouse: until one is chosen, someone who also
  // administers catalogs would be answered the administration's list (no categories), so no entry.
  const visible = !!context?.warehouseType && isMenuItemVisible('CatalogCatalogProductSearch', context);
  const idWarehouse = api.scope().idWarehouse;
  const { data: catalogs = [] } = useQuery({
    queryKey: ['catalogs', context?.idClientAccount, idWarehouse],
    queryFn: () => orderingClient(api).catalogs(),
    enabled: visible,
    staleTime: 60_000,
  });
  if (!visible) return null;
  return (
    <>
      {catalogs
        .filter((catalog) => catalog.categories.length > 0)
        .map((catalog) => (
          <Menu.Item key={catalog.idCatalog} to={`/catalog/${catalog.idCatalog}`} primaryText={catalog.catalogName} leftIcon={<MenuBookIcon />} />
        ))}
    </>
  );
};
