import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import { useInput } from 'react-admin';
import type { z } from 'zod';
import type { productImageInput } from '../../../../shared/administration/products';
import { validateFileName } from '../../../../shared/rules/file-upload';
import { makeDefaultImage, orderImages, removeImage } from '../../../../shared/rules/product-images';
import { FileListEditor } from '../../../components/files/FileListEditor';
import { useReadFiles } from '../../../components/files/read-files';
import { ImagePreview } from '../../../components/images/ImagePreview';
import { IMAGE_ACCEPT, canPreview, toDataUrl } from '../../../components/images/image-file';
import { useTranslate } from '../../../shell/i18n/use-translate';

/** A picture as the form holds it: what the product's save sends (shared/administration/products.ts). */
type FormImage = z.infer<typeof productImageInput>;

const Preview = ({ image }: { image: FormImage }) => (
  <Box sx={{ width: 96, height: 64, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    {image.image && image.fileType && canPreview(image.fileType) ? (
      <Box component="img" src={toDataUrl(image.fileType, image.image)} alt={image.imageName} sx={{ maxHeight: 64, maxWidth: 96 }} />
    ) : (
      <ImagePreview idImage={image.idImage} alt={image.imageName} height={64} />
    )}
  </Box>
);

/**
 * A product's pictures in order: the first is the default unless another is starred; removing the
 * default promotes the next (the shared rule, applied again by the server). New files are checked
 * like on the server: type, size and name, then their first bytes.
 */
export const ProductImagesInput = () => {
  const translate = useTranslate();
  const word = translate('resources.products.imageWord');
  const readFiles = useReadFiles('image', word);
  const { field } = useInput<FormImage[]>({ source: 'images' });
  const images = orderImages<FormImage>(Array.isArray(field.value) ? field.value : []);
  const change = (next: FormImage[]) => field.onChange(orderImages(next));

  const add = async (files: File[]) => {
    const added = (await readFiles(files)).map(({ file, content, fileType, title }, i): FormImage => ({
      imageName: title,
      imageFileName: file.name,
      fileType,
      image: content,
      defaultImage: false,
      displayPosition: images.length + i + 1,
    }));
    if (added.length) change([...images, ...added]);
  };
  const move = (from: number, to: number) => {
    const next = [...images];
    [next[from], next[to]] = [next[to], next[from]];
    change(next.map((image, i) => ({ ...image, displayPosition: i + 1 })));
  };

  return (
    <FileListEditor
      items={images}
      keyOf={(image, index) => image.idImage ?? `new-${index}-${image.imageFileName}`}
      title={(image) => image.imageName}
      leading={(image) => <Preview image={image} />}
      rename={{
        label: translate('resources.products.imageTitle'),
        saveOn: 'change',
        fieldName: (index) => `images.${index}.imageName`,
        problem: (name) => validateFileName(name, word),
        onRename: (index, name) => change(images.map((other, i) => (i === index ? { ...other, imageName: name } : other))),
      }}
      extra={(image, index) =>
        image.defaultImage ? (
          <Chip icon={<StarIcon />} label={translate('resources.products.defaultImage')} color="primary" size="small" data-testid="default-image" />
        ) : (
          <Tooltip title={translate('resources.products.makeDefault')}>
            <IconButton aria-label={translate('resources.products.makeDefault')} onClick={() => change(makeDefaultImage(images, index))}>
              <StarBorderIcon />
            </IconButton>
          </Tooltip>
        )
      }
      move={{ upLabel: () => translate('resources.products.moveUp'), downLabel: () => translate('resources.products.moveDown'), onMove: move }}
      remove={{ label: () => translate('resources.products.remove'), icon: <DeleteIcon />, onRemove: (index) => change(removeImage(images, index)) }}
      add={{
        label: translate('resources.products.addImages'),
        icon: <AddPhotoIcon />,
        accept: IMAGE_ACCEPT,
        testId: 'product-image-file',
        onFiles: (files) => void add(files),
      }}
      testIds={{ list: 'product-images', item: 'product-image' }}
    />
  );
};
