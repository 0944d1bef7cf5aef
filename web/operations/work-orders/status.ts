import type { ChipProps } from '@mui/material';
import { WORK_ORDER_STATUSES as WORK_ORDER_STATUS, WORK_ORDER_STATUS_LABELS } from '../../../shared/rules/statuses';

export const workOrderStatusLabels = WORK_ORDER_STATUS_LABELS;

export function workOrderTone(code: number): ChipProps['color'] {
  if (code === WORK_ORDER_STATUS.cancelled) return 'default';
  if (code === WORK_ORDER_STATUS.completed) return 'success';
  return 'warning';
}
