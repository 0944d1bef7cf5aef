/**
 * A box's pictures for its users: the storage and rules of the box administration's pictures
 * (server/administration/boxes.ts: the file checks, positions and default), reached as a box's
 * other documents are, by those who work in the box (or administer the account's boxes).
 */
import { boxImages } from '../../shared/operations/box-images';
import { boxPicturesBinding } from '../administration/boxes';
import type { ResourceBinding } from '../registry/binding';
import { boxPictures as picturesTable } from '../db/schema';
import { boxRowsReached, reachBox } from './common/box-reach';

export const boxImagesBinding: ResourceBinding = {
  ...boxPicturesBinding,
  description: boxImages,
  ownedBy: (db, accounts, request) => boxRowsReached(db, request, accounts, { idBox: picturesTable.idBox }),
  reachParent: async (db, { request, params, action }) => {
    await reachBox(db, request, boxImages.subject, action, params.idBox);
  },
};
