import type { Theme } from '@mui/material';
import { amber, brown, orange } from '@mui/material/colors';
import { CUSTOMER_ORDER_STATUSES as S } from '../../../../shared/rules/statuses';

/**
 * A colour per status, in the families the status chips use (trouble red, waiting amber, on its
 * way blue, done green, cancelled grey), with shades apart within a family so that stacked
 * neighbours stay distinguishable (the theme's three warning shades were too close: the waiting
 * ones go from light amber through orange to brown, clear of the trouble reds). The legend and the table name every status in words.
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
      return amber[300];
    case S.inProgress:
      return orange[700];
    case S.preparation:
      return brown[400];
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
