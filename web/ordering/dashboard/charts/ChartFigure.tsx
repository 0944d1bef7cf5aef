import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';

/**
 * A chart with its text alternative: the same numbers as a table that screen readers read and
 * the screen does not draw. The table holds no link, so nothing invisible takes the keyboard
 * focus: where a chart's parts lead is also offered by visible links beside it (status chips,
 * category buttons, the card's actions). An empty summary says so in words instead of drawing
 * empty axes.
 */
export const ChartFigure = ({
  caption,
  empty,
  table,
  testId,
  children,
}: {
  caption: string;
  empty: string | null;
  table: { head: string[]; rows: string[][] };
  testId: string;
  children: ReactNode;
}) => {
  const captionId = useId();
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }} data-testid={testId}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }} data-testid={testId}>
      <Typography id={captionId} component="figcaption" variant="subtitle2" color="text.secondary">
        {caption}
      </Typography>
      {children}
      {/* A table ignores a 1 px width: the box around it is what is clipped. */}
      <Box sx={visuallyHidden}>
        <Table size="small" data-testid={`${testId}-table`}>
          <TableHead>
            <TableRow>
              {table.head.map((cell, i) => (
                <TableCell key={i} component="th" scope="col">
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, r) => (
              <TableRow key={r}>
                {row.map((cell, c) => (
                  <TableCell key={c} component={c === 0 ? 'th' : 'td'} scope={c === 0 ? 'row' : undefined}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};
