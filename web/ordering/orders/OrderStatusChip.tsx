import { Chip, type ChipProps } from '@mui/material';
import { customerOrderStatusLabel } from '../../../shared/rules/statuses';
import { CUSTOMER_ORDER_STATUSES as S } from '../../../shared/rules/statuses';
import { useTranslate } from '../../shell/i18n/use-translate';

/** Colour by what the status means for the person waiting: trouble, done, on its way, or waiting. */
function colorOf(statusCode: number): ChipProps['color'] {
  if (statusCode === S.cancelled) return 'default';
  if (statusCode === S.outOfStock || statusCode === S.anomaly) return 'error';
  if (statusCode === S.delivered || statusCode === S.closed) return 'success';
  if (statusCode >= S.partiallyShipped) return 'info';
  return 'warning';
}

/** The status code's label (the spec's list of codes); an unknown code shows the name the server sent. */
export const OrderStatusChip = ({ statusCode, statusName }: { statusCode: number; statusName: string }) => {
  const translate = useTranslate();
  const key = customerOrderStatusLabel(statusCode);
  return (
    <Chip
      size="small"
      variant={statusCode === S.cancelled ? 'outlined' : 'filled'}
      color={colorOf(statusCode)}
      label={key ? translate(key) : statusName}
      data-testid="order-status"
      data-status-code={statusCode}
    />
  );
};
