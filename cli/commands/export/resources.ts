/**
 * Which described resources `wareport export` can list. The CLI's session scope carries only
 * the signed-in user, so a resource whose list path needs anything else ({idClient},
 * {idClientAccount}...) is refused with a clear message rather than failing inside fillPath.
 */
import { RESOURCES, type ResourceDescription } from '../../../shared/resources';
import type { CliContext } from '../../lib/context';
import { CliError } from '../../lib/errors';

/** What the CLI's scope fills in a path (see openSession). */
const FROM_SCOPE = new Set(['idUser']);

/** The path the data provider lists from: `browse` when the description has one. */
const listPath = (resource: ResourceDescription) => (resource.paths as { browse?: string }).browse ?? resource.paths.list;

export const missingScope = (resource: ResourceDescription) =>
  [...listPath(resource).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((name) => !FROM_SCOPE.has(name));

export const exportableNames = () => RESOURCES.filter((r) => !missingScope(r).length).map((r) => r.name);

export function findExportable(ctx: CliContext, name: string): ResourceDescription {
  const resource = RESOURCES.find((r) => r.name === name);
  if (!resource) throw CliError.usage(ctx.t('cli.errors.unknownResource', { name, known: exportableNames().join(', ') }));
  const missing = missingScope(resource);
  if (missing.length) throw CliError.usage(ctx.t('cli.errors.needsScope', { name, missing: missing.join(', ') }));
  return resource;
}
