/** The questions of `wareport login`, asked only when the flag is missing and a person is there. */
import { input, password } from '@inquirer/prompts';
import type { CliContext } from '../../lib/context';
import { promptContext, required } from '../../lib/prompting';

export const askEmail = (ctx: CliContext) =>
  input({ message: ctx.t('cli.prompts.email'), validate: required(ctx) }, promptContext(ctx)).then((value) => value.trim());

export const askPassword = (ctx: CliContext) => password({ message: ctx.t('cli.prompts.password'), mask: '*', validate: required(ctx) }, promptContext(ctx));
