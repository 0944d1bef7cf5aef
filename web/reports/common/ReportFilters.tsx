import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { STOCK_FILTERS, type StockFilter } from '../../../shared/reports/stock-report';
import { addDays } from '../../../shared/reports/stock-report';
import { SearchField } from '../../components/list/SearchField';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { PortalDateField } from '../../components/PortalDateField';
import { useTranslate } from '../../shell/i18n/use-translate';

/** The filter bar of a report screen: its fields side by side, wrapping on a narrow screen. */
export const ReportFilters = ({ children }: { children: ReactNode }) => (
  <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', p: 2, '& > .MuiTextField-root': { flex: '1 1 160px' } }}>
    {children}
  </Box>
);

/**
 * A report's search: typed text reaches the view (and the URL) after a pause; under 3 characters
 * it says it needs more (the API ignores shorter searches).
 */
export const ReportSearchField = ({ value, onSearch, label }: { value: string; onSearch: (text: string) => void; label: string }) => {
  const translate = useTranslate();
  return (
    <SearchField
      value={value}
      onSearch={onSearch}
      label={label}
      tooShort={{ min: 3, message: translate('reports.stock.searchMin') }}
      sx={{ flex: '2 1 220px !important' }}
    />
  );
};

/** All products, available ones, or those not available. */
export const StockFilterField = ({ value, onChange }: { value: StockFilter; onChange: (filter: StockFilter) => void }) => {
  const translate = useTranslate();
  return (
    <ChoiceSelect
      label={translate('reports.stock.stockFilter')}
      value={value}
      onChange={(filter) => onChange(filter as StockFilter)}
      choices={STOCK_FILTERS.map((filter) => ({ value: filter, label: translate(`reports.stock.filters.${filter}`) }))}
    />
  );
};

/**
 * A day of a report: the portal's date field, offering only the days from `min` to `max`; the view
 * changes once a whole day the calendar offers is typed or picked.
 */
export const ReportDayField = ({
  label,
  value,
  onChange,
  min,
  max,
  testId,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  testId?: string;
}) => (
  <PortalDateField
    label={label}
    value={value}
    onChange={(day, problem) => day && !problem && onChange(day)}
    minDate={min}
    maxDate={max}
    clearable={false}
    testId={testId}
  />
);

/**
 * The period and status of an order report: its first and last day (up to today, at most `maxDays`
 * days apart, the report's rule) and one status of `statuses` or all, named by `statusName`.
 */
export const ReportPeriodFields = ({
  view,
  change,
  today,
  statuses,
  statusName,
  maxDays,
}: {
  view: { fromDate: string; toDate: string; statusCode: string };
  change: (next: { fromDate?: string; toDate?: string; statusCode?: string }) => void;
  today: string;
  statuses: readonly number[];
  statusName: (code: number) => string;
  maxDays: number;
}) => {
  const latest = addDays(view.fromDate, maxDays);
  const translate = useTranslate();
  return (
    <>
      <ReportDayField
        label={translate('reports.stock.from')}
        value={view.fromDate}
        onChange={(fromDate) => change({ fromDate })}
        min={addDays(view.toDate, -maxDays)}
        max={view.toDate}
        testId="report-from"
      />
      <ReportDayField
        label={translate('reports.stock.to')}
        value={view.toDate}
        onChange={(toDate) => change({ toDate })}
        min={view.fromDate}
        max={latest < today ? latest : today}
        testId="report-to"
      />
      <ChoiceSelect
        label={translate('reports.outbound.status')}
        value={view.statusCode}
        onChange={(statusCode) => change({ statusCode })}
        all={{ value: '', label: translate('reports.outbound.allStatuses') }}
        choices={statuses.map((code) => ({ value: String(code), label: statusName(code) }))}
      />
    </>
  );
};
