import { List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PagedRows } from './PagedWideTable';

/** A row as a phone shows it: a title with a badge beside it, and a line under them. */
export interface PhoneRow<Row> {
  title: (row: Row) => ReactNode;
  badge: (row: Row) => ReactNode;
  secondary: (row: Row) => string;
}

/** The phone's rows (below 767 px): one line per row, each a link to its record. */
export function PagedPhoneList<Row>({ rows, rowKey, open, linkState, small, listTestId }: PagedRows<Row> & { small: PhoneRow<Row>; listTestId?: string }) {
  return (
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
}
