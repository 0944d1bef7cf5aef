/**
 * Storage of every described resource, by the registry's names (RESOURCE_INDEX,
 * shared/resource-index.ts): the server registers generic routes for each.
 *
 * A resource's binding is found by its name, not listed here: the `<name>Binding` (made with
 * `bind({ description, ... })`) that a module of a domain folder (server/administration/,
 * server/operations/...) exports, whatever the module's name (a provider's sites are bound beside
 * the providers). Those modules are read once, at start; the server does not start while a
 * registry line has no binding, or has two. (It was a list beside the registry's, one more line
 * to write for each resource; tsc checked it, this check runs on every start and every test.)
 */
import { readdirSync } from 'node:fs';
import { RESOURCE_INDEX, type ResourceName } from '../shared/resource-index';
import type { ResourceBinding } from './registry/binding';
import { catalogsAudience, productAudience } from './ordering/catalog-routes';

/** The folders whose modules may bind a resource (the domains; not the registry, lib, db...). */
const DOMAINS = ['administration', 'operations', 'planning', 'reports', 'ordering', 'imports'] as const;

/** What a binding gets from another domain: the orderer reads catalogs and a product at the administration's paths (the spec's calls). */
const ADDED: { [Name in ResourceName]?: Partial<ResourceBinding> } = {
  catalogs: { audience: catalogsAudience },
  products: { audience: productAudience },
};

const isBinding = (value: unknown): value is ResourceBinding => typeof value === 'object' && value !== null && 'description' in value && 'table' in value;

/** Each registry name's binding among the modules' exports, or an error naming what is missing or bound twice. */
export function bindingsIn(modules: readonly (readonly [module: string, exports: Record<string, unknown>])[], names: readonly string[]) {
  const found = new Map<string, { binding: ResourceBinding; module: string }>();
  for (const [module, exports] of modules) {
    for (const [exported, value] of Object.entries(exports)) {
      const name = exported.replace(/Binding$/, '');
      if (name === exported || !names.includes(name) || !isBinding(value)) continue;
      const earlier = found.get(name);
      if (earlier) throw new Error(`Resource "${name}" is bound twice: by ${earlier.module} and ${module}.`);
      if (value.description.name !== name) throw new Error(`${module}: ${exported} binds the description "${value.description.name}".`);
      found.set(name, { binding: value, module });
    }
  }
  const missing = names.filter((name) => !found.has(name));
  if (missing.length)
    throw new Error(
      `No binding for ${missing.map((name) => `"${name}" (export ${name}Binding = bind({ description, table }) from a module of server/<domain>/)`).join(', ')}.`,
    );
  return new Map(names.map((name) => [name, found.get(name)!.binding]));
}

async function findBindings(): Promise<Record<ResourceName, ResourceBinding>> {
  const paths = DOMAINS.flatMap((domain) =>
    readdirSync(new URL(`./${domain}/`, import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `./${domain}/${file.replaceAll('\\', '/')}`),
  );
  const modules = await Promise.all(paths.map(async (path) => [path, (await import(path)) as Record<string, unknown>] as const));
  const bindings = bindingsIn(modules, Object.keys(RESOURCE_INDEX));
  return Object.fromEntries(
    [...bindings].map(([name, binding]) => {
      const added = ADDED[name as ResourceName];
      return [name, added ? { ...binding, ...added } : binding];
    }),
  ) as Record<ResourceName, ResourceBinding>;
}

export const BINDINGS_BY_NAME: Readonly<Record<ResourceName, ResourceBinding>> = await findBindings();

export const BINDINGS: readonly ResourceBinding[] = Object.values(BINDINGS_BY_NAME);
