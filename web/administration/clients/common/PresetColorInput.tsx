import CheckIcon from '@mui/icons-material/Check';
import { Box, FormHelperText, FormLabel, Tooltip } from '@mui/material';
import { useInput, ValidationError } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { useSession } from '../../../shell/session/SessionProvider';
import { presetColorLabel } from './preset-color-label';

/** The preset colour picker: one swatch per colour of GET /presetcolors, as a radio group. */
export const PresetColorInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { presetColors } = useSession();
  const { field, fieldState, id } = useInput({ source, defaultValue: null });
  const labelId = `${id}-label`;
  const error = fieldState.error?.message;
  return (
    <Box sx={{ my: 1.5, width: '100%' }}>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1, fontSize: 14 }}>
        {translate('resources.clients.fields.presetColor')}
      </FormLabel>
      <Box role="radiogroup" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {presetColors.map((color) => {
          const selected = field.value === color.presetColor;
          const name = presetColorLabel(translate, color.presetColor);
          return (
            <Tooltip key={color.presetColor} title={name}>
              <Box
                component="button"
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={name}
                data-preset-color={color.presetColor}
                onClick={() => field.onChange(selected ? null : color.presetColor)}
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  bgcolor: color.hex,
                  border: 2,
                  borderColor: selected ? 'text.primary' : 'transparent',
                  outline: selected ? '2px solid white' : 'none',
                  outlineOffset: -4,
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'common.white',
                  p: 0,
                }}
              >
                {selected ? <CheckIcon fontSize="small" /> : null}
              </Box>
            </Tooltip>
          );
        })}
      </Box>
      <FormHelperText error={!!error}>
        {error ? <ValidationError error={error} /> : field.value ? presetColorLabel(translate, field.value) : translate('resources.clients.hints.presetColor')}
      </FormHelperText>
    </Box>
  );
};
