import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A report screen's title (the page's and its heading) with its action beside it (the export), wrapping on a narrow screen. */
export const ReportHeading = ({ title, action }: { title: string; action?: ReactNode }) => (
  <>
    <Title title={title} />
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {action}
    </Stack>
  </>
);
