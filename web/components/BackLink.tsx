import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate, type WebKey } from '../shell/i18n/use-translate';

/**
 * The way back from a record's page to its list (README, "Screen conventions"): one link, at the
 * top of the page before its title, back to the list as the user left it (its URL state, when the
 * list passed it as `from`), else to `to`. Always underlined: its colour alone is too close to
 * the text around it (WCAG 1.4.1, axe link-in-text-block).
 */
export const BackLink = ({ to, label }: { to: string; label: WebKey }) => {
  const translate = useTranslate();
  const location = useLocation();
  const backTo = (location.state as { from?: string } | null)?.from ?? to;
  return (
    <Link component={RouterLink} to={backTo} underline="always" data-testid="back-link" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
      <ArrowBackIcon fontSize="small" />
      {translate(label)}
    </Link>
  );
};
