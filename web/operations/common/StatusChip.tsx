import { Chip, type ChipProps } from '@mui/material';
import type { TranslationKey } from '../../../shared/i18n/translation-keys';
import { useTranslate } from '../../shell/i18n/use-translate';

/** A status of an operations order: its label, coloured by whether it is waiting, under way, done or stopped. */
export const StatusChip = ({ code, labels, tone }: { code: number; labels: Record<number, TranslationKey>; tone: (code: number) => ChipProps['color'] }) => {
  const translate = useTranslate();
  const key = labels[code];
  return (
    <Chip
      size="small"
      variant={code === 0 ? 'outlined' : 'filled'}
      color={tone(code)}
      label={key ? translate(key) : String(code)}
      data-testid="status"
      data-status-code={code}
    />
  );
};
