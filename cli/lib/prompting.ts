/**
 * "Override or ask": a value given by flag is used as is; a missing one is asked for when a
 * person is at a terminal, and is a usage error (exit 2) when nobody is, instead of hanging.
 */
import type { input } from '@inquirer/prompts';
import { canPrompt, type CliContext } from './context';
import { CliError } from './errors';

export async function overrideOrAsk<T>(ctx: CliContext, value: T | undefined, option: string, ask: () => Promise<T>): Promise<T> {
  if (value !== undefined) return value;
  if (!canPrompt(ctx)) throw CliError.usage(ctx.t('cli.errors.missingValue', { option }));
  return ask();
}

type PromptContext = NonNullable<Parameters<typeof input>[1]>;

/** Prompts draw on stderr so that stdout stays data only. */
export const promptContext = (ctx: CliContext): PromptContext => ({ input: ctx.io.stdin, output: ctx.io.stderr });

export const required = (ctx: CliContext) => (value: string) => value.trim() !== '' || ctx.t('cli.prompts.required');
