/** The ordering paths (ORDERING_PATHS, "{idCart}") as routes (ORDERING_ROUTES, ":idCart"). */
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { routePath } from '../registry/paths';

export const ORDERING_ROUTES = Object.fromEntries(Object.entries(ORDERING_PATHS).map(([name, path]) => [name, routePath(path)])) as Record<
  keyof typeof ORDERING_PATHS,
  string
>;
