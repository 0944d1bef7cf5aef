/**
 * Which described resources `wareport export` can list. The CLI's session scope carries the
 * signed-in user; a resource kept per account ({idClient}/{idClientAccount} in its list path)
 * takes its account from `--account` (see account.ts). A resource listed under a parent record
 * ({idAddressBook}: the addresses of a book) is exported for every record of that parent, itself
 * exportable (see pages.ts). A resource whose list path needs anything else is refused with a
 * clear message rather than failing inside fillPath.
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

/** The resource whose records a placeholder names ({idAddressBook}: addressBooks), if one does. */
export const parentOf = (placeholder: string) => RESOURCES.find((r) => r.idField === placeholder);

/** The placeholders filled by going through a parent's records, outermost first. */
export const parentsOf = (resource: ResourceDescription) => missingScope(resource).filter((name) => !FROM_ACCOUNT.has(name));

/** Whether every placeholder is filled: by --account, or by a parent that is itself exportable. */
const exportable = (resource: ResourceDescription, seen: readonly ResourceDescription[] = []): boolean =>
  parentsOf(resource).every((name) => {
    const parent = parentOf(name);
    return !!parent && !seen.includes(parent) && parent !== resource && exportable(parent, [...seen, resource]);
  });

/** Whether the resource's list needs an account (and its client), which `--account` gives; through its parents too. */
export const needsAccount = (resource: ResourceDescription): boolean =>
  missingScope(resource).some(
    (name) => FROM_ACCOUNT.has(name) || (parentOf(name) !== undefined && parentOf(name) !== resource && needsAccount(parentOf(name)!)),
  );

/** The command-line name of a resource: its name in kebab case (shippingMethods: shipping-methods). */
export const commandNameOf = (resource: ResourceDescription) => resource.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Customer orders are no described resource: they are read through the ordering calls (customer-orders.ts). */
export const CUSTOMER_ORDERS_EXPORT = 'customer-orders';

/** The lists of a box (under {idBox}), which `--box` narrows to one box. */
export const boxListNames = () => RESOURCES.filter((resource) => parentsOf(resource).includes('idBox')).map(commandNameOf);

/** Every name `wareport export` takes: the described resources, then the customer orders. */
export const exportableNames = () => [...RESOURCES.filter((resource) => exportable(resource)).map(commandNameOf), CUSTOMER_ORDERS_EXPORT];

export function findExportable(ctx: CliContext, name: string): ResourceDescription {
  const resource = RESOURCES.find((r) => commandNameOf(r) === name || r.name === name);
  if (!resource) throw CliError.usage(ctx.t('cli.errors.unknownResource', { name, known: exportableNames().join(', ') }));
  if (!exportable(resource)) throw CliError.usage(ctx.t('cli.errors.needsScope', { name, missing: parentsOf(resource).join(', ') }));
  return resource;
}
