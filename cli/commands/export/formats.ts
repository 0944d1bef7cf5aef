import type { CliContext } from '../../lib/context';
import { CliError } from '../../lib/errors';

export const FORMATS = ['xlsx', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

/** The --format parser: anything else is a usage error (exit 2). */
export function parseFormat(value: string, ctx: CliContext): Format {
  const format = value.toLowerCase();
  if (!(FORMATS as readonly string[]).includes(format)) throw CliError.usage(ctx.t('cli.errors.badFormat', { value }));
  return format as Format;
}
