import type { SxProps, Theme } from '@mui/material';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import type { DateTime } from 'luxon';
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { dayInputPattern } from '../../shared/rules/display';
import { useTranslate } from '../shell/i18n/use-translate';
import { dayProblem, humanDayPattern, isoDay, pickerDay, type DayProblem } from './portal-date-value';
import { useFormats } from './use-formats';

const french = (language: string) => language.toLowerCase().startsWith('fr');

/** The picker's own words (its calendar button, months, the clear button) in the portal's language, French with its typography. */
const pickerTexts = (language: string) =>
  french(language)
    ? {
        ...frFR.components.MuiLocalizationProvider.defaultProps.localeText,
        todayButtonLabel: 'Aujourd’hui',
        dateTimePickerToolbarTitle: 'Choisir la date et l’heure',
        timePickerToolbarTitle: 'Choisir l’heure',
      }
    : enUS.components.MuiLocalizationProvider.defaultProps.localeText;

export type PortalDateFieldProps = {
  label: ReactNode;
  /** The day, 'YYYY-MM-DD' (a date-time names its day in `zone`); null or '' for none. */
  value: unknown;
  /**
   * Each change: the day shown ('YYYY-MM-DD') or null (empty, or not a whole date yet), and why it
   * cannot be taken (not a whole date, outside minDate/maxDate, a day the rule excludes), if so.
   */
  onChange: (day: string | null, problem: DayProblem | null) => void;
  /** The first and last days the rule allows ('YYYY-MM-DD'); the calendar offers no other. */
  minDate?: string | null;
  maxDate?: string | null;
  /** Days the rule excludes between them. */
  shouldDisableDate?: (day: string) => boolean;
  /** The zone a date-time value names its day in (the browser's by default). */
  zone?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** A button that empties the field; by default where a day is not required. */
  clearable?: boolean;
  /** An error of the form or the screen (shown with `helperText`); the field's own problem is told otherwise. */
  error?: boolean;
  helperText?: ReactNode;
  /** Tell the field's own problem only once the field was left (or the form sent). */
  showProblem?: boolean;
  name?: string;
  id?: string;
  className?: string;
  testId?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * The portal's one date field: a day typed in the reader's format (DD/MM/YYYY, as `formatDay` writes
 * days) or picked on a calendar in the portal's language (not the browser's), offering only the
 * days the rule allows (minDate, maxDate, shouldDisableDate). It gives and takes 'YYYY-MM-DD'. In a
 * react-admin form it is `PortalDateInput`; this is the plain field, for filters and own forms.
 */
export const PortalDateField = ({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  shouldDisableDate,
  zone,
  disabled,
  readOnly,
  required,
  clearable = !required,
  error,
  helperText,
  showProblem,
  name,
  id,
  className,
  testId,
  inputRef,
  onBlur,
  fullWidth,
  sx,
}: PortalDateFieldProps) => {
  const translate = useTranslate();
  const { language, day } = useFormats();
  const pattern = dayInputPattern(language);
  const texts = useMemo(() => pickerTexts(language), [language]);
  // What the picker holds, a date typed halfway included: replaced only when the value changes from outside.
  const [held, setHeld] = useState<{ value: unknown; shown: DateTime | null }>(() => ({ value, shown: pickerDay(value, zone) }));
  let shown = held.shown;
  if (held.value !== value) {
    shown = (isoDay(held.shown) ?? null) === (pickerDay(value, zone)?.toISODate() ?? null) ? held.shown : pickerDay(value, zone);
    setHeld({ value, shown });
  }
  const [problem, setProblem] = useState<DayProblem | null>(null);
  const [left, setLeft] = useState(false);
  const min = useMemo(() => pickerDay(minDate ?? null) ?? undefined, [minDate]);
  const max = useMemo(() => pickerDay(maxDate ?? null) ?? undefined, [maxDate]);

  const problemText =
    problem === 'invalid'
      ? translate('validation.date.format', { format: humanDayPattern(pattern, language) })
      : problem === 'min'
        ? translate('validation.date.min', { date: day(minDate ?? null) })
        : problem === 'max'
          ? translate('validation.date.max', { date: day(maxDate ?? null) })
          : problem === 'disabled'
            ? translate('validation.date.disabled')
            : null;
  const tellProblem = Boolean(problemText) && !error && (showProblem || left);

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={french(language) ? 'fr' : 'en-GB'} localeText={texts}>
      <DatePicker
        label={label}
        value={shown}
        format={pattern}
        minDate={min}
        maxDate={max}
        shouldDisableDate={shouldDisableDate ? (date) => shouldDisableDate(date.toISODate()!) : undefined}
        disabled={disabled}
        readOnly={readOnly}
        name={name}
        inputRef={inputRef}
        className={className}
        sx={sx}
        // A plain input holding the whole date: forms find, focus and fill it by its name.
        enableAccessibleFieldDOMStructure={false}
        onError={(reason) => setProblem(dayProblem(reason))}
        onChange={(date, context) => {
          const next = dayProblem(context.validationError);
          setHeld({ value, shown: date });
          setProblem(next);
          onChange(isoDay(date) ?? null, next);
        }}
        onClose={() => setLeft(true)}
        slotProps={{
          field: { clearable: clearable && !disabled && !readOnly },
          textField: {
            id,
            size: 'small',
            required,
            fullWidth,
            error: Boolean(error) || tellProblem,
            helperText: tellProblem ? problemText : helperText,
            onBlur: () => {
              setLeft(true);
              onBlur?.();
            },
            slotProps: { inputLabel: { shrink: true }, htmlInput: testId ? { 'data-testid': testId } : undefined },
          },
        }}
      />
    </LocalizationProvider>
  );
};
