import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/**
 * A form's save bar: Save (unless the user may not save), and at the other end, where the record
 * may be deleted, its delete button (after confirmation). `inFlow` keeps it in the page on a
 * phone, where react-admin pins it to the screen's bottom: for a form with more below it (a
 * book's addresses) that the bar would cover.
 */
export const SaveToolbar = ({ canDelete = false, canSave = true, inFlow = false }: { canDelete?: boolean; canSave?: boolean; inFlow?: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, ...(inFlow ? { '&.RaToolbar-mobileToolbar': { position: 'static' } } : {}) }}>
    {canSave ? <SaveButton /> : <span />}
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);
