/** The ordering paths in Fastify's form (":idCart" for "{idCart}"). */
import { ORDERING_PATHS } from '../../shared/ordering/paths';

export const fastifyPath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

export const ORDERING_ROUTES = Object.fromEntries(Object.entries(ORDERING_PATHS).map(([name, path]) => [name, fastifyPath(path)])) as Record<
  keyof typeof ORDERING_PATHS,
  string
>;
