import type { Theme } from '@mui/material';
import { CUSTOMER_ORDER_STATUSES as S } from '../../../../shared/rules/statuses';

/**
 * A colour per status, in the families the status chips use (trouble red, waiting amber, on its
 * way blue, done green, cancelled grey), with shades apart within a family so that stacked
 * neighbours stay distinguishable. The legend and the table name every status in words.
 */
export function statusColor(theme: Theme, statusCode: number): string {
  const p = theme.palette;
  switch (statusCode) {
    case S.outOfStock:
      return p.error.main;
    case S.anomaly:
      return p.error.dark;
    case S.cancelled:
      return p.grey[500];
    case S.acknowledged:
      return p.warning.light;
    case S.inProgress:
      return p.warning.main;
    case S.preparation:
      return p.warning.dark;
    case S.partiallyShipped:
      return p.info.light;
    case S.shipped:
      return p.info.main;
    case S.transit:
      return p.info.dark;
    case S.outForDelivery:
      return p.primary.main;
    case S.closed:
      return p.success.dark;
    case S.delivered:
      return p.success.main;
    default:
      return p.grey[700];
  }
}
