import { Box, Paper, Typography } from '@mui/material';
import type { RowOutcome } from '../../shared/imports/protocol';
import { useTranslate, type WebKey } from '../shell/i18n/use-translate';

const LABELS: Record<RowOutcome, { real: WebKey; dryRun: WebKey }> = {
  created: { real: 'bulkImport.outcomes.created', dryRun: 'bulkImport.outcomes.toCreate' },
  updated: { real: 'bulkImport.outcomes.updated', dryRun: 'bulkImport.outcomes.toUpdate' },
  skipped: { real: 'bulkImport.outcomes.skipped', dryRun: 'bulkImport.outcomes.skipped' },
  failed: { real: 'bulkImport.outcomes.failed', dryRun: 'bulkImport.outcomes.failed' },
};

/** The four outcomes of a run (or what a dry run says they would be), two by two on phones. */
export const OutcomeCounts = ({ counts, dryRun }: { counts: Record<RowOutcome, number>; dryRun: boolean }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, m: 0 }}
      data-testid="outcome-counts"
    >
      {(Object.keys(LABELS) as RowOutcome[]).map((outcome) => (
        <Paper key={outcome} variant="outlined" sx={{ p: 1.5 }} data-outcome={outcome}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(dryRun ? LABELS[outcome].dryRun : LABELS[outcome].real)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }} color={outcome === 'failed' && counts.failed > 0 ? 'error' : undefined}>
            {counts[outcome]}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
