import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Button, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import { useInput, useNotify } from 'react-admin';
import { MAX_FILE_NAME_LENGTH, validateFileName } from '../../../shared/rules/file-upload';
import { LimitedTextField } from '../../components/LimitedTextField';
import { sniffImageType } from '../../../shared/rules/image-content';
import { makeDefaultImage, orderImages, removeImage } from '../../../shared/rules/product-images';
import { ImagePreview } from '../../components/images/ImagePreview';
import { IMAGE_ACCEPT, canPreview, readAsBase64, toDataUrl, validateImageFile } from '../../components/images/image-file';
import { useTranslate } from '../../i18n/use-translate';

export interface FormImage {
  idImage?: string | null;
  imageName: string;
  imageFileName: string;
  fileType?: string | null;
  image?: string | null;
  displayPosition?: number | null;
  defaultImage?: boolean | null;
}

// A new picture is titled after its file (whose name the upload rule already holds to the limit).
const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '');
const bytesOf = (base64: string) => Uint8Array.from(atob(base64.slice(0, 64)), (c) => c.charCodeAt(0));

/**
 * A product's pictures in order: the first is the default unless another is starred; removing the
 * default promotes the next (the shared rule, applied again by the server). New files are checked
 * like on the server: type, size and name, then their first bytes.
 */
export const ProductImagesInput = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { field } = useInput<FormImage[]>({ source: 'images' });
  const images = orderImages<FormImage>(Array.isArray(field.value) ? field.value : []);
  const change = (next: FormImage[]) => field.onChange(orderImages(next));

  const add = async (files: FileList | null) => {
    const added: FormImage[] = [];
    for (const file of Array.from(files ?? [])) {
      const title = titleOf(file.name);
      const problem = validateImageFile(file, translate('admin.products.imageWord'));
      if (problem) {
        notify(problem.key, { type: 'error', messageArgs: problem.params });
        continue;
      }
      const image = await readAsBase64(file);
      const fileType = sniffImageType(bytesOf(image));
      if (!fileType) {
        notify('validation.file.unsupportedType', { type: 'error' });
        continue;
      }
      added.push({
        imageName: title || file.name,
        imageFileName: file.name,
        fileType,
        image,
        defaultImage: false,
        displayPosition: images.length + added.length + 1,
      });
    }
    if (added.length) change([...images, ...added]);
  };
  const move = (index: number, by: number) => {
    const next = [...images];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    change(next.map((image, i) => ({ ...image, displayPosition: i + 1 })));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }} data-testid="product-images">
      {images.map((image, index) => (
        <Box
          key={image.idImage ?? `new-${index}-${image.imageFileName}`}
          data-testid="product-image"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Box sx={{ width: 96, height: 64, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            {image.image && image.fileType && canPreview(image.fileType) ? (
              <Box component="img" src={toDataUrl(image.fileType, image.image)} alt={image.imageName} sx={{ maxHeight: 64, maxWidth: 96 }} />
            ) : (
              <ImagePreview idImage={image.idImage} alt={image.imageName} height={64} />
            )}
          </Box>
          <LimitedTextField
            size="small"
            name={`images.${index}.imageName`}
            label={translate('admin.products.imageTitle')}
            value={image.imageName}
            limit={MAX_FILE_NAME_LENGTH}
            problem={validateFileName(image.imageName, translate('admin.products.imageWord'))}
            onChange={(event) => change(images.map((other, i) => (i === index ? { ...other, imageName: event.target.value } : other)))}
            sx={{ flex: '1 1 160px' }}
          />
          {image.defaultImage ? (
            <Chip icon={<StarIcon />} label={translate('admin.products.defaultImage')} color="primary" size="small" data-testid="default-image" />
          ) : (
            <Tooltip title={translate('admin.products.makeDefault')}>
              <IconButton aria-label={translate('admin.products.makeDefault')} onClick={() => change(makeDefaultImage(images, index))}>
                <StarBorderIcon />
              </IconButton>
            </Tooltip>
          )}
          <IconButton aria-label={translate('admin.products.moveUp')} disabled={index === 0} onClick={() => move(index, -1)}>
            <ArrowUpIcon />
          </IconButton>
          <IconButton aria-label={translate('admin.products.moveDown')} disabled={index === images.length - 1} onClick={() => move(index, 1)}>
            <ArrowDownIcon />
          </IconButton>
          <IconButton aria-label={translate('admin.products.remove')} onClick={() => change(removeImage(images, index))}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button component="label" startIcon={<AddPhotoIcon />} variant="outlined">
          {translate('admin.products.addImages')}
          <input
            hidden
            type="file"
            multiple
            accept={IMAGE_ACCEPT.join(',')}
            data-testid="product-image-file"
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
    </Stack>
  );
};
