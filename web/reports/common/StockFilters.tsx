import type { ReactNode } from 'react';
import type { StockFilter } from '../../../shared/reports/stock-report';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { NamesUnder } from '../../../shared/i18n/translation-keys';
import { ReportFilters, ReportSearchField, StockFilterField } from './ReportFilters';
import type { ReportColumn } from './ReportTable';

/**
 * The filter bar of the stock screens (the stock reports, a box's product variants, the warehouse
 * stock page): the screen's own fields first (`children`), then the search and the stock filter.
 */
export const StockFilters = ({
  view,
  change,
  searchLabel,
  children,
}: {
  view: { searchText: string; stockFilter: StockFilter };
  change: (next: { searchText?: string; stockFilter?: StockFilter }) => void;
  searchLabel?: string;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <ReportFilters>
      {children}
      <ReportSearchField value={view.searchText} onSearch={(searchText) => change({ searchText })} label={searchLabel ?? translate('reports.stock.search')} />
      <StockFilterField value={view.stockFilter} onChange={(stockFilter) => change({ stockFilter })} />
    </ReportFilters>
  );
};

/** A stock column's field: its label is reports.stock.columns.<field>. */
type StockField = NamesUnder<'reports.stock.columns.'>;
export interface StockColumn {
  field: StockField;
  numeric?: boolean;
  sortable?: boolean;
}
/** A stock column: a field, a number or not, sortable or not. */
export const stockColumn = (field: StockField, numeric = false, sortable = true): StockColumn => ({ field, numeric, sortable });

/** The stock screens' columns, labelled by reports.stock.columns. */
export const useStockColumns = <Row,>(
  columns: readonly StockColumn[],
  render: Partial<Record<string, ReportColumn<Row>['render']>> = {},
): ReportColumn<Row>[] => {
  const translate = useTranslate();
  return columns.map((c) => ({ ...c, label: translate(`reports.stock.columns.${c.field}`), render: render[c.field] }));
};
