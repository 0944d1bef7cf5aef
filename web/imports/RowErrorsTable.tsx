import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import type { RowError } from '../../shared/imports/rows';
import { messageText, useTranslate } from '../shell/i18n/use-translate';

const PAGE_SIZES = [10, 25, 100];

/** Every problem of a run: its row, column, value and message, a page at a time. */
export const RowErrorsTable = ({ errors }: { errors: RowError[] }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const shown = errors.slice(page * size, page * size + size);
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }} id="row-errors-title">
        {translate('bulkImport.errors.title')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="row-errors-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('bulkImport.errors.row')}</TableCell>
              <TableCell>{translate('bulkImport.errors.column')}</TableCell>
              <TableCell>{translate('bulkImport.errors.value')}</TableCell>
              <TableCell>{translate('bulkImport.errors.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((error, index) => (
              <TableRow key={`${error.row}:${error.field}:${index}`}>
                <TableCell>{error.row}</TableCell>
                <TableCell>{error.column || '—'}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{error.value}</TableCell>
                <TableCell>{messageText(translate, error.message)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {errors.length > PAGE_SIZES[0] ? (
        <TablePagination
          component="div"
          count={errors.length}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        />
      ) : null}
    </>
  );
};
