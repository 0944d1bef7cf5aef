import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useTranslate } from '../shell/i18n/use-translate';

/** While an import runs, leaving the page (a link, back, closing the tab) asks first. */
export const LeaveGuard = ({ active }: { active: boolean }) => {
  const translate = useTranslate();
  const blocker = useBlocker(active);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  useEffect(() => {
    // The run ended while the question was open: nothing to lose any more.
    if (!active && blocker.state === 'blocked') blocker.proceed();
  }, [active, blocker]);
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby="leave-import-title">
      <DialogTitle id="leave-import-title">{translate('bulkImport.import.leaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('bulkImport.import.leaveContent')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus variant="contained">
          {translate('bulkImport.import.stay')}
        </Button>
        <Button onClick={() => blocker.proceed?.()} color="error">
          {translate('bulkImport.import.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
