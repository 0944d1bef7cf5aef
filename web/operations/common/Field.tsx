import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A labelled value of a document's read-only view. */
export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 160 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);
