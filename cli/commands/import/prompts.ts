/** The questions of `wareport import`, asked only when a flag is missing and a person is there. */
import { select } from '@inquirer/prompts';
import { candidateLabel, type Candidate, type TargetName } from '../../../shared/imports/targets';
import type { CliContext } from '../../lib/context';
import { promptContext } from '../../lib/prompting';

export const askTarget = (ctx: CliContext, target: TargetName, candidates: Candidate[]): Promise<string> =>
  select<string>(
    { message: ctx.t(`cli.import.targets.${target}`), choices: candidates.map((c) => ({ value: c.id, name: candidateLabel(c) })) },
    promptContext(ctx),
  );
