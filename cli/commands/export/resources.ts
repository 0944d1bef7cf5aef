/**
 * Which described resources `wareport export` can list. The CLI's session scope carries the
 * signed-in user; a resource kept per account ({idClient}/{idClientAccount} in its list path)
 * takes its account from `--account` (see account.ts). A resource whose list path needs anything
 * else is refused with a clear message rather than failing inside fillPath.
 */
import { RESOURCES, type ResourceDescription } from '../../../shared/resources';
import type { CliContext } from '../../lib/context';
import { CliError } from '../../lib/errors';

/** What the CLI's scope fills in a path (see openSession). */
const FROM_SCOPE = new Set(['idUser']);
/** What `--account` fills. */
const FROM_ACCOUNT = new Set(['idClient', 'idClientAccount']);

/** The path the data provider lists from: `browse` when the description has one. */
const listPath = (resource: ResourceDescription) => (resource.paths as { browse?: string }).browse ?? resource.paths.list;

export const missingScope = (resource: ResourceDescription) =>
  [...listPath(resource).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((name) => !FROM_SCOPE.has(name));

/** Whether the resource's list needs an account (and its client), which `--account` gives. */
export const needsAccount = (resource: ResourceDescription) => missingScope(resource).some((name) => FROM_ACCOUNT.has(name));

const exportable = (resource: ResourceDescription) => missingScope(resource).every((name) => FROM_ACCOUNT.has(name));

/** The command-line name of a resource: its name in kebab case (shippingMethods: shipping-methods). */
export const commandNameOf = (resource: ResourceDescription) => resource.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Customer orders are no described resource: they are read through the ordering calls (customer-orders.ts). */
export const CUSTOMER_ORDERS_EXPORT = 'customer-orders';

/** Every name `wareport export` takes: the described resources, then the customer orders. */
export const exportableNames = () => [...RESOURCES.filter(exportable).map(commandNameOf), CUSTOMER_ORDERS_EXPORT];

export function findExportable(ctx: CliContext, name: string): ResourceDescription {
  const resource = RESOURCES.find((r) => commandNameOf(r) === name || r.name === name);
  if (!resource) throw CliError.usage(ctx.t('cli.errors.unknownResource', { name, known: exportableNames().join(', ') }));
  const missing = missingScope(resource).filter((placeholder) => !FROM_ACCOUNT.has(placeholder));
  if (missing.length) throw CliError.usage(ctx.t('cli.errors.needsScope', { name, missing: missing.join(', ') }));
  return resource;
}
