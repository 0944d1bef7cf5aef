/**
 * Storage of boxes, their users and their pictures (shared/administration/boxes.ts). A box is a
 * warehouse of type BOX of its account: a new box creates the warehouse (named as the box, at its
 * site's address) and the account's link to it, then the box under the warehouse's id, in the
 * create's transaction; a change of name or site changes the warehouse; deleting a box deletes
 * its warehouse, which is refused (409) while anything else uses it (orders, addresses).
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SearchCriteria } from '../../shared/api/search-criteria';
import { accountsWith, canAccess } from '../../shared/permissions';
import { boxChoices, boxes, boxPictures, boxStatusTypes, boxTypes, boxUsers } from '../../shared/administration/boxes';
import { USER_NOT_IN_ACCOUNT } from '../../shared/administration/users';
import { IMAGE_TYPES } from '../../shared/rules/display';
import { validateUploadedFile } from '../../shared/rules/file-upload';
import { isStrictBase64 } from '../../shared/rules/base64';
import { sniffImageType } from '../../shared/rules/image-content';
import type { Message } from '../../shared/rules/message';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { orderImages } from '../../shared/rules/product-images';
import { PRODUCT_MESSAGES } from '../../shared/rules/products';
import { accountScope, authOf } from '../auth/context';
import type { Tx } from '../db';
import {
  boxCounts,
  boxes as boxesTable,
  boxPictures as picturesTable,
  boxStatusTypes as boxStatusTable,
  boxTypes as boxTypesTable,
  boxUsers as boxUsersTable,
  clientAccounts,
  clients,
  clientAccountWarehouses,
  images,
  providers,
  providerSites,
  warehouses,
} from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, changingNotAllowed, forbidden, notFound } from '../lib/errors';
import { fileBodyLimit } from '../lib/uploaded-files';
import { bind, columnsOf, outer } from '../registry/binding';
import { keptAdminListCount, keptRowsUnder } from './admin-list-counts';
import { keptBoxListCount } from './box-list-counts';
import { queueBoxUserMail } from './box-user-mail';
import type { ActionBinding } from '../registry/route-kinds';
import { pickColumns } from '../db/columns';
import { accountMember } from './users';

const IMAGE_ACCEPT = IMAGE_TYPES.map((ext) => `.${ext}`);
const invalid = (field: string, key: string, params?: Message['params']) =>
  badRequest(VALIDATION_FAILED, { [field]: key }, 'VALIDATION', params ? { [field]: params } : undefined);

/** The site a box stands at, with the address its warehouse takes; a site that does not exist is refused on the field. */
async function siteOf(tx: Tx, idProviderSite: string) {
  const [site] = await tx
    .select({ ...pickColumns(providerSites, 'address1', 'address2', 'zipCode', 'city'), country: providerSites.countryISO2 })
    .from(providerSites)
    .where(eq(providerSites.idProviderSite, idProviderSite));
  if (!site) throw invalid('idProviderSite', GENERIC_MESSAGES.unknownReference);
  return site;
}

const typesBinding: ActionBinding<typeof boxTypes> = {
  kind: boxTypes,
  run: async (tx) => ({ boxTypes: await tx.select().from(boxTypesTable).orderBy(asc(boxTypesTable.displayOrder)) }),
};
const statusTypesBinding: ActionBinding<typeof boxStatusTypes> = {
  kind: boxStatusTypes,
  run: async (tx) => ({ boxStatusTypes: await tx.select().from(boxStatusTable).orderBy(asc(boxStatusTable.displayOrder)) }),
};

const choicesBinding: ActionBinding<typeof boxChoices> = {
  kind: boxChoices,
  run: async (tx, { request }) => {
    const permissions = authOf(request).accountPermissions;
    const viewed = accountsWith(permissions, 'View', 'AdminBoxAdministration');
    const accounts = await tx
      .select({
        ...pickColumns(clientAccounts, 'idClientAccount', 'idClient'),
        clientName: clients.clientName,
        ...pickColumns(clientAccounts, 'accountCode', 'accountName'),
      })
      .from(clientAccounts)
      .innerJoin(clients, eq(clients.idClient, clientAccounts.idClient))
      .where(viewed === 'all' ? undefined : viewed.length ? inArray(clientAccounts.idClientAccount, viewed) : sql`false`)
      .orderBy(asc(clients.clientName), asc(clientAccounts.accountName));
    const sites = await tx
      .select({
        ...pickColumns(providerSites, 'idProviderSite', 'idProvider'),
        providerName: providers.providerName,
        providerEnabled: providers.enabled,
        ...pickColumns(providerSites, 'siteName', 'city', 'statusCode'),
      })
      .from(providerSites)
      .innerJoin(providers, eq(providers.idProvider, providerSites.idProvider))
      .orderBy(asc(providers.providerName), asc(providerSites.siteName));
    return {
      clientAccounts: accounts.map((a) => ({
        ...a,
        canCreate: canAccess(permissions, { action: 'Create', subject: 'AdminBoxAdministration', idClientAccount: a.idClientAccount }),
      })),
      providerSites: sites,
    };
  },
};

/** The filters box_counts keeps a total by: one value each (the list's and the spec's ?idClientAccount=). */
const COUNTED: Record<string, PgColumn> = pickColumns(boxCounts, 'idClientAccount', 'idProvider', 'idProviderSite', 'boxStatusCode', 'boxTypeCode');

/** A box list's total from box_counts, in the caller's accounts, when every filter is one it keeps. */
async function countedBoxes(db: Tx, { request, criteria, query }: { request: FastifyRequest; criteria: SearchCriteria; query: Record<string, unknown> }) {
  const conditions: SQL[] = [];
  for (const group of criteria.filterGroups) {
    const [filter, ...more] = group.filters;
    const column = COUNTED[filter.field];
    if (more.length || !column || filter.conditionType !== 'eq' || filter.value === null) return undefined;
    conditions.push(eq(column, String(filter.value)));
  }
  if (typeof query.idClientAccount === 'string') conditions.push(eq(boxCounts.idClientAccount, query.idClientAccount));
  const reach = accountScope(request, 'View', boxes.subject);
  if (reach !== 'all') conditions.push(reach.length ? inArray(boxCounts.idClientAccount, reach) : sql`false`);
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${boxCounts.boxCount}), 0)`.mapWith(Number) })
    .from(boxCounts)
    .where(and(...conditions));
  return total;
}

export const boxesBinding = bind({
  description: boxes,
  table: boxesTable,
  nested: {
    ...columnsOf(boxesTable.idClientAccount, clientAccounts.idClientAccount, {
      ...pickColumns(clientAccounts, 'idClient', 'accountCode', 'accountName'),
    }),
    userCount: keptRowsUnder('boxUser', outer(boxesTable.idBox)),
  },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  count: countedBoxes,
  beforeWrite: async (tx, { values, current }) => {
    if (current) {
      if (values.idClientAccount !== undefined && values.idClientAccount !== current.idClientAccount) throw changingNotAllowed('Account');
      const idProviderSite = String(values.idProviderSite ?? current.idProviderSite);
      const site = await siteOf(tx, idProviderSite);
      await tx
        .update(warehouses)
        .set({ warehouseName: String(values.boxName ?? current.boxName), ...site })
        .where(eq(warehouses.idWarehouse, current.idBox));
      return { ...values, idClientAccount: current.idClientAccount };
    }
    const site = await siteOf(tx, String(values.idProviderSite));
    const [warehouse] = await tx
      .insert(warehouses)
      .values({ warehouseName: String(values.boxName), warehouseType: 'BOX', ...site })
      .returning({ idWarehouse: warehouses.idWarehouse });
    await tx.insert(clientAccountWarehouses).values({ idClientAccount: String(values.idClientAccount), idWarehouse: warehouse.idWarehouse });
    return { ...values, idBox: warehouse.idWarehouse };
  },
  // The box, then the account's link to its warehouse, then the warehouse (its users and pictures go with the box).
  beforeDelete: async (tx, { current }) => {
    await tx.delete(boxesTable).where(eq(boxesTable.idBox, current.idBox));
    await tx
      .delete(clientAccountWarehouses)
      .where(and(eq(clientAccountWarehouses.idClientAccount, current.idClientAccount), eq(clientAccountWarehouses.idWarehouse, current.idBox)));
    await tx.delete(warehouses).where(eq(warehouses.idWarehouse, current.idBox));
  },
  kinds: [typesBinding, statusTypesBinding, choicesBinding],
});

/**
 * The box a path names, when the caller may reach it for `action` (box administration on its
 * account); otherwise the refusal of a record out of reach (404 for all-accounts holders).
 */
async function reachableBox(db: Tx, request: FastifyRequest, idBox: string, action: 'View' | 'Create' | 'Edit') {
  const reach = accountScope(request, action, 'AdminBoxAdministration');
  const [box] = await db.select({ idBox: boxesTable.idBox, idClientAccount: boxesTable.idClientAccount }).from(boxesTable).where(eq(boxesTable.idBox, idBox));
  if (reach === 'all') {
    if (!box) throw notFound();
    return box;
  }
  if (!box || !reach.includes(box.idClientAccount)) throw forbidden();
  return box;
}

const ofUser = (column: 'first_name' | 'last_name' | 'email') =>
  sql`(select u.${sql.raw(column)} from users u where u.id_user = ${outer(boxUsersTable.idUser)})`;

export const boxUsersBinding = bind({
  description: boxUsers,
  table: boxUsersTable,
  nested: { firstName: ofUser('first_name'), lastName: ofUser('last_name'), email: ofUser('email') },
  shape: ({ idClientAccount: _account, createdAt: _createdAt, ...record }) => record,
  reachParent: async (db, { request, params, action }) => {
    await reachableBox(db, request, params.idBox, action);
  },
  count: (db, { params, criteria }) => keptAdminListCount(db, 'boxUser', params.idBox, criteria, { enabled: { key: 'firstKey', flag: true } }),
  beforeWrite: async (tx, { request, values, current }) => {
    if (current) return { ...values, idUser: current.idUser, idClientAccount: current.idClientAccount };
    const box = await reachableBox(tx, request, String(values.idBox), 'Create');
    // Users of the box's account only (the composite foreign key holds it; this names the field).
    if (!(await accountMember(tx, box.idClientAccount, String(values.idUser)))) throw invalid('idUser', USER_NOT_IN_ACCOUNT);
    // A user already in the box is refused by the unique key (409 on idUser), which rolls the mail back too.
    await queueBoxUserMail(tx, request, 'added', {
      idBox: box.idBox,
      idUser: String(values.idUser),
      activityBeginDate: String(values.activityBeginDate),
      activityEndDate: (values.activityEndDate as string | null | undefined) ?? null,
    });
    return { ...values, idClientAccount: box.idClientAccount };
  },
  beforeDelete: async (tx, { request, current }) => {
    await queueBoxUserMail(tx, request, 'removed', current);
  },
});

/** The image of a picture: its name, file name and real type, beside the picture's row. */
const ofImage = (column: 'image_name' | 'image_file_name' | 'file_type') =>
  sql`(select i.${sql.raw(column)} from images i where i.id_image = ${outer(picturesTable.idImage)})`;

/**
 * The box's pictures in order after one is added, changed or removed: the products' rule
 * (positions 1..n, the marked one the default, else the first). The others' new places are
 * written here; the answer is the changed picture's place and flag.
 */
async function arrange(
  tx: Tx,
  idBox: string,
  change: { idBoxPicture: string | null; displayPosition?: number; defaultImage?: boolean } | null,
  removed?: string,
) {
  const stored = await tx
    .select({ idBoxPicture: picturesTable.idBoxPicture, displayPosition: picturesTable.displayPosition, defaultImage: picturesTable.defaultImage })
    .from(picturesTable)
    .where(eq(picturesTable.idBox, idBox))
    .orderBy(asc(picturesTable.displayPosition), asc(picturesTable.createdAt));
  const own = change?.idBoxPicture ? stored.find((p) => p.idBoxPicture === change.idBoxPicture) : undefined;
  const list: { idBoxPicture: string | null; defaultImage: boolean }[] = stored
    .filter((p) => p.idBoxPicture !== removed && p.idBoxPicture !== change?.idBoxPicture)
    .map((p) => ({ idBoxPicture: p.idBoxPicture, defaultImage: p.defaultImage }));
  let self: { idBoxPicture: string | null; defaultImage: boolean } | undefined;
  if (change) {
    self = { idBoxPicture: change.idBoxPicture, defaultImage: change.defaultImage ?? own?.defaultImage ?? false };
    const wanted = change.displayPosition ?? own?.displayPosition ?? list.length + 1;
    list.splice(Math.min(Math.max(wanted - 1, 0), list.length), 0, self);
    if (change.defaultImage) for (const item of list) item.defaultImage = item === self;
  }
  const ordered = orderImages(list.map((item, index) => ({ ...item, displayPosition: index + 1 })));
  for (const item of ordered) {
    const before = stored.find((p) => p.idBoxPicture === item.idBoxPicture);
    if (item.idBoxPicture === change?.idBoxPicture || !before) continue;
    if (before.displayPosition !== item.displayPosition || before.defaultImage !== item.defaultImage) {
      await tx
        .update(picturesTable)
        .set({ displayPosition: item.displayPosition, defaultImage: item.defaultImage })
        .where(eq(picturesTable.idBoxPicture, before.idBoxPicture));
    }
  }
  const placed = ordered[list.indexOf(self!)];
  return placed ? { displayPosition: placed.displayPosition, defaultImage: placed.defaultImage } : {};
}

/** A new picture's image: its content checked and stored, or an image the caller uploaded (POST /images) whose bytes are an image. */
async function pictureImage(tx: Tx, request: FastifyRequest, values: Record<string, unknown>): Promise<string> {
  const imageName = String(values.imageName ?? '');
  const named = validateUploadedFile({ name: imageName, size: 0 }, { fileTitle: imageName });
  if (named) throw invalid('imageName', named.key, named.params);
  const { idUser, actingUser } = authOf(request);
  if (typeof values.image === 'string' && values.image) {
    if (!isStrictBase64(values.image)) throw invalid('image', 'validation.file.unsupportedType');
    const bytes = Buffer.from(values.image, 'base64');
    const imageFileName = String(values.imageFileName ?? '');
    const problem = validateUploadedFile(
      { name: imageFileName, type: String(values.fileType ?? ''), size: bytes.length },
      { accept: IMAGE_ACCEPT, fileTitle: imageName },
    );
    if (problem)
      throw invalid(
        problem.key === 'validation.file.nameTooLong' || problem.key === 'validation.file.nameTooShort' ? 'imageFileName' : 'image',
        problem.key,
        problem.params,
      );
    const fileType = sniffImageType(bytes);
    if (!fileType) throw invalid('image', 'validation.file.unsupportedType');
    const [stored] = await tx
      .insert(images)
      .values({ imageName, imageFileName, fileType, size: bytes.length, content: bytes, idUserUploadedBy: actingUser.idUser })
      .returning({ idImage: images.idImage });
    return stored.idImage;
  }
  if (typeof values.idImage !== 'string') throw invalid('image', 'validation.file.required');
  const [stored] = await tx.select().from(images).where(eq(images.idImage, values.idImage));
  // Nobody links (and so reads) someone else's picture by guessing its id.
  if (!stored || (stored.idUserUploadedBy !== idUser && stored.idUserUploadedBy !== actingUser.idUser)) throw invalid('idImage', PRODUCT_MESSAGES.unknownImage);
  if (!sniffImageType(stored.content)) throw invalid('image', 'validation.file.unsupportedType');
  await tx.update(images).set({ imageName }).where(eq(images.idImage, stored.idImage));
  return stored.idImage;
}

export const boxPicturesBinding = bind({
  description: boxPictures,
  table: picturesTable,
  // A picture may come with its image's bytes (base64), up to the spec's file size.
  bodyLimit: fileBodyLimit(),
  nested: { imageName: ofImage('image_name'), imageFileName: ofImage('image_file_name'), fileType: ofImage('file_type') },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  count: (db, { params, criteria }) => keptBoxListCount(db, 'picture', params.idBox, criteria),
  // The accounts' boxes read once into an array (see boxRowsReached): the box's (box, position) index keeps its order.
  ownedBy: (db, accounts) =>
    sql`${picturesTable.idBox} = any(array(${db.select({ id: boxesTable.idBox }).from(boxesTable).where(inArray(boxesTable.idClientAccount, accounts))}))`,
  reachParent: async (db, { request, params, action }) => {
    await reachableBox(db, request, params.idBox, action);
  },
  beforeWrite: async (tx, { request, values, current }) => {
    const idBox = String(values.idBox);
    if (current) {
      if (values.imageName !== undefined) {
        const named = validateUploadedFile({ name: String(values.imageName), size: 0 }, { fileTitle: String(values.imageName) });
        if (named) throw invalid('imageName', named.key, named.params);
        await tx
          .update(images)
          .set({ imageName: String(values.imageName) })
          .where(eq(images.idImage, current.idImage));
      }
      const place = await arrange(tx, idBox, {
        idBoxPicture: current.idBoxPicture,
        displayPosition: values.displayPosition as number | undefined,
        defaultImage: values.defaultImage as boolean | undefined,
      });
      return { ...place, idImage: current.idImage };
    }
    const idImage = await pictureImage(tx, request, values);
    const place = await arrange(tx, idBox, {
      idBoxPicture: null,
      displayPosition: values.displayPosition as number | undefined,
      defaultImage: values.defaultImage as boolean | undefined,
    });
    return { idBox, idImage, ...place };
  },
  beforeDelete: async (tx, { current }) => {
    await arrange(tx, current.idBox, null, current.idBoxPicture);
  },
});
