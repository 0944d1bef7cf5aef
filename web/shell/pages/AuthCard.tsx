import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageSelector } from '../layout/LanguageSelector';

/** The card of a page shown before sign-in (sign in, set a password): the language, an icon, the page's name, then its form. */
export const AuthCard = ({
  maxWidth,
  icon,
  title,
  subtitle,
  children,
}: {
  maxWidth: number;
  icon: ReactNode;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) => (
  <Card sx={{ width: '100%', maxWidth }}>
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1, pr: 1 }}>
      <LanguageSelector onDark={false} />
    </Box>
    <CardContent sx={{ pt: 0 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
        <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>{icon}</Avatar>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
      </Box>
      {children}
    </CardContent>
  </Card>
);
