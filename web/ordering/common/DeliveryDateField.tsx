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
import { allowedDayAway, ARROW_STEPS, monthCells, monthOf, weekdayNames } from './delivery-calendar';

/**
 * The calendar's state: open or not, the month shown, and the focus moving between allowed days.
 * The day that takes the focus first (`start`) is the chosen one when allowed, else the first allowed.
 */
const useDeliveryCalendar = ({
  value,
  dates,
  bounds,
  onChange,
}: {
  value: string | null;
  dates: readonly string[];
  bounds: { min: string; max: string };
  onChange: (date: string | null) => void;
}) => {
  const allowed = useMemo(() => new Set<string>(dates), [dates]);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => monthOf(value ?? dates[0] ?? bounds.min));
  const grid = useRef<HTMLDivElement>(null);
  const start = value && allowed.has(value) ? value : dates[0];

  const focusDay = (date: string) => {
    setMonth(monthOf(date));
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
  };
  const show = () => {
    setMonth(monthOf(start ?? bounds.min));
    setOpen(true);
  };
  return {
    allowed,
    open,
    month,
    setMonth,
    grid,
    start,
    show,
    close: () => setOpen(false),
    /** Once the calendar is shown: the chosen day, or the first allowed one, has the focus. */
    focusStart: () => {
      if (start) focusDay(start);
    },
    pick: (date: string | null) => {
      onChange(date);
      setOpen(false);
    },
    onKey: (event: KeyboardEvent, date: string) => {
      if (!(event.key in ARROW_STEPS)) return;
      event.preventDefault();
      const next = allowedDayAway(dates, date, ARROW_STEPS[event.key]);
      if (next) focusDay(next);
    },
    canBack: month > monthOf(dates[0] ?? bounds.min),
    canForward: month < monthOf(dates[dates.length - 1] ?? bounds.max),
  };
};
type Calendar = ReturnType<typeof useDeliveryCalendar>;

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
  const bounds = deliveryDateBounds(settings, now);
  const problem = value && value !== keptValue ? validateDeliveryDate(formatDeliveryDate(value as IsoDate), settings, now) : null;
  const anchor = useRef<HTMLDivElement>(null);
  const calendar = useDeliveryCalendar({ value, dates, bounds, onChange });
  const label = (date: string) => `${DateTime.fromISO(date).setLocale(language).toFormat('cccc')} ${day(date)}`;

  return (
    <>
      <TextField
        ref={anchor}
        fullWidth
        label={translate('pages.checkout.deliveryDate')}
        value={value ? label(value) : ''}
        placeholder={translate('pages.checkout.noDeliveryDate')}
        onClick={calendar.show}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            calendar.show();
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
        open={calendar.open}
        anchorEl={anchor.current}
        onClose={calendar.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          transition: { onEntered: calendar.focusStart },
          paper: { role: 'dialog', 'aria-label': translate('pages.checkout.deliveryDate'), sx: { p: 1.5 } },
        }}
      >
        <MonthBar calendar={calendar} />
        <DayGrid calendar={calendar} value={value} label={label} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" onClick={() => calendar.pick(null)}>
            {translate('pages.checkout.noDeliveryDate')}
          </Button>
        </Box>
      </Popover>
    </>
  );
};

/** The month shown, between the buttons to the previous and the next month of allowed days. */
const MonthBar = ({ calendar }: { calendar: Calendar }) => {
  const { language } = useFormats();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <MonthStep calendar={calendar} months={-1} />
      <Typography component="h2" variant="subtitle1" aria-live="polite" sx={{ textTransform: 'capitalize' }}>
        {DateTime.fromISO(`${calendar.month}-01`).setLocale(language).toFormat('LLLL yyyy')}
      </Typography>
      <MonthStep calendar={calendar} months={1} />
    </Box>
  );
};

/** The button to the previous (-1) or the next (1) month, disabled beyond the allowed days. */
const MonthStep = ({ calendar, months }: { calendar: Calendar; months: -1 | 1 }) => {
  const translate = useTranslate();
  const back = months < 0;
  return (
    <IconButton
      size="small"
      disabled={back ? !calendar.canBack : !calendar.canForward}
      onClick={() => calendar.setMonth(DateTime.fromISO(`${calendar.month}-01`).plus({ months }).toFormat('yyyy-MM'))}
      aria-label={translate(back ? 'pages.checkout.previousMonth' : 'pages.checkout.nextMonth')}
    >
      {back ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
};

/** The month's days under their weekdays: the allowed ones enabled, the chosen one pressed, one in the tab order. */
const DayGrid = ({ calendar, value, label }: { calendar: Calendar; value: string | null; label: (date: string) => string }) => {
  const { language } = useFormats();
  return (
    <Box ref={calendar.grid} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 40px)', gap: 0.25, textAlign: 'center' }}>
      {weekdayNames(language).map((name) => (
        <Typography key={name} aria-hidden variant="caption" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
          {name}
        </Typography>
      ))}
      {monthCells(calendar.month).map((date, index) =>
        date ? (
          <Button
            key={date}
            data-date={date}
            data-testid="delivery-date-day"
            disabled={!calendar.allowed.has(date)}
            variant={date === value ? 'contained' : 'text'}
            aria-pressed={date === value}
            aria-label={label(date)}
            tabIndex={date === calendar.start ? 0 : -1}
            onClick={() => calendar.pick(date)}
            onKeyDown={(event) => calendar.onKey(event, date)}
            sx={{ minWidth: 0, width: 40, height: 36, p: 0 }}
          >
            {DateTime.fromISO(date).day}
          </Button>
        ) : (
          <span key={`blank-${index}`} />
        ),
      )}
    </Box>
  );
};
