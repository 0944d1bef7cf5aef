import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, useMediaQuery, type Theme } from '@mui/material';
import { useContext, type ReactNode } from 'react';
import { CreateBase, EditBase, ListContext, useNotify, type Identifier, type RaRecord } from 'react-admin';
import { useTranslate, type WebKey } from '../shell/i18n/use-translate';

/**
 * A child record's create or edit form in a dialog over its parent's screen (a book's addresses,
 * a site's contacts): full screen on a phone, closed by its cross or Escape. After a save or a
 * deletion it closes, says what happened and asks the parent's list again (when it is over a
 * list) and gives the saved record to `onSaved`. `edit` is given what to call when the record is
 * deleted from inside the form.
 */
export const RecordDialog = ({
  resource,
  editing,
  meta,
  title,
  maxWidth,
  onClose,
  create,
  edit,
  onSaved,
}: {
  resource: string;
  editing: Identifier | 'new' | null;
  meta: Record<string, unknown>;
  title: { create: WebKey; edit: WebKey };
  maxWidth: 'sm' | 'md';
  onClose: () => void;
  create: ReactNode;
  edit: (onDeleted: () => void) => ReactNode;
  onSaved?: (record: RaRecord) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const list = useContext(ListContext);
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = `${resource}-dialog-title`;
  const done = (key?: string) => (record?: RaRecord) => {
    if (key) notify(key, { type: 'info', messageArgs: { smart_count: 1 } });
    onClose();
    void list?.refetch?.();
    if (record) onSaved?.(record);
  };
  return (
    <Dialog open={editing !== null} onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {translate(editing === 'new' ? title.create : title.edit)}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 0, sm: 1 }, pb: 0 }}>
        {editing === 'new' ? (
          <CreateBase resource={resource} redirect={false} mutationOptions={{ meta, onSuccess: done('ra.notification.created') }}>
            {create}
          </CreateBase>
        ) : editing !== null ? (
          <EditBase
            resource={resource}
            id={editing}
            redirect={false}
            mutationMode="pessimistic"
            queryOptions={{ meta }}
            mutationOptions={{ meta, onSuccess: done('ra.notification.updated') }}
          >
            {edit(done())}
          </EditBase>
        ) : null}
      </DialogContent>
    </Dialog>
  );
};

/**
 * A form of a screen's own in a dialog (a stock correction, an order's quantities, the
 * masquerade): its title (`titleId` names the dialog), the form's fields (`children`), then
 * Cancel and the one `action`. While `busy` (saving) the dialog stays open and Cancel waits. With
 * `onSubmit` the dialog is an HTML form: Enter sends it and the action is its submit button.
 * Beside RecordDialog, the other form over a screen; questions are ConfirmDialog.
 */
export const FormDialog = ({
  open = true,
  onClose,
  titleId,
  title,
  maxWidth,
  fullScreen,
  busy = false,
  onSubmit,
  action,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  titleId: string;
  /** Already translated, as every text here. */
  title: string;
  maxWidth: 'xs' | 'sm' | 'md';
  fullScreen?: boolean;
  busy?: boolean;
  onSubmit?: () => void;
  action: { label: string; onClick?: () => void; disabled?: boolean; startIcon?: ReactNode; testId?: string };
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const body = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          type={onSubmit ? 'submit' : undefined}
          variant="contained"
          onClick={action.onClick}
          disabled={action.disabled}
          startIcon={action.startIcon}
          data-testid={action.testId}
        >
          {action.label}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {onSubmit ? (
        <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), onSubmit())}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
};
