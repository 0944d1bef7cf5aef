import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { TableSort } from './SortableHeaderCell';
import { SortableHeaderRow } from './TableParts';

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

/** What a paged list's rows need to show and open their records, on a phone or a wide screen. */
export interface PagedRows<Row> {
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  open: (row: Row) => string;
  linkState?: unknown;
}

/** The wide screen's rows: a sortable table whose row (when `openByRow`) and link column open the record. */
export function PagedWideTable<Row>({
  rows,
  rowKey,
  open,
  linkState,
  columns,
  openByRow,
  sort,
  onSort,
  tableTestId,
  rowTestId,
}: PagedRows<Row> & {
  columns: PagedColumn<Row>[];
  openByRow: boolean;
  sort?: TableSort;
  onSort?: (field: string) => void;
  tableTestId?: string;
  rowTestId: string;
}) {
  const navigate = useNavigate();
  return (
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
