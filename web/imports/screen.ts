import { lazyScreen } from '../components/lazy-screen';

/** The wizard's code (and the streaming xlsx reader, when an xlsx is read) loads on its first visit. */
export const BulkImportScreen = lazyScreen(() => import('./BulkImportPage'));
