import { Box, Button, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { Button as RaButton, DataTable, ListBase, useListContext, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceDescription } from '../../shared/resources';
import { defaultSortOf } from './list/ResourceList';
import { RecordDialog } from './RecordDialog';
import { SectionCard } from './SectionCard';

export type EditedRow = Identifier | 'new' | null;

/**
 * A record's rows edited in a dialog, in a section of the record's page (a book's addresses, a
 * site's contacts): the card with its title, hint and add button (for who may edit), the rows'
 * list bound to the record by `meta` in its description's page size and sort (the address bar keeps the page's own state), and the dialog
 * (`dialog`: its titles, width and forms) of the row being added or edited: `children`, the rows,
 * get the function that opens one.
 */
export function RecordListSection({
  titleId,
  title,
  hint,
  add,
  canEdit,
  description,
  meta,
  dialog,
  children,
}: {
  titleId: string;
  /** Already translated, as every text here. */
  title: string;
  hint: string;
  add: { label: string; icon: ReactNode; sx?: SxProps<Theme> };
  canEdit: boolean;
  /** The rows' resource: its name, page size and default sort. */
  description: ResourceDescription;
  meta: { params: Record<string, string> };
  dialog: Pick<ComponentProps<typeof RecordDialog>, 'title' | 'maxWidth' | 'create' | 'edit'>;
  children: (open: (id: Identifier) => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<EditedRow>(null);
  const resource = description.name;
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
      <ListBase resource={resource} queryOptions={{ meta }} perPage={description.list.perPage} sort={defaultSortOf(description)} disableSyncWithLocation>
        {children(setEditing)}
        <RecordDialog resource={resource} editing={editing} meta={meta} onClose={() => setEditing(null)} {...dialog} />
      </ListBase>
    </SectionCard>
  );
}

/**
 * A section's rows: `none` (already translated) once the list has answered with no row, else on a
 * phone (below `sm`) `phone`, its SimpleList, and elsewhere the table (`children`).
 */
export const SectionRows = ({ none, phone, children }: { none: string; phone: ReactElement; children: ReactElement }) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { total, isPending } = useListContext();
  if (!isPending && total === 0) {
    return (
      <Typography variant="body2" sx={{ fontStyle: 'italic', my: 2 }}>
        {none}
      </Typography>
    );
  }
  return isSmall ? phone : children;
};

/** A row's button that opens it in the section's dialog, by keyboard too (the row's own click stays the row's). */
const OpenRowButton = ({ label, icon, onOpen }: { label: string; icon: ReactNode; onOpen: () => void }) => (
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

interface RowActions {
  label: string;
  icon: ReactNode;
  onOpen: () => void;
  remove?: ReactNode;
}

/** A row's actions in a section's list: its button that opens it (`label`, `icon`), then `remove`, its confirmed deletion where it may go. */
const SectionRowActions = ({ label, icon, onOpen, remove }: RowActions) => (
  <Box sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
    <OpenRowButton label={label} icon={icon} onOpen={onOpen} />
    {remove}
  </Box>
);

/** The section table's last column, "Actions": each row's actions (`actionsOf`). */
export const SectionActionsColumn = <Row extends RaRecord>({ actionsOf }: { actionsOf: (row: Row) => RowActions }) => (
  <DataTable.Col label="app.columns.actions" align="right" disableSort render={(record) => <SectionRowActions {...actionsOf(record as Row)} />} />
);
