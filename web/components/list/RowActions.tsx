import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { Button, EditButton, useCanAccess, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { offers, type ResourceDescription } from '../../../shared/registry/define';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';

export interface RowActionsProps<Row extends RaRecord> {
  description: Pick<ResourceDescription, 'writes'>;
  /** Passed to the delete call, for a path the session scope cannot fill (per row when a function). */
  meta?: Record<string, unknown> | ((record: Row) => Record<string, unknown>);
  /** Where Edit leads when it is not the resource's own edit route. */
  editPath?: (record: Row) => string;
  editable?: (record: Row) => boolean;
  deletable?: (record: Row) => boolean;
}

/**
 * The one set of actions at the end of a list's row, the same on every list: Edit, then Delete
 * (asked first in the shared dialog, which says what still uses the record), each shown only to
 * whoever may do it and Delete only where the resource offers deletion. A row that cannot be
 * changed (`editable` false, e.g. an address a book shares read-only) shows neither; the row
 * itself still opens the record. tests/unit/web/conventions/one-way-to-act.test.ts keeps every
 * list on it.
 */
export function RowActions<Row extends RaRecord>({ description, meta, editPath, editable = () => true, deletable = () => true }: RowActionsProps<Row>) {
  const record = useRecordContext<Row>();
  const resource = useResourceContext();
  const { canAccess: canEdit = false } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource, action: 'delete' });
  if (!record || !editable(record)) return null;
  const edit = canEdit && offers(description, 'update');
  const remove = canDelete && offers(description, 'delete') && deletable(record);
  if (!edit && !remove) return null;
  return (
    <Box sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
      {edit && editPath ? (
        <Button component={Link} to={editPath(record)} label="ra.action.edit" onClick={(event) => event.stopPropagation()}>
          <EditIcon />
        </Button>
      ) : edit ? (
        <EditButton />
      ) : null}
      {remove ? <ConfirmDeleteButton redirect={false} meta={typeof meta === 'function' ? meta(record) : meta} /> : null}
    </Box>
  );
}
