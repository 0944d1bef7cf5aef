import { clients } from './clients';
import type { ResourceDescription } from './define';

export * from './define';
export { clients };

/** Every resource the portal knows, by name. Adding a resource here adds its routes everywhere. */
export const RESOURCES: readonly ResourceDescription[] = [clients];

/** Finds a description by its name ("clients") or its web route ("admin/client"). */
export function findResource(nameOrRoute: string): ResourceDescription {
  const found = RESOURCES.find((r) => r.name === nameOrRoute || r.route === nameOrRoute);
  if (!found) throw new Error(`Unknown resource "${nameOrRoute}". Known: ${RESOURCES.map((r) => r.name).join(', ')}`);
  return found;
}
