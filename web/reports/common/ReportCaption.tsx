import { Typography } from '@mui/material';

/** What a report's rows are of (the warehouse, the box, the day), in a line between its filters and its table. */
export const ReportCaption = ({ testId, children }: { testId: string; children: string }) => (
  <Typography variant="body2" color="text.secondary" sx={{ px: 2 }} data-testid={testId}>
    {children}
  </Typography>
);
