import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { formatCount } from '../../../shared/rules/display';

import { useTranslate } from '../../shell/i18n/use-translate';
import { visuallyHidden } from '../../components/visually-hidden';
import type { TableSort } from '../../components/list/SortableHeaderCell';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { LoadFailedAlert, LoadingBar, SortableHeaderRow, TablePages, type TablePaging } from '../../components/list/TableParts';

export interface ReportColumn<Row> {
  field: string;
  /** Already translated. */
  label: string;
  numeric?: boolean;
  sortable?: boolean;
  /** The cell; by default the row's field, a number written by formatCount. */
  render?: (row: Row) => ReactNode;
}

export interface ReportPaging extends TablePaging {
  onSize: (size: number) => void;
}

type RowData = Record<`data-${string}`, string>;

export interface ReportTableProps<Row> {
  testId: string;
  rowTestId: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** data-* attributes of a row, for tests and styling (e.g. { sku }). */
  rowData?: (row: Row) => Record<string, string>;
  sort?: TableSort;
  /** A header's click gives the field alone (the screen turns the order); the phone's sort control gives both. */
  onSort?: (field: string, order?: 'asc' | 'desc') => void;
  /** An answer has come (an empty one shows `empty`). */
  loaded: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string;
  totals?: { label: string; cells: Record<string, string>; testId: string };
  action?: { label: string; render: (row: Row) => ReactNode };
  onOpen?: { label: (row: Row) => string; selected: (row: Row) => boolean; open: (row: Row) => void };
  small?: { title: (row: Row) => ReactNode; subtitle: (row: Row) => ReactNode };
  paging: ReportPaging;
}

/** What the rows are drawn with: the table's props, each row's data-* attributes and its cells. */
interface RowsProps<Row> extends ReportTableProps<Row> {
  dataOf: (row: Row) => RowData;
  cellOf: (row: Row, column: ReportColumn<Row>) => ReactNode;
}

/**
 * The one table of the report screens (stock at a date, over a period, the warehouse's stock,
 * a box's orders): loading bar, the error with its retry, the empty view in words, sortable
 * headers, an optional totals row, an optional action column, pages. Below the small breakpoint a
 * screen may give `small` and get one line per row instead of a table that scrolls sideways.
 * A row that opens something (`onOpen`) is opened by a click or by the button of its first cell,
 * the keyboard's way in. Below the small breakpoint (767 px), where column headers are out of
 * sight or out of reach, the sort is one control above the rows: a sortable column and an order.
 */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const { columns, rows, rowData, sort, onSort, loaded, fetching, error, onRetry, empty, small, paging } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const dataOf = (row: Row): RowData => Object.fromEntries(Object.entries(rowData?.(row) ?? {}).map(([key, value]) => [`data-${key}`, value]));
  const cellOf = (row: Row, column: ReportColumn<Row>): ReactNode => {
    if (column.render) return column.render(row);
    const value = (row as Readonly<Record<string, unknown>>)[column.field];
    return typeof value === 'number' ? formatCount(value, locale) : ((value as ReactNode) ?? null);
  };

  let body: ReactNode;
  if (error) {
    body = <LoadFailedAlert failed={translate('reports.loadFailed')} retry={translate('reports.retry')} onRetry={onRetry} />;
  } else if (loaded && rows.length === 0) {
    body = (
      <Typography sx={{ p: 4, textAlign: 'center' }} data-testid="report-empty">
        {empty}
      </Typography>
    );
  } else if (isSmall && small) {
    body = <ReportRowList {...props} small={small} dataOf={dataOf} cellOf={cellOf} />;
  } else {
    body = <ReportGrid {...props} dataOf={dataOf} cellOf={cellOf} />;
  }

  return (
    <>
      {isSmall && onSort && sort ? <ReportSortControl columns={columns} sort={sort} onSort={onSort} /> : null}
      <LoadingBar fetching={fetching} />
      {body}
      <TablePages
        paging={paging}
        labelRowsPerPage={translate('reports.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => translate('reports.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => translate(`reports.pagination.${type}`)}
      />
    </>
  );
}

/** Below the small breakpoint: one line per row, its title and subtitle, and the totals in words. */
function ReportRowList<Row>(props: RowsProps<Row> & { small: NonNullable<ReportTableProps<Row>['small']> }) {
  const { testId, rowTestId, columns, rows, rowKey, totals, action, small, loaded, dataOf } = props;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid={testId}>
      {rows.map((row) => (
        <Box
          component="li"
          key={rowKey(row)}
          data-testid={rowTestId}
          {...dataOf(row)}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {small.title(row)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {small.subtitle(row)}
            </Typography>
          </Box>
          {action?.render(row)}
        </Box>
      ))}
      {totals && loaded && rows.length > 0 && (
        <Box component="li" data-testid={totals.testId} sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {totals.label}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {columns
              .filter((column) => totals.cells[column.field] != null)
              .map((column) => `${column.label} ${String(totals.cells[column.field])}`)
              .join(' · ')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** The table: sortable headers, the rows (the first cell a button when a row opens something), the totals row. */
function ReportGrid<Row>(props: RowsProps<Row>) {
  const { testId, rowTestId, columns, rows, rowKey, sort, onSort, totals, action, onOpen, loaded, dataOf, cellOf } = props;
  const firstLabelSpan = columns.findIndex((c) => c.field in (totals?.cells ?? {}));
  return (
    <TableContainer>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <SortableHeaderRow columns={columns.map((column) => ({ ...column, align: column.numeric ? 'right' : 'left' }))} sort={sort} onSort={onSort}>
            {action && <TableCell align="right">{action.label}</TableCell>}
          </SortableHeaderRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover
              selected={onOpen?.selected(row)}
              data-testid={rowTestId}
              {...dataOf(row)}
              sx={onOpen ? { cursor: 'pointer' } : undefined}
              onClick={onOpen ? () => onOpen.open(row) : undefined}
            >
              {columns.map((column, i) => (
                <TableCell key={column.field} align={column.numeric ? 'right' : 'left'} data-field={column.field}>
                  {i === 0 && onOpen ? (
                    <OpenButton row={row} onOpen={onOpen}>
                      {cellOf(row, column)}
                    </OpenButton>
                  ) : (
                    cellOf(row, column)
                  )}
                </TableCell>
              ))}
              {action && <TableCell align="right">{action.render(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
        {totals && loaded && rows.length > 0 && (
          <TableFooter sx={{ '& .MuiTableCell-root': { fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' } }}>
            <TableRow data-testid={totals.testId}>
              <TableCell colSpan={Math.max(1, firstLabelSpan)}>{totals.label}</TableCell>
              {columns.slice(Math.max(1, firstLabelSpan)).map((column) => (
                <TableCell key={column.field} align={column.numeric ? 'right' : 'left'}>
                  {totals.cells[column.field] ?? null}
                </TableCell>
              ))}
              {action && <TableCell />}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}

/** The first cell of a row that opens something: the keyboard's way in. */
function OpenButton<Row>({ row, onOpen, children }: { row: Row; onOpen: NonNullable<ReportTableProps<Row>['onOpen']>; children: ReactNode }) {
  return (
    <Button
      size="small"
      sx={{ p: 0, minWidth: 0, textTransform: 'none', fontWeight: 600 }}
      aria-pressed={onOpen.selected(row)}
      onClick={(event) => {
        event.stopPropagation();
        onOpen.open(row);
      }}
    >
      {children}
      {/* Said after the text it shows, so the name starts with what is seen (WCAG 2.5.3, label in name). */}
      <Box component="span" sx={visuallyHidden} data-screen-reader-only>
        {' – '}
        {onOpen.label(row)}
      </Box>
    </Button>
  );
}

/** Below the small breakpoint, where the headers are out of reach: the sort as a column and an order. */
function ReportSortControl<Row>({
  columns,
  sort,
  onSort,
}: {
  columns: ReportColumn<Row>[];
  sort: TableSort;
  onSort: (field: string, order?: 'asc' | 'desc') => void;
}) {
  const translate = useTranslate();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, px: 2, pt: 1 }} data-testid="report-sort">
      <ChoiceSelect
        label={translate('reports.sortBy')}
        value={sortable.some((column) => column.field === sort.field) ? sort.field : ''}
        onChange={(field) => onSort(field)}
        choices={sortable.map((column) => ({ value: column.field, label: column.label }))}
        sx={{ flex: '2 1 0', minWidth: 0 }}
      />
      <ChoiceSelect
        label={translate('reports.sortOrder')}
        value={sort.order}
        onChange={(order) => onSort(sort.field, order as 'asc' | 'desc')}
        choices={(['asc', 'desc'] as const).map((order) => ({ value: order, label: translate(`reports.sortOrders.${order}`) }))}
        sx={{ flex: '1 1 0', minWidth: 0 }}
      />
    </Box>
  );
}
