/**
 * Quotas of an account (spec part 2 sections 3, 5, 7; part 3 quotas admin): how many units of a
 * product the users a quota covers may order over its period. Type 1 (hierarchy) covers the users
 * placed in a hierarchy model's tree, type 2 (group) the members of a group, type 3 (personal)
 * the users listed on it (saved with the quota, also through `.../quota/{q}/personal`).
 *
 * The spec shows no rule for how a quota is shared: here each quota is one pool of units for the
 * users it covers, and one quota per product and orderer is enforced (governingQuota). The
 * orderer's own view reads `/userinfo/quota`.
 *
 * Beside the quota saved with its users, its sub-calls (declared below, View, Create and Edit on
 * AdminQuotas in the path's account; a quota, model or group of another account answers 404):
 * - GET .../quota/{q}/hierarchy, GET .../quota/hierarchy/{model}: the tree of the quota's model
 *   (or of a model, for a new quota) with the people on each level (quotaHierarchy);
 * - GET .../quota/{q}/usergroup, GET .../quota/usergroup/{g}: the group with its users (quotaUserGroup);
 * - GET .../quota/{q}/personal -> quotaPersonals; POST the same path with { idUser } adds one;
 *   PUT .../personal/{idQuotaPersonal} with { idUser } names another user (a personal quota only,
 *   users of the quota's account only).
 */
import { z } from 'zod';
import { GENERIC_MESSAGES as M } from '../rules/message';
import { PERIOD_TYPES, QUOTA_MESSAGES, QUOTA_TYPES, UNIT_TYPES, validityInOrder } from '../rules/quotas';
import { defineResource, idPart } from '../registry/define';
import { actionsOf } from '../registry/route-kinds';

const id = z.uuid();
const whole = z.number({ error: M.notANumber }).int({ error: M.notWhole });
/** A calendar day ('YYYY-MM-DD') or a date-time with its offset. */
const dateText = z.string({ error: M.required }).regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: 'validation.date.format' });

export const quotaUserRecord = z.object({
  idQuotaPersonal: id,
  idUser: id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});

export const quotaRecord = z.object({
  idQuota: id,
  idClientAccount: id,
  quotaType: z.number(),
  idHierarchyModel: id.nullable(),
  hierarchyLabel: z.string().nullable(),
  idUserGroup: id.nullable(),
  groupName: z.string().nullable(),
  idProduct: id,
  productName: z.string(),
  sku: z.string(),
  productSKUClient: z.string().nullable(),
  quota: z.number(),
  quotaUsed: z.number(),
  enabled: z.boolean(),
  priority: z.number(),
  validPeriodType: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  unitType: z.number(),
  status: z.number(),
  users: z.array(quotaUserRecord),
});

export const quotaInput = z.object({
  quotaType: z.union([z.literal(QUOTA_TYPES.hierarchy), z.literal(QUOTA_TYPES.group), z.literal(QUOTA_TYPES.user)], { error: M.required }),
  idHierarchyModel: id.nullish(),
  idUserGroup: id.nullish(),
  idProduct: z.uuid({ error: M.required }),
  quota: whole.positive({ error: M.notPositive }),
  enabled: z.boolean('validation.invalid').default(true),
  priority: whole.min(1, { error: M.notPositive }).default(1),
  validPeriodType: z.union([z.literal(PERIOD_TYPES.annual), z.literal(PERIOD_TYPES.custom)], { error: M.required }).default(PERIOD_TYPES.annual),
  validFrom: dateText.nullish(),
  validTo: dateText,
  unitType: z.literal(UNIT_TYPES.unit).default(UNIT_TYPES.unit),
});

/** The quota with its personal users; the target its type needs is required, the others are cleared. */
export const quotaSaveInput = quotaInput.extend({ users: z.array(z.object({ idUser: z.uuid() })).optional() }).superRefine((q, ctx) => {
  if (q.quotaType === QUOTA_TYPES.hierarchy && !q.idHierarchyModel)
    ctx.addIssue({ code: 'custom', path: ['idHierarchyModel'], message: QUOTA_MESSAGES.target });
  if (q.quotaType === QUOTA_TYPES.group && !q.idUserGroup) ctx.addIssue({ code: 'custom', path: ['idUserGroup'], message: QUOTA_MESSAGES.target });
  if (q.quotaType === QUOTA_TYPES.user && q.users !== undefined && q.users.length === 0)
    ctx.addIssue({ code: 'custom', path: ['users'], message: QUOTA_MESSAGES.target });
  if (!validityInOrder(q.validFrom, q.validTo)) ctx.addIssue({ code: 'custom', path: ['validTo'], message: QUOTA_MESSAGES.dates });
});
type QuotaSave = z.infer<typeof quotaSaveInput>;

/** Personal users by user (a personal quota's only); a user given twice counts once. */
const usersPart = idPart('users', 'idUser', (body: QuotaSave) =>
  body.users === undefined ? undefined : body.quotaType === QUOTA_TYPES.user ? body.users.map((u) => u.idUser) : [],
);

const person = z.object({ idUser: id, firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() });
/** A level of a hierarchy model's tree, in tree order, with the people placed on it. */
export const quotaHierarchyNode = z.object({ idHierarchyNode: id, idParentNode: id.nullable(), label: z.string(), level: z.number(), users: z.array(person) });
/** A group with its members. */
export const quotaUserGroup = z.object({ idUserGroup: id, groupName: z.string(), quotaUsers: z.array(person) });
/** A personal quota's user, as its sub-calls answer it: the quota's entry naming its quota. */
export const quotaPersonalRecord = z.object({ idQuotaPersonal: id, idQuota: id, ...quotaUserRecord.omit({ idQuotaPersonal: true }).shape });
const personalInput = z.object({ idUser: z.uuid() });

const BASE = '/client/account/{idClientAccount}/quota';
const calls = actionsOf('quotas', { subject: 'AdminQuotas', account: { placeholder: 'idClientAccount' } });

export const quotaHierarchy = calls.list('quotaHierarchy', quotaHierarchyNode, {
  name: 'readQuotaHierarchy',
  path: `${BASE}/{idQuota}/hierarchy`,
  summary: "The tree of a quota's hierarchy model, with the people on each level",
});
export const modelHierarchy = calls.list('quotaHierarchy', quotaHierarchyNode, {
  name: 'readQuotaModelHierarchy',
  path: `${BASE}/hierarchy/{idHierarchyModel}`,
  summary: 'The tree of a hierarchy model, with the people on each level (for a new quota)',
});
export const quotaGroup = calls.read({
  name: 'readQuotaUserGroup',
  path: `${BASE}/{idQuota}/usergroup`,
  answer: z.object({ quotaUserGroup: quotaUserGroup.nullable() }),
  summary: "A quota's group with its users (null for a quota of another type)",
});
export const userGroupMembers = calls.read({
  name: 'readQuotaGroupMembers',
  path: `${BASE}/usergroup/{idUserGroup}`,
  answer: z.object({ quotaUserGroup }),
  summary: 'A group of the account with its users (for a new quota)',
});
const personalsAnswer = z.object({ quotaPersonals: z.array(quotaPersonalRecord) });
export const quotaPersonals = calls.list('quotaPersonals', quotaPersonalRecord, {
  name: 'readQuotaPersonals',
  path: `${BASE}/{idQuota}/personal`,
  summary: "A personal quota's users",
});
export const addQuotaPersonal = calls.action({
  name: 'addQuotaPersonal',
  method: 'POST',
  action: 'Create',
  path: `${BASE}/{idQuota}/personal`,
  body: personalInput,
  answer: personalsAnswer,
  status: 201,
  summary: 'Add a user of the account to a personal quota',
});
export const changeQuotaPersonal = calls.action({
  name: 'changeQuotaPersonal',
  method: 'PUT',
  action: 'Edit',
  path: `${BASE}/{idQuota}/personal/{idQuotaPersonal}`,
  body: personalInput,
  answer: personalsAnswer,
  status: 200,
  summary: "Name another user of the account on a personal quota's entry",
});

/** The sub-calls' paths, read from their declarations. */
export const QUOTA_SUBCALL_PATHS = {
  hierarchy: quotaHierarchy.path,
  modelHierarchy: modelHierarchy.path,
  usergroup: quotaGroup.path,
  group: userGroupMembers.path,
  personal: quotaPersonals.path,
  personalItem: changeQuotaPersonal.path,
} as const;

export const quotas = defineResource({
  name: 'quotas',
  route: 'admin/quota',
  subject: 'AdminQuotas',
  ownership: 'account',
  idField: 'idQuota',
  paths: {
    list: '/client/account/{idClientAccount}/quota',
    item: '/client/account/{idClientAccount}/quota/{id}',
  },
  envelope: 'quota',
  listEnvelope: 'quotas',
  record: quotaRecord,
  input: quotaInput,
  savePlan: { input: quotaSaveInput, parts: [usersPart] },
  kinds: [quotaHierarchy, modelHierarchy, quotaGroup, userGroupMembers, quotaPersonals, addQuotaPersonal, changeQuotaPersonal],
  list: {
    searchFields: [],
    sortFields: ['priority', 'quotaType', 'quota', 'quotaUsed', 'validTo', 'enabled'],
    filterFields: ['quotaType', 'idProduct', 'enabled', 'idHierarchyModel', 'idUserGroup'],
    defaultSort: { field: 'priority', direction: 'ASC' },
  },
  example: ({ idProduct, idUser }) => ({
    quotaType: QUOTA_TYPES.user,
    idProduct,
    quota: 10,
    validPeriodType: PERIOD_TYPES.custom,
    validTo: '2099-12-31',
    users: [{ idUser }],
  }),
  columns: ['idQuota', 'quotaType', 'productName', 'sku', 'quota', 'quotaUsed', 'priority', 'validPeriodType', 'validFrom', 'validTo', 'enabled'],
});

/** A quota as its orderer sees it (`/userinfo/quota`): what it allows, what is used and what remains. */
export const userQuotaRecord = z.object({
  ...quotaRecord.pick({ idQuota: true, idClientAccount: true, quotaType: true, idProduct: true, productName: true, sku: true, productSKUClient: true }).shape,
  idImage: z.string().nullable(),
  quota: z.number(),
  quotaUsed: z.number(),
  remaining: z.number(),
  ...quotaRecord.pick({ priority: true, validPeriodType: true, validFrom: true, validTo: true, unitType: true, status: true }).shape,
  searchEntity: z.object({ name: z.string(), idEntity: z.string() }).nullable(),
});
export type UserQuota = z.infer<typeof userQuotaRecord>;

/** The acting user's quotas of the account the query names (one when idQuota is given), a page at a time. */
export const userQuotas = calls.read({
  name: 'readUserQuotas',
  // The account is the query's: the registry lets in a holder in any account, the server checks the one named.
  access: { subject: 'QuotasQuotas', account: 'any' },
  path: '/userinfo/quota',
  query: z.object({
    idClientAccount: z.uuid(),
    idQuota: z.uuid().optional(),
    currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(1000).default(50),
  }),
  answer: z.object({
    items: z.array(userQuotaRecord),
    searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }),
  }),
  summary: "The acting user's quotas in an account, with what each allows, what is used and what remains",
});
