/**
 * A box's pictures as its users see them (spec part 2: /box-management/box-image/list, /add,
 * /{idBoxPicture}): the pictures the box's administration keeps (shared/administration/boxes.ts),
 * under the box user's own permission (BoxManagementBoxImage) and paths, with the same rules
 * (the products' picture rules; positions renumbered, one default).
 */
import { boxPictureInput, boxPictureRecord, boxPictures } from '../administration/boxes';
import { defineResource } from '../registry/define';

export const boxImages = defineResource({
  name: 'boxImages',
  route: 'box-management/box-image',
  subject: 'BoxManagementBoxImage',
  ownership: 'account',
  idField: 'idBoxPicture',
  paths: { list: '/box/boxs/{idBox}/images', item: '/box/boxs/{idBox}/images/{id}' },
  envelope: 'boxPicture',
  record: boxPictureRecord,
  input: boxPictureInput,
  list: boxPictures.list,
  example: boxPictures.example,
  columns: boxPictures.columns,
});
