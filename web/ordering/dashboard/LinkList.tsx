import { Box, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A dashboard card's list of links, each with its two lines of text. A list holds list items
 * (axe "list"): each link inside its item. `after` (the reorder button) stands beside the link,
 * not over it: its width is its words' (longer in French).
 */
export function LinkList<Item>({
  items,
  keyOf,
  to,
  primary,
  secondary,
  after,
  label,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  to: (item: Item) => string;
  primary: (item: Item) => ReactNode;
  secondary: (item: Item) => ReactNode;
  after?: (item: Item) => ReactNode;
  /** Already translated: what the list is, to assistive technology. */
  label?: string;
}) {
  return (
    <List dense disablePadding aria-label={label}>
      {items.map((item) => (
        <ListItem key={keyOf(item)} disablePadding divider sx={{ gap: 1, pr: after ? 1 : 0 }}>
          <ListItemButton component={Link} to={to(item)} sx={{ minWidth: 0 }}>
            <ListItemText primary={primary(item)} secondary={secondary(item)} />
          </ListItemButton>
          {after ? <Box sx={{ flexShrink: 0 }}>{after(item)}</Box> : null}
        </ListItem>
      ))}
    </List>
  );
}
