/** Web paths of described resources (spec part 1, section 2): `/<route>/list`, `/<route>/create`, `/<route>/{id}`. */
import type { ResourceDescription } from '../../shared/resources';

export function routeOf(description: Pick<ResourceDescription, 'name' | 'route'>): string {
  if (!description.route) throw new Error(`The resource "${description.name}" has no web route: it is edited inside its parent's form.`);
  return description.route;
}

export const listRoute = (description: Pick<ResourceDescription, 'name' | 'route'>) => `/${routeOf(description)}/list`;
