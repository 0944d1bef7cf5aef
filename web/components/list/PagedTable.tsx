import { Box, Typography, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import type { TableSort } from './SortableHeaderCell';
import { LoadFailedAlert, LoadingBar, TablePages, type TablePaging } from './TableParts';
import { PagedPhoneList, type PhoneRow } from './PagedPhoneList';
import { PagedWideTable, type PagedColumn } from './PagedWideTable';

export type { PagedColumn } from './PagedWideTable';

export interface PagedTablePaging extends TablePaging {
  labelRowsPerPage?: string;
  displayedRows: (range: { from: number; to: number; count: number }) => string;
}

/**
 * The body of a paged list screen under its filter bar: the loading bar, the error with its retry,
 * the empty view in words, then the rows (a table, or below 767 px one line per row when `small`
 * is given) and the pages. A row opens its record (`open`) by a click anywhere on it, and by the
 * link of its `link` column, the keyboard's way in; `linkState` travels with both (a detail's back
 * link returns to this exact view).
 */
export function PagedTable<Row>({
  rows,
  rowKey,
  columns,
  open,
  linkState,
  openByRow = true,
  sort,
  onSort,
  loaded,
  fetching,
  error,
  onRetry,
  failed,
  retry,
  empty,
  small,
  tableTestId,
  listTestId,
  rowTestId,
  paging,
  footer,
}: {
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  columns: PagedColumn<Row>[];
  open: (row: Row) => string;
  linkState?: unknown;
  /** False: only the link column opens the record, the row is not a click target. */
  openByRow?: boolean;
  sort?: TableSort;
  onSort?: (field: string) => void;
  /** An answer has come (an empty one shows `empty`). */
  loaded: boolean;
  fetching: boolean;
  error: unknown;
  /** Without it, the error offers no retry. */
  onRetry?: () => void;
  /** Already translated: the error's text and its retry button. */
  failed: string;
  retry?: string;
  empty: { testId: string; title: string; hint: string };
  small?: PhoneRow<Row>;
  tableTestId?: string;
  listTestId?: string;
  rowTestId: string;
  /** The pages under the rows, once there is a row. */
  paging?: PagedTablePaging;
  /** What stands under the rows instead of `paging`. */
  footer?: ReactNode;
}) {
  const isSmall = useMediaQuery('(max-width:767px)');
  const shown = { rows, rowKey, open, linkState };

  let body: ReactNode;
  if (error) {
    body = <LoadFailedAlert failed={failed} retry={retry} onRetry={onRetry} />;
  } else if (loaded && rows.length === 0) {
    body = (
      <Box sx={{ p: 4, textAlign: 'center' }} data-testid={empty.testId}>
        <Typography variant="h6" component="p" gutterBottom>
          {empty.title}
        </Typography>
        <Typography color="text.secondary">{empty.hint}</Typography>
      </Box>
    );
  } else if (isSmall && small) {
    body = <PagedPhoneList {...shown} small={small} listTestId={listTestId} />;
  } else {
    body = <PagedWideTable {...shown} columns={columns} openByRow={openByRow} sort={sort} onSort={onSort} tableTestId={tableTestId} rowTestId={rowTestId} />;
  }

  return (
    <>
      <LoadingBar fetching={fetching} />
      {body}
      {paging && paging.count > 0 && <TablePages paging={paging} labelRowsPerPage={paging.labelRowsPerPage} labelDisplayedRows={paging.displayedRows} />}
      {footer}
    </>
  );
}
