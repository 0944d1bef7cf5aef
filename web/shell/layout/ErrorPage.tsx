import RefreshIcon from '@mui/icons-material/Refresh';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Box, Button, Typography } from '@mui/material';
import type { TranslationKey } from '../../../shared/i18n/translation-keys';
import { isChunkLoadError } from '../session/error-report';

export interface ErrorPageText {
  title: string;
  message: string;
  refresh: string;
}

/**
 * What the error screen says about an error: the spec's render-error text with the error's
 * message; for a code chunk a new deploy removed, that a new version is there (the browser's
 * "Failed to fetch dynamically imported module" text tells a user nothing).
 */
export function errorPageContent(translate: (key: TranslationKey) => string, error: unknown): { text: ErrorPageText; detail?: string } {
  const refresh = translate('app.action.refresh');
  if (isChunkLoadError(error)) return { text: { title: translate('errors.newVersion.title'), message: translate('errors.newVersion.message'), refresh } };
  return {
    text: { title: translate('messages.somethingHappened'), message: translate('messages.refreshPage'), refresh },
    detail: error instanceof Error ? error.message : undefined,
  };
}

/**
 * The render-error screen: 'Ops... Something happened!', 'Sorry! Please refresh the page!' and a
 * Refresh button. It takes its text ready-made so it also works outside react-admin's context
 * (see AppErrorBoundary); LayoutErrorPage translates it inside the layout.
 */
export const ErrorPage = ({ text, detail }: { text: ErrorPageText; detail?: string }) => (
  <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
    <ReportProblemIcon sx={{ fontSize: 72, color: 'warning.main' }} />
    <Typography variant="h4" component="h1">
      {text.title}
    </Typography>
    <Typography color="text.secondary">{text.message}</Typography>
    {detail ? (
      <Typography
        variant="caption"
        component="pre"
        color="text.secondary"
        sx={{ maxWidth: 600, wordBreak: 'break-word', whiteSpace: 'pre-wrap', textAlign: 'left', fontFamily: 'inherit', m: 0 }}
      >
        {detail}
      </Typography>
    ) : null}
    <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
      {text.refresh}
    </Button>
  </Box>
);
