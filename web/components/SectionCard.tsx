import { Alert, Box, Card, CardContent, LinearProgress, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from '../shell/i18n/use-translate';

/**
 * A part of a record's page below its form (a box's users and pictures, a group's members, a
 * book's addresses, a role's permissions): a card named by its title (`titleId`), an optional
 * action beside the title, a hint under it, then, when given, the loading bar, the load error and
 * the words for "none yet", and its content; `after` stands below the padded content.
 */
export const SectionCard = ({
  titleId,
  title,
  action,
  hint,
  hintGap = 1,
  contentSx,
  loading = false,
  loadingSx,
  failed,
  none,
  children,
  after,
}: {
  titleId: string;
  /** Already translated, as every text here. */
  title: string;
  action?: ReactNode;
  hint: string;
  /** The space under the hint (theme spacing). */
  hintGap?: number;
  contentSx?: SxProps<Theme>;
  loading?: boolean;
  loadingSx?: SxProps<Theme>;
  /** The load error, when there is one. */
  failed?: string;
  /** Said when the section has nothing to show. */
  none?: string;
  children?: ReactNode;
  /** In the card below its padded content: a save bar that spans the card, its dialogs. */
  after?: ReactNode;
}) => {
  const translate = useTranslate();
  const heading = (
    <Typography id={titleId} variant="h6" component="h2">
      {title}
    </Typography>
  );
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby={titleId}>
      <CardContent sx={contentSx}>
        {action ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            {heading}
            {action}
          </Box>
        ) : (
          heading
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: hintGap }}>
          {hint}
        </Typography>
        {loading ? <LinearProgress aria-label={translate('ra.page.loading')} sx={loadingSx} /> : null}
        {failed ? <Alert severity="error">{failed}</Alert> : null}
        {none ? (
          <Typography variant="body2" sx={{ fontStyle: 'italic', my: 1 }}>
            {none}
          </Typography>
        ) : null}
        {children}
      </CardContent>
      {after}
    </Card>
  );
};
