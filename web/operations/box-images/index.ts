import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

const screen = lazyScreen(() => import('./BoxImagesPage'));

/**
 * The pictures of the box worked in (spec: /box-management/box-image/list, /add, /{idBoxPicture}):
 * one screen where pictures are added, renamed, moved and made the default in place, so the add
 * and edit paths open it too.
 */
export default defineWebResource({
  name: 'boxImages',
  list: screen,
  create: screen,
  edit: screen,
  screenPaths: { list: 'box-management/box-image/list', create: 'box-management/box-image/add', edit: 'box-management/box-image/:id' },
  icon: PhotoLibraryOutlinedIcon,
  recordRepresentation: 'imageName',
  menu: 'operations',
});
