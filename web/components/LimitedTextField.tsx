import { Box, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import type { Message } from '../../shared/rules/message';
import { messageText, useTranslate } from '../i18n/use-translate';

/**
 * `LimitedTextInput` outside a react-admin input (a title in a list of files, a field saved on
 * its own): the counter "used / limit", nothing cut (no native maxLength), and the rule's
 * message in place of the hint while the value is refused. The caller's rule decides; the
 * counter counts characters as the shared rules do (code points, not UTF-16 units).
 */
export const LimitedTextField = ({
  limit,
  problem,
  hint,
  value,
  ...props
}: Omit<TextFieldProps, 'error' | 'helperText' | 'value'> & { limit: number; problem: Message | null; hint?: ReactNode; value: string }) => {
  const translate = useTranslate();
  const used = [...value].length;
  const over = used > limit;
  return (
    <TextField
      {...props}
      value={value}
      error={!!problem}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{problem ? messageText(translate, problem) : (hint ?? '\u200b')}</span>
          <Box
            component="span"
            data-testid="character-counter"
            sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: over ? 'error.main' : undefined, fontWeight: over ? 600 : undefined }}
          >
            {used} / {limit}
          </Box>
        </Box>
      }
    />
  );
};
