import { Button, Typography, type SxProps, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button as RaButton, ListBase, type Identifier, type SortPayload } from 'react-admin';
import { SectionCard } from './SectionCard';

export type EditedRow = Identifier | 'new' | null;

/**
 * A record's rows edited in a dialog, in a section of the record's page (a book's addresses, a
 * site's contacts): the card with its title, hint and add button (for who may edit), the rows'
 * list bound to the record by `meta` (the address bar keeps the page's own state), and which row
 * the dialog shows: `children` gets it, to put the rows and the dialog in the list.
 */
export function RecordListSection({
  titleId,
  title,
  hint,
  add,
  canEdit,
  resource,
  meta,
  perPage,
  sort,
  children,
}: {
  titleId: string;
  /** Already translated, as every text here. */
  title: string;
  hint: string;
  add: { label: string; icon: ReactNode; sx?: SxProps<Theme> };
  canEdit: boolean;
  resource: string;
  meta: { params: Record<string, string> };
  perPage: number;
  sort: SortPayload;
  children: (editing: EditedRow, setEditing: (editing: EditedRow) => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<EditedRow>(null);
  return (
    <SectionCard
      titleId={titleId}
      title={title}
      action={
        canEdit ? (
          <Button variant="contained" startIcon={add.icon} onClick={() => setEditing('new')} sx={add.sx}>
            {add.label}
          </Button>
        ) : null
      }
      hint={hint}
    >
      <ListBase resource={resource} queryOptions={{ meta }} perPage={perPage} sort={sort} disableSyncWithLocation>
        {children(editing, setEditing)}
      </ListBase>
    </SectionCard>
  );
}

/** The words for a section's list with no row (already translated). */
export const NoRows = ({ children }: { children: string }) => (
  <Typography variant="body2" sx={{ fontStyle: 'italic', my: 2 }}>
    {children}
  </Typography>
);

/** A row's button that opens it in the section's dialog, by keyboard too (the row's own click stays the row's). */
export const OpenRowButton = ({ label, icon, onOpen }: { label: string; icon: ReactNode; onOpen: () => void }) => (
  <RaButton
    label={label}
    onClick={(event) => {
      event.stopPropagation();
      onOpen();
    }}
  >
    {icon}
  </RaButton>
);
