/**
 * `wareport maintenance [on|off]`: switches the maintenance flag (PUT /maintenance, which needs
 * Edit on CoreMaintenance), or shows it without an argument. While it is on, users without the
 * maintenance permission see the maintenance page and the server refuses their writes.
 */
import { readMaintenance, switchMaintenance } from '../../../shared/session/shell';
import type { CliContext, GlobalOptions } from '../../lib/context';
import { CliError } from '../../lib/errors';
import { createReporter } from '../../lib/output';
import { openSession } from '../../lib/session';

export type MaintenanceOptions = GlobalOptions;

export const MAINTENANCE_STATES = ['on', 'off'] as const;

export async function maintenance(ctx: CliContext, options: MaintenanceOptions, state?: string): Promise<void> {
  if (state !== undefined && !(MAINTENANCE_STATES as readonly string[]).includes(state)) {
    throw CliError.usage(ctx.t('cli.maintenance.badState', { state, states: MAINTENANCE_STATES.join(', ') }));
  }
  const { api } = openSession(ctx, options);
  const { enabled } = state === undefined ? await readMaintenance(api) : await switchMaintenance(api, state === 'on');
  const reporter = createReporter(ctx, options);
  if (options.json) reporter.data(JSON.stringify({ enabled }));
  else reporter.data(ctx.t(enabled ? 'cli.maintenance.on' : 'cli.maintenance.off'));
}
