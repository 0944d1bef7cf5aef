/**
 * What supplier orders and work orders share (spec part 2, sections 3-4): priorities, the status
 * types as the API answers them (code, active flag, display order) and the rule that shows them,
 * their cancel step (outbound orders' too), the session filters of their lists, and the messages
 * of their actions.
 */
import { z } from 'zod';
import { PRIORITIES } from '../../rules/orders';
import type { ResourceDescription } from '../../registry/define';
import type { actionsOf } from '../../registry/route-kinds';

export const prioritySchema = z.enum(PRIORITIES, { error: 'validation.invalid' });
/** Priorities as a form offers them: most urgent first (spec: Urgent, High, Normal, Low, VeryLow). */
export const PRIORITY_CHOICES = [...PRIORITIES].reverse();

/** A status as the API lists it: shown only when active, in display order. */
export const statusType = z.object({ code: z.number(), name: z.string(), activ: z.boolean(), displayOrder: z.number() });
export type StatusType = z.infer<typeof statusType>;

/**
 * The read of an order kind's status types: GET `path` answers `{ [key]: StatusType[] }`; the
 * call is named after its key (`readWorkOrderStatusTypes`) and its summary names the `orders`.
 */
export const statusTypesRead = <K extends string>(calls: ReturnType<typeof actionsOf>, key: K, path: string, orders: string) =>
  calls.list(key, statusType, { name: `read${key[0].toUpperCase()}${key.slice(1)}`, path, summary: `List the status types of ${orders}` });

/**
 * An order's cancel step, one rule for every order kind: POST `{the order's path}/cancel` with no
 * body, answering the order; the call is named `cancel{name}` and its summary says what it cancels.
 */
export const cancelStep = <TAnswer extends z.ZodObject>(calls: ReturnType<typeof actionsOf>, name: string, orderPath: string, answer: TAnswer, what: string) =>
  calls.step({ name: `cancel${name}`, path: `${orderPath}/cancel`, answer, summary: `Cancel ${what}` });

/**
 * The filters an order list adds from the session (spec: ?idClientAccount&idWarehouse): the
 * session's account, then its warehouse, each when chosen, after the screen's own.
 */
export const sessionAccountAndWarehouse: NonNullable<ResourceDescription['list']['scopeFilters']> = (groups, scope) => [
  ...groups,
  ...(['idClientAccount', 'idWarehouse'] as const).flatMap((field) => {
    const value = scope[field];
    return value ? [{ filters: [{ field, value, conditionType: 'eq' as const }] }] : [];
  }),
];

/** The status types the API lists for a set of status codes: all active, in the order of an order's life, Cancelled (code 0) last. */
export const statusTypesOf = (statuses: Readonly<Record<string, number>>): StatusType[] =>
  Object.entries(statuses).map(([name, code], index) => ({ code, name, activ: true, displayOrder: code === 0 ? 100 : index }));

export const OPERATION_MESSAGES = {
  notChangeable: 'operations.messages.notChangeable',
  notCancellable: 'operations.messages.notCancellable',
  nothingToReceive: 'operations.messages.nothingToReceive',
  receivedTooMuch: 'operations.messages.receivedTooMuch',
  kitWithoutProduct: 'operations.messages.kitWithoutProduct',
  kitWithoutComponents: 'operations.messages.kitWithoutComponents',
  notCompletable: 'operations.messages.notCompletable',
} as const;

/** ISO day (YYYY-MM-DD), or nothing. */
export const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' })
  .nullish();
