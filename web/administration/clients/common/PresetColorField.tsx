import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { useSession } from '../../../shell/session/SessionProvider';
import { presetColorLabel } from './preset-color-label';

/** A client's preset colour in lists: its swatch and name. */
export const PresetColorField = ({ source = 'presetColor' }: { source?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { presetColors } = useSession();
  const value = record?.[source] as string | null | undefined;
  if (!value) return null;
  const hex = presetColors.find((c) => c.presetColor === value)?.hex;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: hex ?? 'grey.400', flexShrink: 0 }} />
      {presetColorLabel(translate, value)}
    </Box>
  );
};
