import { accounts, accountWarehouses } from './accounts';
import { clients } from './clients';
import type { ResourceDescription } from './define';
import { groups, groupUsers } from './groups';
import { myAddresses } from './my-addresses';
import { roles } from './roles';
import { users } from './users';

export * from './define';
export { accounts, accountWarehouses, clients, groups, groupUsers, myAddresses, roles, users };

/** Every resource the portal knows, by name. Adding a resource here adds its routes everywhere. */
export const RESOURCES: readonly ResourceDescription[] = [clients, accounts, accountWarehouses, users, roles, groups, groupUsers, myAddresses];

/** Finds a description by its name ("clients") or its web route ("admin/client"). */
export function findResource(nameOrRoute: string): ResourceDescription {
  const found = RESOURCES.find((r) => r.name === nameOrRoute || r.route === nameOrRoute);
  if (!found) throw new Error(`Unknown resource "${nameOrRoute}". Known: ${RESOURCES.map((r) => r.name).join(', ')}`);
  return found;
}
