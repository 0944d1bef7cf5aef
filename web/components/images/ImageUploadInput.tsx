import { useId, useState } from 'react';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useDataProvider, useInput, ValidationError, type InputProps } from 'react-admin';
import { messageText, useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import { ApiError } from '../../../shared/api/api-error';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { useNotifyError } from '../use-notify-error';
import { ImagePreview } from './ImagePreview';
import { FILE_UPLOAD_MESSAGES } from '../../../shared/rules/file-upload';
import { IMAGE_ACCEPT, readAsBase64, readImageType, validateImageFile } from './image-file';

/**
 * An image field: the record keeps the image id. Choosing a file checks it with the shared
 * upload rule and its content by magic bytes (as the server does), sends it to POST /images
 * with the type it really is and stores the new id; the preview follows the id.
 * Upload refusals naming the file show under the field, any other failure as a notification.
 */
export const ImageUploadInput = ({ source, label }: Pick<InputProps, 'source'> & { label: WebKey }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notifyError = useNotifyError();
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const title = translate(label);

  async function upload(file: File) {
    setProblem(null);
    const refused = validateImageFile(file, title);
    if (refused) return setProblem(messageText(translate, refused));
    setUploading(true);
    try {
      const fileType = await readImageType(file);
      if (!fileType) return setProblem(translate(FILE_UPLOAD_MESSAGES.unsupportedType));
      const stored = await dataProvider.uploadImage({
        imageName: file.name,
        imageFileName: file.name,
        fileType,
        image: await readAsBase64(file),
      });
      field.onChange(stored.idImage);
    } catch (error) {
      const field = error instanceof ApiError ? Object.keys(error.errors)[0] : undefined;
      if (error instanceof ApiError && field) {
        const key = error.errors[field];
        setProblem(translate(key, { ...error.params[field], fileTitle: title, _: error.message }));
      } else {
        notifyError(error);
      }
    } finally {
      setUploading(false);
    }
  }

  const formError = fieldState.error?.message;
  return (
    <Box sx={{ my: 1.5, width: '100%' }}>
      <FormLabel htmlFor={inputId} sx={{ display: 'block', mb: 1, fontSize: 14 }}>
        {title}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <ImagePreview idImage={field.value} alt={title} />
        <Stack direction="row" spacing={1}>
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
            disabled={uploading}
          >
            {translate(field.value ? 'app.image.replace' : 'app.image.choose')}
            <input
              id={inputId}
              hidden
              type="file"
              accept={IMAGE_ACCEPT.join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </Button>
          {field.value ? (
            <Button size="small" color="inherit" onClick={() => field.onChange(null)} disabled={uploading}>
              {translate('app.image.remove')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <FormHelperText error={!!(problem || formError)}>
        {problem ?? (formError ? <ValidationError error={formError} /> : translate('app.image.hint'))}
      </FormHelperText>
    </Box>
  );
};
