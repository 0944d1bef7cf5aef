import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslate, type WebKey } from '../shell/i18n/use-translate';

/** The confirming verbs a dialog may use: what the button does, never "Yes" or "OK". */
export type ConfirmVerb = Exclude<WebKey, 'app.action.yes' | 'app.action.no' | 'ra.action.confirm' | 'ra.boolean.true' | 'ra.boolean.false'>;

/**
 * The portal's one confirmation dialog (README, "Screen conventions"): a question as its title,
 * what will happen below it, and two buttons named by what they do ("Delete" / "Cancel", "Leave"
 * / "Stay"), never Yes / No. The safe choice (cancel) has the focus, so Enter or Escape at once
 * changes nothing; the confirming button is coloured by what it does (red for what cannot be
 * undone). Every question a screen asks goes through it (a test scans the screens for any other).
 */
export const ConfirmDialog = ({
  open,
  title,
  content,
  confirm,
  cancel = 'ra.action.cancel',
  tone = 'error',
  loading = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** The question, already translated ("Delete Maison Lumière?"). */
  title: ReactNode;
  /** What confirming does, already translated. */
  content?: ReactNode;
  /** The verb of the confirming button: `ra.action.delete`, `app.action.remove`, `app.action.leave`... */
  confirm: ConfirmVerb;
  /** The verb of the safe button, when "Cancel" would be read as the action itself (cancelling an order: "Keep the order"). */
  cancel?: ConfirmVerb;
  /** `error` for what cannot be undone, `warning` for what changes a record's course, `primary` otherwise. */
  tone?: 'error' | 'warning' | 'primary';
  /** The confirmed action runs: both buttons wait. */
  loading?: boolean;
  onConfirm: (event: MouseEvent) => void;
  onClose: (event: MouseEvent | object) => void;
}) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={content ? `${id}-content` : undefined}
      data-testid="confirm-dialog"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {content ? (
        <DialogContent>
          <DialogContentText id={`${id}-content`} component="div">
            {content}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={(event) => onClose(event)} disabled={loading} autoFocus data-testid="confirm-dialog-cancel">
          {translate(cancel)}
        </Button>
        <Button
          onClick={(event) => onConfirm(event)}
          disabled={loading}
          variant="contained"
          color={tone}
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="confirm-dialog-confirm"
        >
          {translate(confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
