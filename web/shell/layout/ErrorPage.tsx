import RefreshIcon from '@mui/icons-material/Refresh';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Box, Button, Typography } from '@mui/material';

export interface ErrorPageText {
  title: string;
  message: string;
  refresh: string;
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
      <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 600, wordBreak: 'break-word' }}>
        {detail}
      </Typography>
    ) : null}
    <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
      {text.refresh}
    </Button>
  </Box>
);
