import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The helper line of a field with a character limit: its text (the hint or the refusal) on the
 * left, the counter "used / limit" on the right, in the error colour once past the limit.
 */
export const LimitHelperText = ({ text, used, limit }: { text: ReactNode; used: number; limit: number }) => {
  const over = used > limit;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{text ?? '\u200b'}</span>
      <Box
        component="span"
        data-testid="character-counter"
        sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: over ? 'error.main' : undefined, fontWeight: over ? 600 : undefined }}
      >
        {used} / {limit}
      </Box>
    </Box>
  );
};
