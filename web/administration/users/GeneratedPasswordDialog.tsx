import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from '../../shell/i18n/use-translate';

/**
 * The password generated for a user, shown once after the save with a copy button; it is not
 * kept anywhere in the portal nor mailed (a new user's welcome e-mail carries a set-password link).
 */
export const GeneratedPasswordDialog = ({
  password,
  name,
  emailed,
  onClose,
}: {
  password: string | null;
  name: string;
  emailed: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(password ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Dialog open={!!password} onClose={onClose} aria-labelledby="generated-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="generated-password-title">{translate('resources.users.generated.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate('resources.users.generated.intro', { name })}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography component="code" data-testid="generated-password" sx={{ fontFamily: 'monospace', fontSize: 18, flex: 1, wordBreak: 'break-all' }}>
            {password}
          </Typography>
          <Tooltip title={translate(copied ? 'resources.users.generated.copied' : 'resources.users.generated.copy')}>
            <IconButton onClick={() => void copy()} aria-label={translate('resources.users.generated.copy')}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(emailed ? 'resources.users.generated.onceEmailed' : 'resources.users.generated.once')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('resources.users.generated.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
