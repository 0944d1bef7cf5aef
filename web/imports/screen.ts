import { lazyScreen } from '../components/lazy-screen';

/** The wizard's code (and exceljs, when an xlsx is read) loads on its first visit. */
export const BulkImportScreen = lazyScreen(() => import('./BulkImportPage'));
