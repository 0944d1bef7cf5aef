import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, InputAdornment, Popover, TextField, Typography } from '@mui/material';
import { DateTime } from 'luxon';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { IsoDate } from '../../../shared/rules/date-input';
import {
  allowedDeliveryDates,
  deliveryDateBounds,
  formatDeliveryDate,
  validateDeliveryDate,
  type DeliverySettings,
} from '../../../shared/rules/delivery-dates';
import { useFormats } from '../../components/use-formats';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';

const monthOf = (date: string) => date.slice(0, 7);

/**
 * The desired delivery date, picked on a calendar in the reader's language and date format where
 * only the days the shared rule allows now (Europe/Paris, cut-off hour, weekends, weekday and week
 * increments) can be chosen; the others are shown, greyed. By keyboard: the arrows move between
 * allowed days (across months), Enter picks, Escape closes. A saved date that is no longer allowed
 * (the cut-off passed) stays visible with its error, unless it is `keptValue`: an order's date,
 * left as it is, is not checked again.
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
  const { day, language } = useFormats();
  const now = useMemo(() => new Date(), []);
  const dates = useMemo(() => allowedDeliveryDates(settings, now), [settings, now]);
  const allowed = useMemo(() => new Set<string>(dates), [dates]);
  const bounds = deliveryDateBounds(settings, now);
  const problem = value && value !== keptValue ? validateDeliveryDate(formatDeliveryDate(value as IsoDate), settings, now) : null;
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => monthOf(value ?? dates[0] ?? bounds.min));
  const grid = useRef<HTMLDivElement>(null);
  const weekday = (date: string) => DateTime.fromISO(date).setLocale(language).toFormat('cccc');
  const label = (date: string) => `${weekday(date)} ${day(date)}`;

  const focusDay = (date: string) => {
    setMonth(monthOf(date));
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
  };
  const show = () => {
    setMonth(monthOf(value && allowed.has(value) ? value : (dates[0] ?? bounds.min)));
    setOpen(true);
  };
  /** Once the calendar is shown: the chosen day, or the first allowed one, has the focus. */
  const focusStart = () => {
    const first = value && allowed.has(value) ? value : dates[0];
    if (first) focusDay(first);
  };
  const pick = (date: string | null) => {
    onChange(date);
    setOpen(false);
  };
  /** The allowed day `step` days away, or the nearest allowed one in that direction. */
  const move = (from: string, step: number) => {
    const index = dates.indexOf(from as IsoDate);
    if (Math.abs(step) === 1) return dates[index + step];
    const target = DateTime.fromISO(from).plus({ days: step }).toISODate()!;
    return step > 0 ? dates.find((d) => d >= target) : [...dates].reverse().find((d) => d <= target);
  };
  const onKey = (event: KeyboardEvent, date: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (!(event.key in steps)) return;
    event.preventDefault();
    const next = move(date, steps[event.key]);
    if (next) focusDay(next);
  };

  const first = DateTime.fromISO(`${month}-01`);
  const lead = (first.weekday + 6) % 7; // Monday first
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: first.daysInMonth ?? 30 }, (_, i) => first.plus({ days: i }).toISODate()!),
  ];
  const weekdays = Array.from({ length: 7 }, (_, i) => DateTime.fromISO('2024-01-01').plus({ days: i }).setLocale(language).toFormat('ccc'));
  const canBack = month > monthOf(dates[0] ?? bounds.min);
  const canForward = month < monthOf(dates[dates.length - 1] ?? bounds.max);

  return (
    <>
      <TextField
        ref={anchor}
        fullWidth
        label={translate('pages.checkout.deliveryDate')}
        value={value ? label(value) : ''}
        placeholder={translate('pages.checkout.noDeliveryDate')}
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            show();
          }
        }}
        error={Boolean(problem || serverError)}
        helperText={
          problem
            ? messageText(translate, problem)
            : (serverError ?? translate('pages.checkout.deliveryDateHint', { min: day(bounds.min), max: day(bounds.max) }))
        }
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <CalendarMonthIcon color="action" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-haspopup': 'dialog', 'data-testid': 'delivery-date', style: { cursor: 'pointer' } },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ transition: { onEntered: focusStart }, paper: { role: 'dialog', 'aria-label': translate('pages.checkout.deliveryDate'), sx: { p: 1.5 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <IconButton
            size="small"
            disabled={!canBack}
            onClick={() => setMonth(first.minus({ months: 1 }).toFormat('yyyy-MM'))}
            aria-label={translate('pages.checkout.previousMonth')}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography component="h2" variant="subtitle1" aria-live="polite" sx={{ textTransform: 'capitalize' }}>
            {first.setLocale(language).toFormat('LLLL yyyy')}
          </Typography>
          <IconButton
            size="small"
            disabled={!canForward}
            onClick={() => setMonth(first.plus({ months: 1 }).toFormat('yyyy-MM'))}
            aria-label={translate('pages.checkout.nextMonth')}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Box ref={grid} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 40px)', gap: 0.25, textAlign: 'center' }}>
          {weekdays.map((name) => (
            <Typography key={name} aria-hidden variant="caption" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
              {name}
            </Typography>
          ))}
          {cells.map((date, index) =>
            date ? (
              <Button
                key={date}
                data-date={date}
                data-testid="delivery-date-day"
                disabled={!allowed.has(date)}
                variant={date === value ? 'contained' : 'text'}
                aria-pressed={date === value}
                aria-label={label(date)}
                tabIndex={date === (value && allowed.has(value) ? value : dates[0]) ? 0 : -1}
                onClick={() => pick(date)}
                onKeyDown={(event) => onKey(event, date)}
                sx={{ minWidth: 0, width: 40, height: 36, p: 0 }}
              >
                {DateTime.fromISO(date).day}
              </Button>
            ) : (
              <span key={`blank-${index}`} />
            ),
          )}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" onClick={() => pick(null)}>
            {translate('pages.checkout.noDeliveryDate')}
          </Button>
        </Box>
      </Popover>
    </>
  );
};
