import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled block of the checkout form. */
export const CheckoutSection = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Card variant="outlined" component="section" data-testid={testId}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
