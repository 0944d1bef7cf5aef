import { Card, CardContent, CardHeader } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useSessionActions } from '../../shell/session/use-session-actions';

/** A titled card of the home page, named by its title (`titleId`) for assistive technology. */
export const DashboardSection = ({ titleId, title, subheader, children }: { titleId: string; title: string; subheader?: string; children: ReactNode }) => (
  <Card component="section" aria-labelledby={titleId}>
    <CardHeader id={titleId} title={title} subheader={subheader} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);

/**
 * Switches the session to an account (its warehouse chosen by the usual rule), `busy` while it
 * does; `onChosen` follows a success, `onFailed` is told a failure.
 */
export const useChooseAccount = ({ onChosen, onFailed }: { onChosen?: () => void; onFailed: (error: unknown) => void }) => {
  const actions = useSessionActions();
  const [busy, setBusy] = useState(false);
  const choose = async (idClient: string, idClientAccount: string) => {
    setBusy(true);
    try {
      await actions.applySettings({ idClient, idClientAccount, idWarehouse: null });
      onChosen?.();
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, choose };
};
