/**
 * What still uses a record, asked before deleting it: `GET <paths.item>/usage` answers, for each
 * kind of record whose reference would refuse the deletion, how many there are. The portal names
 * each kind with `app.usage.<table>` (a plural with %{smart_count}).
 */
import { z } from 'zod';
import type { ResourceDescription } from './define';

export const usagePath = (description: Pick<ResourceDescription, 'paths'>) => `${description.paths.item}/usage`;

export const usageAnswer = z.object({ usage: z.array(z.object({ table: z.string(), count: z.number().int().positive() })) });
export type Usage = z.infer<typeof usageAnswer>['usage'];

export const usageKey = (table: string) => `app.usage.${table}`;
