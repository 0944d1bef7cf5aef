import type { ChipProps } from '@mui/material';
import { WORK_ORDER_STATUS } from '../../../shared/operations/work-orders';

export const workOrderStatusLabels: Record<number, string> = Object.fromEntries(
  Object.entries(WORK_ORDER_STATUS).map(([name, code]) => [code, `statuses.workOrder.${name}`]),
);

export function workOrderTone(code: number): ChipProps['color'] {
  if (code === WORK_ORDER_STATUS.cancelled) return 'default';
  if (code === WORK_ORDER_STATUS.completed) return 'success';
  return 'warning';
}
