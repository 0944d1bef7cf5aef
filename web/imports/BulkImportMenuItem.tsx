import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Menu } from 'react-admin';
import { importableKinds } from '../../shared/imports/kind-description';
import type { AccountPermissions } from '../../shared/permissions';
import { preloadScreen } from '../components/lazy-screen';
import { useTranslate } from '../shell/i18n/use-translate';
import { importPath } from './import-routes';
import { BulkImportScreen } from './screen';

/** The sidebar's bulk-import entry: only for holders of BulkImport on some kind, opening the first of them. */
export const BulkImportMenuItem = ({ permissions }: { permissions: AccountPermissions[] | undefined }) => {
  const translate = useTranslate();
  const kinds = permissions ? importableKinds(permissions) : [];
  if (!kinds.length) return null;
  return (
    <Menu.Item
      to={importPath(kinds[0])}
      primaryText={translate('bulkImport.menu')}
      leftIcon={<UploadFileIcon />}
      onMouseEnter={() => preloadScreen(BulkImportScreen)}
      onFocus={() => preloadScreen(BulkImportScreen)}
    />
  );
};
