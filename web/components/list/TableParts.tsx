import { Alert, Box, Button, LinearProgress, TablePagination, TableRow, type TableCellProps, type TablePaginationProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from '../../shell/i18n/use-translate';
import { SortableHeaderCell, type TableSort } from './SortableHeaderCell';

/**
 * The pieces the portal's own paged tables share (PagedTable, the reports' ReportTable): the
 * loading bar above the rows, the error with its retry, the row of sortable headers, the pages.
 */

/** A thin bar while the rows load; its place is kept, so the rows do not move when it shows. */
export const LoadingBar = ({ fetching }: { fetching: boolean }) => {
  const translate = useTranslate();
  return <Box sx={{ height: 4 }}>{fetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>;
};

/** The rows could not be read: `failed` (already translated), and a retry button when `onRetry` is given. */
export const LoadFailedAlert = ({ failed, retry, onRetry }: { failed: string; retry?: string; onRetry?: () => void }) => (
  <Alert
    severity="error"
    sx={{ m: 2 }}
    action={
      onRetry ? (
        <Button color="inherit" size="small" onClick={onRetry}>
          {retry}
        </Button>
      ) : undefined
    }
  >
    {failed}
  </Alert>
);

export interface HeaderColumn {
  field: string;
  label: ReactNode;
  align?: TableCellProps['align'];
  sortable?: boolean;
}

/** The header row: a sortable header a column, then `children` (an action column's header). */
export const SortableHeaderRow = ({
  columns,
  sort,
  onSort,
  children,
}: {
  columns: HeaderColumn[];
  sort?: TableSort;
  onSort?: (field: string) => void;
  children?: ReactNode;
}) => (
  <TableRow>
    {columns.map((column) => (
      <SortableHeaderCell
        key={column.field}
        field={column.field}
        label={column.label}
        align={column.align}
        sortable={column.sortable}
        sort={sort}
        onSort={onSort}
      />
    ))}
    {children}
  </TableRow>
);

export interface TablePaging {
  count: number;
  /** From 1. */
  page: number;
  sizePerPage: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onSize?: (size: number) => void;
}

/** The pages under the rows (`paging.page` from 1); the page size is a choice only when `paging.onSize` is given. */
export const TablePages = ({
  paging,
  ...labels
}: { paging: TablePaging } & Pick<TablePaginationProps, 'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'>) => (
  <TablePagination
    component="div"
    count={paging.count}
    page={Math.max(0, paging.page - 1)}
    rowsPerPage={paging.sizePerPage}
    rowsPerPageOptions={[...paging.sizes]}
    onPageChange={(_e, page) => paging.onPage(page + 1)}
    onRowsPerPageChange={paging.onSize ? (e) => paging.onSize?.(Number(e.target.value)) : undefined}
    {...labels}
  />
);
