import { clientsBinding } from './clients';
import type { ResourceBinding } from './binding';

/** Storage of every described resource; the server registers generic routes for each. */
export const BINDINGS: readonly ResourceBinding[] = [clientsBinding];
