import { Typography, type SxProps, type Theme } from '@mui/material';

/**
 * The heading of a part of a screen (h2, `id` names the part for assistive technology) and the
 * hint under it, in the look of every section: an account's warehouses and features, the
 * working-context panel; SectionCard writes the same two lines around its action.
 */
export const SectionHeading = ({ id, title, hint, hintSx }: { id: string; title: string; hint: string; hintSx?: SxProps<Theme> }) => (
  <>
    <Typography id={id} variant="h6" component="h2">
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={hintSx}>
      {hint}
    </Typography>
  </>
);
