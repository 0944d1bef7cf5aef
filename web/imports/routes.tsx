import { Route } from 'react-router-dom';
import { IMPORT_KINDS } from '../../shared/imports/kind-description';
import { preloadScreen } from '../components/lazy-screen';
import { IMPORT_ROUTES } from './import-routes';
import { RequireImport } from './RequireImport';
import { BulkImportScreen } from './screen';

/** One wizard behind every bulk-import path of the spec, each guarded by its kind's permission. */
export const bulkImportRoutes = () =>
  IMPORT_KINDS.flatMap((kind) =>
    IMPORT_ROUTES[kind].paths.map((path) => (
      <Route
        key={path}
        path={path}
        element={
          <RequireImport kind={kind} onPending={() => preloadScreen(BulkImportScreen)}>
            <BulkImportScreen />
          </RequireImport>
        }
      />
    )),
  );
