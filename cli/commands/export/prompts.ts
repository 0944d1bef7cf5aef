/** The questions of `wareport export`, asked only when the flag is missing and a person is there. */
import { select } from '@inquirer/prompts';
import type { CliContext } from '../../lib/context';
import { promptContext } from '../../lib/prompting';
import { FORMATS, type Format } from './formats';

export const askFormat = (ctx: CliContext): Promise<Format> =>
  select<Format>({ message: ctx.t('cli.prompts.format'), choices: FORMATS.map((value) => ({ value, name: value })) }, promptContext(ctx));
