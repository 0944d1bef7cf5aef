import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import { SectionCard } from '../../components/SectionCard';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import type { RecordOf } from '../../../shared/resources';
import { boxPictures } from '../../../shared/administration/boxes';
import { validateFileName } from '../../../shared/rules/file-upload';
import { FileListEditor } from '../../components/files/FileListEditor';
import { useReadFiles } from '../../components/files/read-files';
import { ImagePreview } from '../../components/images/ImagePreview';
import { IMAGE_ACCEPT } from '../../components/images/image-file';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';

type Picture = RecordOf<typeof boxPictures> & { id: string };

/**
 * A box's pictures with the products' picture rules and the shared file-list editor: added from
 * files (type, size, name, real bytes checked here and on the server), renamed when the title
 * field is left, moved, made the default, removed after confirmation. Each change is one call,
 * saved at once; the server renumbers positions and keeps one default, then the list is read again.
 * The box's users manage the same pictures through their own resource (`resource`: boxImages).
 */
export const BoxPictures = ({ idBox, resource = boxPictures }: { idBox: string; resource?: { name: string; list: { perPage: number } } }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider();
  const meta = { params: { idBox } };
  const word = translate('resources.products.imageWord');
  const readFiles = useReadFiles('image', word);
  const list = useGetList<Picture>(resource.name, {
    pagination: { page: 1, perPage: resource.list.perPage },
    sort: { field: 'displayPosition', order: 'ASC' },
    meta,
  });
  const pictures = list.data ?? [];
  const [busy, setBusy] = useState(false);

  /** One call at a time, then the list again; a refusal says why. */
  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      notify(done, { type: 'info' });
    } catch (error) {
      notifyError(error);
    } finally {
      await list.refetch();
      setBusy(false);
    }
  };
  const change = (picture: Picture, data: Partial<Picture>) =>
    run(
      () => dataProvider.update(resource.name, { id: picture.id, data: { imageName: picture.imageName, ...data }, previousData: picture, meta }),
      'resources.boxes.pictures.saved',
    );
  const add = async (files: File[]) => {
    const read = await readFiles(files);
    for (const { file, content, fileType, title } of read) {
      await run(
        () => dataProvider.create(resource.name, { data: { imageName: title, imageFileName: file.name, fileType, image: content }, meta }),
        'resources.boxes.pictures.added',
      );
    }
  };

  return (
    <SectionCard titleId="box-pictures-title" title={translate('resources.boxes.pictures.title')} hint={translate('resources.boxes.pictures.hint')}>
      <FileListEditor<Picture>
        items={pictures}
        keyOf={(picture) => picture.id}
        title={(picture) => picture.imageName}
        leading={(picture) => (
          <Box sx={{ width: 96, height: 64, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <ImagePreview idImage={picture.idImage} alt={picture.imageName} height={64} />
          </Box>
        )}
        details={(picture) => picture.imageFileName}
        rename={{
          label: translate('resources.products.imageTitle'),
          saveOn: 'leave',
          problem: (name) => validateFileName(name, word),
          onRename: (index, name) => void change(pictures[index], { imageName: name }),
        }}
        extra={(picture) =>
          picture.defaultImage ? (
            <Chip icon={<StarIcon />} label={translate('resources.products.defaultImage')} color="primary" size="small" data-testid="default-image" />
          ) : (
            <Tooltip title={translate('resources.products.makeDefault')}>
              <IconButton aria-label={translate('resources.products.makeDefault')} disabled={busy} onClick={() => void change(picture, { defaultImage: true })}>
                <StarBorderIcon />
              </IconButton>
            </Tooltip>
          )
        }
        move={{
          upLabel: () => translate('resources.products.moveUp'),
          downLabel: () => translate('resources.products.moveDown'),
          onMove: (from, to) => void change(pictures[from], { displayPosition: to + 1 }),
        }}
        remove={{
          label: () => translate('resources.products.remove'),
          icon: <DeleteIcon />,
          confirm: { title: 'app.confirmDelete.title', content: 'app.confirmDelete.content' },
          onRemove: (_index, picture) =>
            void run(() => dataProvider.delete(resource.name, { id: picture.id, previousData: picture, meta }), 'resources.boxes.pictures.removed'),
        }}
        add={{
          label: translate('resources.products.addImages'),
          icon: <AddPhotoIcon />,
          accept: IMAGE_ACCEPT,
          testId: 'box-picture-file',
          onFiles: (files) => void add(files),
        }}
        empty={translate('resources.boxes.pictures.none')}
        busy={busy || list.isPending}
        testIds={{ list: 'box-pictures', item: 'box-picture' }}
      />
    </SectionCard>
  );
};
