import type { ChipProps } from '@mui/material';
import { BOX_ORDER_STATUS_LABELS, BOX_ORDER_STATUSES as S } from '../../../shared/rules/statuses';

export const boxOrderStatusLabels = BOX_ORDER_STATUS_LABELS;

/** Inbound and outbound box orders: waiting (acknowledged), done (closed), stopped (cancelled). */
export function boxOrderTone(code: number): ChipProps['color'] {
  if (code === S.cancelled) return 'default';
  if (code === S.closed) return 'success';
  return 'warning';
}
