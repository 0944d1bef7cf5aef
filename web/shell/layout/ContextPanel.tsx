import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, CircularProgress, Divider, Drawer } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { ContextChoices } from '../../../shared/rules/menu';
import { useTranslate } from '../i18n/use-translate';
import { ContextFields } from './ContextFields';
import { ServiceSettings } from './ServiceSettings';
import { SectionHeading } from '../../components/SectionHeading';
import { useApplyContext } from './use-apply-context';
import { useContextSelection } from './use-context-selection';

/** Reset (only where there is an account to choose), Cancel and Apply (the form's submit). */
const ContextPanelActions = ({ canReset, busy, onReset, onCancel }: { canReset: boolean; busy: boolean; onReset: () => void; onCancel: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      {canReset ? (
        <Button color="inherit" startIcon={<RestartAltIcon />} onClick={onReset} disabled={busy}>
          {translate('session.settings.reset')}
        </Button>
      ) : (
        <span />
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}>
          {translate('session.settings.apply')}
        </Button>
      </Box>
    </Box>
  );
};

/**
 * The working context panel, the same for every user (spec part 1, sections 2, 4 and 5, with the
 * issue's one switcher): client, account and warehouse, each required, each shown as a choice
 * only where there is one (`ContextChoices`), else named (`ContextFields`, `useContextSelection`).
 * Leaving by clicking outside (or Escape) with a choice not applied asks 'Exit without apply
 * changes!'. Applying and resetting: `useApplyContext`.
 */
export const ContextPanel = ({ open, onClose, choices: offers }: { open: boolean; onClose: () => void; choices: ContextChoices }) => {
  const translate = useTranslate();
  const context = useContextSelection(open);
  const { busy, apply, reset } = useApplyContext({ selection: context.selection, setErrors: context.setErrors, onClose });
  const [confirmExit, setConfirmExit] = useState(false);

  const requestClose = (reason?: string) => {
    if ((reason === 'backdropClick' || reason === 'escapeKeyDown') && context.changed) setConfirmExit(true);
    else onClose();
  };

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={(_, reason) => requestClose(reason)}
        // The paper is the dialog; on phones a strip of the page stays visible, to click outside.
        slotProps={{ paper: { 'aria-labelledby': 'context-panel-title', sx: { width: { xs: 'min(380px, calc(100vw - 56px))', sm: 380 } } } as object }}
      >
        <Box
          component="form"
          noValidate
          onSubmit={(e) => (e.preventDefault(), void apply())}
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
        >
          <Box sx={{ p: 2 }}>
            <SectionHeading id="context-panel-title" title={translate('session.context.title')} hint={translate('session.context.intro')} />
          </Box>
          <Divider />
          <ContextFields offers={offers} context={context} busy={busy} />
          <Divider />
          <ContextPanelActions canReset={!!offers.account} busy={busy} onReset={() => void reset()} onCancel={() => requestClose()} />
        </Box>
        <Divider />
        <ServiceSettings />
      </Drawer>
      <ConfirmDialog
        open={confirmExit}
        title={translate('messages.exitWithoutApplyingChanges')}
        content={translate('session.settings.exitContent')}
        confirm="app.action.discard"
        tone="warning"
        onConfirm={() => {
          setConfirmExit(false);
          onClose();
        }}
        onClose={() => setConfirmExit(false)}
      />
    </>
  );
};

export default ContextPanel;
