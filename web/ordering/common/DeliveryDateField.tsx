import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { DateTime } from 'luxon';
import type { IsoDate } from '../../../shared/rules/date-input';
import {
  allowedDeliveryDates,
  deliveryDateBounds,
  formatDeliveryDate,
  validateDeliveryDate,
  type DeliverySettings,
} from '../../../shared/rules/delivery-dates';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';

/**
 * The desired delivery date, picked among the days the shared rule allows now (Europe/Paris,
 * cut-off hour, weekends, weekday and week increments), shown as DD.MM.YYYY with the weekday.
 * A list rather than a calendar: only allowed days can be chosen, by mouse or keyboard alike.
 * A saved date that is no longer allowed (the cut-off passed) stays visible with its error,
 * unless it is `keptValue`: an order's date, left as it is, is not checked again.
 */
export const DeliveryDateField = ({
  value,
  settings,
  serverError,
  onChange,
  keptValue,
}: {
  value: string | null;
  keptValue?: string | null;
  settings: DeliverySettings;
  serverError?: string;
  onChange: (date: string | null) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const now = useMemo(() => new Date(), []);
  const dates = useMemo(() => allowedDeliveryDates(settings, now), [settings, now]);
  const bounds = deliveryDateBounds(settings, now);
  const options: string[] = value && !dates.includes(value as IsoDate) ? [value, ...dates] : dates;
  const problem = value && value !== keptValue ? validateDeliveryDate(formatDeliveryDate(value as IsoDate), settings, now) : null;
  const label = (date: string) => `${DateTime.fromISO(date).setLocale(locale).toFormat('cccc')} ${formatDeliveryDate(date as IsoDate)}`;
  return (
    <TextField
      select
      fullWidth
      label={translate('pages.checkout.deliveryDate')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      error={Boolean(problem || serverError)}
      helperText={
        problem
          ? messageText(translate, problem)
          : (serverError ?? translate('pages.checkout.deliveryDateHint', { min: formatDeliveryDate(bounds.min), max: formatDeliveryDate(bounds.max) }))
      }
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      data-testid="delivery-date"
    >
      <MenuItem value="">
        <em>{translate('pages.checkout.noDeliveryDate')}</em>
      </MenuItem>
      {options.map((date) => (
        <MenuItem key={date} value={date}>
          {label(date)}
        </MenuItem>
      ))}
    </TextField>
  );
};
