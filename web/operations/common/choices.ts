import { PRIORITY_CHOICES } from '../../../shared/operations/common/order-fields';
import { PRIORITY_LABELS } from '../../../shared/rules/orders';

/** Priorities as a select offers them, most urgent first. */
export const priorityChoices = PRIORITY_CHOICES.map((p) => ({ id: p, name: PRIORITY_LABELS[p] }));
