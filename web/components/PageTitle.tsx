import { Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate, type WebKey } from '../shell/i18n/use-translate';

/**
 * A page's title from one key: the window's (react-admin's `Title`) and the page's heading, then
 * `intro`, a sentence under it, where the page has one.
 */
export const PageTitle = ({ title, intro, variant = 'h5' }: { title: WebKey; intro?: WebKey; variant?: 'h4' | 'h5' }) => {
  const translate = useTranslate();
  return (
    <>
      <Title title={title} />
      <Typography variant={variant} component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(intro)}
        </Typography>
      ) : null}
    </>
  );
};
