/**
 * Storage boxes of client accounts (spec part 3: Box admin screens /admin/box-administration,
 * /admin/create-box, /admin/edit-box/{id}; calls GET /box/boxs?{query}&idClientAccount=, GET, PUT,
 * DELETE /box/boxs/{id}, POST /box/boxs, GET /box/boxtypes, GET /box/boxstatustypes), with the
 * users who work in each (GET with page size 10000, POST /box/boxs/{idBox}/users, DELETE
 * .../users/{idUser}) and its pictures (GET, POST /box/boxs/{idBox}/pictures, GET, PUT, DELETE
 * .../pictures/{id}).
 *
 * A box is a warehouse of type BOX of its account: creating one creates that warehouse (named
 * as the box, at its site's address) and the account's link to it, in one transaction; its id is
 * the warehouse's, so the portal's warehouse choice and the box screens name the same record.
 * Boxes belong to client accounts (AdminBoxAdministration on the account), and stand at sites of
 * providers that only all-accounts administrators manage (providers.ts): the box form picks its
 * site from `GET /box/choices`, which box administrators may read.
 */
import { z } from 'zod';
import { BOX_MESSAGES, DEFAULT_BOX_STATUS, periodInOrder } from '../rules/boxes';
import { codeSchema, FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { defineResource } from '../registry/define';
import { actionsOf } from '../registry/route-kinds';

const id = z.uuid();
const access = { subject: 'AdminBoxAdministration', account: 'any' } as const;
const calls = actionsOf('boxes', access);

export const boxTypeEntry = z.object({ boxTypeCode: z.string(), displayOrder: z.number(), activ: z.boolean() });
export const boxStatusEntry = z.object({ boxStatusCode: z.string(), displayOrder: z.number(), activ: z.boolean() });

/** GET /box/boxtypes: shown when active, by display order. */
export const boxTypes = calls.list('boxTypes', boxTypeEntry, { path: '/box/boxtypes', summary: 'List the types of boxes' });

/** GET /box/boxstatustypes: shown when active, by display order. */
export const boxStatusTypes = calls.list('boxStatusTypes', boxStatusEntry, { path: '/box/boxstatustypes', summary: 'List the statuses of boxes' });

export const boxAccountChoice = z.object({
  idClientAccount: id,
  idClient: id,
  clientName: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  /** The caller may create boxes in it (Create on box administration there). */
  canCreate: z.boolean(),
});
export const boxSiteChoice = z.object({
  idProviderSite: id,
  idProvider: id,
  providerName: z.string(),
  providerEnabled: z.boolean(),
  siteName: z.string(),
  city: z.string(),
  statusCode: z.string(),
});

/**
 * What the box form picks from: the accounts whose boxes the caller administers, and every
 * provider's sites (by provider name, then site name), which box administrators may not list
 * through the providers' own calls.
 */
export const boxChoices = calls.read({
  name: 'boxChoices',
  path: '/box/choices',
  answer: z.object({ clientAccounts: z.array(boxAccountChoice), providerSites: z.array(boxSiteChoice) }),
  summary: 'List the accounts and provider sites a box may be given',
});

export const boxRecord = z.object({
  idBox: id,
  idClientAccount: id,
  idClient: id,
  accountCode: z.string(),
  accountName: z.string(),
  boxNumber: z.string(),
  boxName: z.string(),
  boxTypeCode: z.string(),
  boxStatusCode: z.string(),
  idProvider: id,
  idProviderSite: id,
  providerName: z.string(),
  providerSiteName: z.string(),
  comment: z.string().nullable(),
  userCount: z.number(),
});

export const boxInput = z.object({
  /** The box's account; it never changes ('Changing Account is not allowed!'). */
  idClientAccount: z.uuid('validation.required'),
  boxNumber: requiredText(FIELD_LIMITS.boxNumber).pipe(codeSchema),
  boxName: requiredText(FIELD_LIMITS.boxName),
  boxTypeCode: requiredText(20),
  boxStatusCode: requiredText(20).default(DEFAULT_BOX_STATUS),
  idProviderSite: z.uuid('validation.required'),
  comment: maxText(FIELD_LIMITS.comment).nullish(),
});

export const boxes = defineResource({
  name: 'boxes',
  route: 'admin/box-administration',
  subject: 'AdminBoxAdministration',
  ownership: 'account',
  idField: 'idBox',
  paths: { list: '/box/boxs', item: '/box/boxs/{id}' },
  envelope: 'box',
  record: boxRecord,
  input: boxInput,
  kinds: [boxTypes, boxStatusTypes, boxChoices],
  list: {
    // Provider and site are filters (most boxes share them): the search reads trigram indexes.
    searchFields: ['boxNumber', 'boxName'],
    sortFields: ['providerName', 'providerSiteName', 'boxNumber', 'boxName', 'boxTypeCode', 'boxStatusCode'],
    filterFields: ['idClientAccount', 'idProvider', 'idProviderSite', 'boxTypeCode', 'boxStatusCode'],
    // Spec: provider name and site name ascending (then the box number).
    defaultSort: { field: 'providerName', direction: 'ASC' },
    tieBreaks: {
      providerName: [
        { field: 'providerSiteName', direction: 'ASC' },
        { field: 'boxNumber', direction: 'ASC' },
      ],
      providerSiteName: [{ field: 'boxNumber', direction: 'ASC' }],
    },
    queryParams: ['idClientAccount'],
  },
  example: ({ idClientAccount, idProviderSite, unique }) => ({
    idClientAccount,
    boxNumber: `B${unique}`.slice(0, 20),
    boxName: `Box ${unique}`,
    boxTypeCode: 'STANDARD',
    idProviderSite,
  }),
  columns: [
    'idBox',
    'idClientAccount',
    'accountCode',
    'boxNumber',
    'boxName',
    'boxTypeCode',
    'boxStatusCode',
    'providerName',
    'idProviderSite',
    'providerSiteName',
    'comment',
    'userCount',
  ],
});

export const boxUserRecord = z.object({
  idBoxUser: id,
  idBox: id,
  idUser: id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  activityBeginDate: z.string(),
  activityEndDate: z.string().nullable(),
  enabled: z.boolean(),
});

/** A user of the box's account, over a period (its end, if any, not before its beginning). */
export const boxUserInput = z
  .object({
    idUser: z.uuid('validation.required'),
    activityBeginDate: z.iso.date('validation.required'),
    activityEndDate: z.iso.date('validation.invalid').nullish(),
    enabled: z.boolean('validation.invalid').default(true),
  })
  .refine((user) => periodInOrder(user.activityBeginDate, user.activityEndDate), { error: BOX_MESSAGES.endBeforeBegin, path: ['activityEndDate'] });

/**
 * The users who work in a box, by user (the spec deletes `.../users/{idUser}`). Adding or removing
 * one sends them the box-user e-mail in their language; a failure to send is only logged.
 */
export const boxUsers = defineResource({
  name: 'boxUsers',
  route: null,
  subject: 'AdminBoxAdministration',
  ownership: 'account',
  idField: 'idUser',
  paths: { list: '/box/boxs/{idBox}/users', item: '/box/boxs/{idBox}/users/{id}' },
  envelope: 'boxUser',
  record: boxUserRecord,
  input: boxUserInput,
  list: {
    searchFields: [],
    sortFields: ['activityBeginDate', 'activityEndDate', 'enabled'],
    filterFields: ['enabled'],
    defaultSort: { field: 'activityBeginDate', direction: 'ASC' },
    perPage: 10000,
  },
  example: ({ idUser }) => ({ idUser, activityBeginDate: '2026-01-05' }),
  columns: ['idBoxUser', 'idBox', 'idUser', 'firstName', 'lastName', 'email', 'activityBeginDate', 'activityEndDate', 'enabled'],
});

/** A picture of one white pixel: the example of a new picture's content. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const boxPictureRecord = z.object({
  idBoxPicture: id,
  idBox: id,
  idImage: id,
  imageName: z.string(),
  imageFileName: z.string(),
  fileType: z.string(),
  displayPosition: z.number(),
  defaultImage: z.boolean(),
});

/**
 * A new picture comes with its content (base64) or names an image the caller uploaded
 * (POST /images); either passes the products' picture rules (type, 5242880 bytes, names of 1 to 50
 * characters, the real bytes). A change renames it, moves it or makes it the default.
 */
export const boxPictureInput = z.object({
  idImage: z.uuid('validation.invalid').nullish(),
  imageName: z.string('validation.required'),
  imageFileName: z.string('validation.required').optional(),
  fileType: z.string().nullish(),
  image: z.string().nullish(),
  displayPosition: z.number().int('validation.number.whole').min(1, 'validation.number.positive').optional(),
  defaultImage: z.boolean('validation.invalid').optional(),
});

/** A box's pictures in order: the first is the default unless another is marked (the products' rule). */
export const boxPictures = defineResource({
  name: 'boxPictures',
  route: null,
  subject: 'AdminBoxAdministration',
  ownership: 'account',
  idField: 'idBoxPicture',
  paths: { list: '/box/boxs/{idBox}/pictures', item: '/box/boxs/{idBox}/pictures/{id}' },
  envelope: 'boxPicture',
  record: boxPictureRecord,
  input: boxPictureInput,
  list: {
    searchFields: [],
    sortFields: ['displayPosition'],
    filterFields: ['defaultImage'],
    defaultSort: { field: 'displayPosition', direction: 'ASC' },
    perPage: 1000,
  },
  example: { imageName: 'Front', imageFileName: 'front.png', fileType: 'image/png', image: ONE_PIXEL_PNG },
  columns: ['idBoxPicture', 'idBox', 'idImage', 'imageName', 'imageFileName', 'fileType', 'displayPosition', 'defaultImage'],
});
