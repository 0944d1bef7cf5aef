import { Box, Typography } from '@mui/material';
import DOMPurify from 'dompurify';
import { LimitedTextInput } from '../../../components/LimitedTextInput';
import { useWatch } from 'react-hook-form';
import { DESCRIPTION_ALLOWED_ATTRIBUTES, DESCRIPTION_ALLOWED_TAGS, DESCRIPTION_MAX_LENGTH } from '../../../../shared/rules/product-description';
import { useTranslate } from '../../../shell/i18n/use-translate';

/** The browser's side of the shared allow-list (the server sanitises again with sanitize-html). */
export const sanitizeForPreview = (html: string) =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...DESCRIPTION_ALLOWED_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(DESCRIPTION_ALLOWED_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });

/** The description as HTML, with a preview of what will be kept. */
export const DescriptionInput = () => {
  const translate = useTranslate();
  const html = (useWatch({ name: 'productDescription' }) as string | null | undefined) ?? '';
  return (
    <Box sx={{ width: '100%' }}>
      <LimitedTextInput source="productDescription" multiline minRows={4} fullWidth limit={DESCRIPTION_MAX_LENGTH} />
      {html.trim() ? (
        <>
          <Typography variant="caption" color="text.secondary">
            {translate('resources.products.preview')}
          </Typography>
          <Box
            data-testid="description-preview"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 2 }}
            // Sanitised with the shared allow-list just above.
            dangerouslySetInnerHTML={{ __html: sanitizeForPreview(html) }}
          />
        </>
      ) : null}
    </Box>
  );
};
