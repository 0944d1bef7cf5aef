/**
 * The import calls, declared once for the server, the browser and the CLI: what the caller may
 * import into, and each kind's batch call (a declared action: its body is a chunk of rows, its
 * answer one result per row). A batch call needs the BulkImport permission on its kind's subject
 * in some account; its binding checks the account the body names.
 */
import { actionsOf } from '../registry/route-kinds';
import { BULK_PATHS, importTargets } from './protocol';

const calls = actionsOf('imports', 'signedIn');

/** What the caller may import into: accounts (with the kinds each allows), roles, languages, address books, warehouses, shipping methods. */
export const importTargetsCall = calls.read({
  name: 'getImportsTargets',
  path: BULK_PATHS.targets,
  summary: 'Read what the caller may import into',
  answer: importTargets,
});
