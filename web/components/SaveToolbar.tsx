import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** A form's save bar: Save, and at the other end, where the record may be deleted, its delete button (after confirmation). */
export const SaveToolbar = ({ canDelete = false }: { canDelete?: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
    <SaveButton />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);
