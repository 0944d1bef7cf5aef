import type { Theme } from '@mui/material';
import { amber, brown, orange } from '@mui/material/colors';
import { CUSTOMER_ORDER_STATUSES as S } from '../../../../shared/rules/statuses';

/**
 * A colour per status, in the families the status chips use (trouble red, waiting amber, on its
 * way blue, done green, cancelled grey), with shades apart within a family so that stacked
 * neighbours stay distinguishable (the theme's three warning shades were too close: the waiting
 * ones go from light amber through orange to brown, clear of the trouble reds). The legend and the table name every status in words.
 */
const COLORS: Record<number, (p: Theme['palette']) => string> = {
  [S.outOfStock]: (p) => p.error.main,
  [S.anomaly]: (p) => p.error.dark,
  [S.cancelled]: (p) => p.grey[500],
  [S.acknowledged]: () => amber[300],
  [S.inProgress]: () => orange[700],
  [S.preparation]: () => brown[400],
  [S.partiallyShipped]: (p) => p.info.light,
  [S.shipped]: (p) => p.info.main,
  [S.transit]: (p) => p.info.dark,
  [S.outForDelivery]: (p) => p.primary.main,
  [S.closed]: (p) => p.success.dark,
  [S.delivered]: (p) => p.success.main,
};

/** The colour of one status (a grey for a status it does not know). */
export function statusColor(theme: Theme, statusCode: number): string {
  return (COLORS[statusCode] ?? ((p) => p.grey[700]))(theme.palette);
}
