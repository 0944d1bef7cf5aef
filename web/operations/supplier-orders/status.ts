import type { ChipProps } from '@mui/material';
import { SUPPLIER_ORDER_STATUSES as S, SUPPLIER_ORDER_STATUS_LABELS } from '../../../shared/rules/statuses';

export const supplierOrderStatusLabels = SUPPLIER_ORDER_STATUS_LABELS;

/** Waiting (awaiting, expired), under way (receiving, partial), done (received), stopped (cancelled). */
export function supplierOrderTone(code: number): ChipProps['color'] {
  if (code === S.cancelled) return 'default';
  if (code === S.received) return 'success';
  if (code === S.expired) return 'error';
  if (code === S.receiving || code === S.partiallyReceived) return 'info';
  return 'warning';
}
