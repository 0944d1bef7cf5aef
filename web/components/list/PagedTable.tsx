import {
  Box,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { TableSort } from './SortableHeaderCell';
import { LoadFailedAlert, LoadingBar, SortableHeaderRow, TablePages, type TablePaging } from './TableParts';

export interface PagedColumn<Row> {
  key: string;
  /** Already translated. */
  label: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
  testId?: string;
  /** The header sorts the rows by `key` (with the table's `sort`). */
  sortable?: boolean;
  /** The cell is the row's link to its record: bold by default, `plain` in the text's weight. */
  link?: 'bold' | 'plain';
}

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
  small?: { title: (row: Row) => ReactNode; badge: (row: Row) => ReactNode; secondary: (row: Row) => string };
  tableTestId?: string;
  listTestId?: string;
  rowTestId: string;
  /** The pages under the rows, once there is a row. */
  paging?: PagedTablePaging;
  /** What stands under the rows instead of `paging`. */
  footer?: ReactNode;
}) {
  const navigate = useNavigate();
  const isSmall = useMediaQuery('(max-width:767px)');

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
    body = (
      <List dense data-testid={listTestId}>
        {rows.map((row, index) => (
          // A list holds list items (axe "list"): each row's link inside its item.
          <ListItem key={rowKey(row, index)} disablePadding divider>
            <ListItemButton component={RouterLink} to={open(row)} state={linkState}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
                    <Typography fontWeight={600} sx={{ wordBreak: 'break-word' }}>
                      {small.title(row)}
                    </Typography>
                    {small.badge(row)}
                  </Stack>
                }
                secondary={small.secondary(row)}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" data-testid={tableTestId}>
          <TableHead>
            <SortableHeaderRow columns={columns.map((column) => ({ ...column, field: column.key }))} sort={sort} onSort={onSort} />
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow
                key={rowKey(row, index)}
                hover
                sx={openByRow ? { cursor: 'pointer' } : undefined}
                onClick={openByRow ? () => void navigate(open(row), { state: linkState }) : undefined}
                data-testid={rowTestId}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={column.sx} data-testid={column.testId}>
                    {column.link ? (
                      <Link
                        component={RouterLink}
                        to={open(row)}
                        state={linkState}
                        onClick={(e) => e.stopPropagation()}
                        fontWeight={column.link === 'bold' ? 600 : undefined}
                      >
                        {column.cell(row)}
                      </Link>
                    ) : (
                      column.cell(row)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
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
