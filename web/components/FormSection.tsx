import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type WebKey } from '../shell/i18n/use-translate';

/** Two columns of inputs from small-tablet width up, one on phones. */
export const formGrid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, width: '100%' } as const;

/** A titled part of a long form (personal details, access, password...). */
export const FormSection = ({ title, children }: { title: WebKey; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
      <Divider sx={{ mt: 1 }} />
    </Box>
  );
};
