import { TableCell, TableSortLabel, type TableCellProps } from '@mui/material';
import type { ReactNode } from 'react';

export interface TableSort {
  field: string;
  order: 'asc' | 'desc';
}

/**
 * A column's header in the portal's own tables (order list, outbox, drafts, reports): its label,
 * a sort control when the column sorts and the table takes sorting, and the sort state screen
 * readers announce on the column sorted by.
 */
export const SortableHeaderCell = ({
  field,
  label,
  align,
  sortable,
  sort,
  onSort,
}: {
  field: string;
  label: ReactNode;
  align?: TableCellProps['align'];
  sortable?: boolean;
  sort?: TableSort;
  onSort?: (field: string) => void;
}) => {
  const active = sort?.field === field;
  return (
    <TableCell align={align} sortDirection={sortable ? (active ? sort.order : false) : undefined}>
      {sortable && onSort ? (
        <TableSortLabel active={active} direction={active ? sort.order : 'asc'} onClick={() => onSort(field)}>
          {label}
        </TableSortLabel>
      ) : (
        label
      )}
    </TableCell>
  );
};
