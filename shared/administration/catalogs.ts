/** Catalogs of an account, and which of its groups see each one (spec part 3). */
import { z } from 'zod';
import { FIELD_LIMITS, requiredText, wholeNumberSchema } from '../rules/field-limits';
import { defineResource, type SavePart } from '../registry/define';
import { actionsOf, linkSet } from '../registry/route-kinds';

const id = z.uuid();

export const catalogGroupRecord = z.object({ idCatalogGroup: id, idClientAccountGroup: id, enabled: z.boolean() });

export const catalogRecord = z.object({
  idCatalog: id,
  idClientAccount: id,
  catalogName: z.string(),
  displayPosition: z.number(),
  enabled: z.boolean(),
  groups: z.array(catalogGroupRecord),
});

export const catalogInput = z.object({
  catalogName: requiredText(FIELD_LIMITS.catalogName),
  displayPosition: wholeNumberSchema.default(0),
  enabled: z.boolean('validation.invalid').default(true),
});

const catalogGroupInput = z.object({ idClientAccountGroup: z.uuid('validation.required'), enabled: z.boolean('validation.invalid').default(true) });
/** The catalog with the groups that see it, each link switched on or off. */
export const catalogSaveInput = catalogInput.extend({ groups: z.array(catalogGroupInput).optional() });
type CatalogSave = z.infer<typeof catalogSaveInput>;
type GroupLink = z.infer<typeof catalogGroupInput>;

/** Group links: missing added, surplus removed, a link whose switch changed saved again. */
const groupsPart: SavePart<CatalogSave, GroupLink> = {
  name: 'groups',
  items: (body) => body.groups,
  key: (link) => link.idClientAccountGroup,
  equal: (stored, wanted) => stored.enabled === wanted.enabled,
};

const catalogPath = '/clients/{idClient}/accounts/{idClientAccount}/catalogs/{idCatalog}';
const access = { subject: 'AdminCatalogs', account: { placeholder: 'idClientAccount' } } as const;

/**
 * The spec's group-link calls of a catalog: GET and POST .../catalogs/{id}/groups, PUT and DELETE
 * .../groups/{idClientAccountGroup}; a PUT of the collection saves the whole set as a diff.
 */
export const catalogGroupLinks = linkSet({
  name: 'catalogGroups',
  tag: 'catalogs',
  access,
  path: `${catalogPath}/groups`,
  link: z.object({ idClientAccountGroup: id, enabled: z.boolean() }),
  key: (link) => link.idClientAccountGroup,
  equal: (stored, wanted) => stored.enabled === wanted.enabled,
  body: z.object({ groups: z.array(catalogGroupInput) }),
  answer: z.object({ groups: z.array(catalogGroupRecord) }),
  wanted: (body) => body.groups,
  summaries: { read: 'Read the groups that see a catalog', save: 'Save the groups that see a catalog (missing added, surplus removed)' },
  single: {
    item: `${catalogPath}/groups/{idClientAccountGroup}`,
    // The spec's bodies name the catalog and the link too; the path's ids are the ones that count.
    add: catalogGroupInput.extend({ idCatalog: z.uuid('validation.invalid').optional() }),
    change: z.object({ idCatalogGroup: z.uuid('validation.invalid').optional(), enabled: z.boolean('validation.invalid') }),
    linkOf: (body) => ({ idClientAccountGroup: String(body.idClientAccountGroup), enabled: body.enabled !== false }),
    summaries: { add: 'Let a group see a catalog', change: "Switch a group's view of a catalog on or off", remove: 'Stop a group seeing a catalog' },
  },
});

/** GET .../catalogs/all (spec part 3, section 7): every catalog of the account at once, by display position, for its administrators. */
export const allCatalogs = actionsOf('catalogs', access).list('catalogs', catalogRecord, {
  name: 'allCatalogs',
  path: '/clients/{idClient}/accounts/{idClientAccount}/catalogs/all',
  summary: 'List every catalog of an account (no paging)',
});

export const catalogs = defineResource({
  name: 'catalogs',
  route: 'admin/catalog',
  subject: 'AdminCatalogs',
  ownership: 'account',
  idField: 'idCatalog',
  paths: {
    list: '/clients/{idClient}/accounts/{idClientAccount}/catalogs',
    item: '/clients/{idClient}/accounts/{idClientAccount}/catalogs/{id}',
  },
  envelope: 'catalog',
  listEnvelope: 'catalogs',
  record: catalogRecord,
  input: catalogInput,
  savePlan: { input: catalogSaveInput, parts: [groupsPart] },
  kinds: [catalogGroupLinks, allCatalogs],
  list: {
    searchFields: ['catalogName'],
    sortFields: ['displayPosition', 'catalogName', 'enabled'],
    filterFields: ['catalogName', 'enabled'],
    defaultSort: { field: 'displayPosition', direction: 'ASC' },
  },
  example: ({ unique }) => ({ catalogName: `Catalog ${unique}`.slice(0, 50), displayPosition: 1 }),
  columns: ['idCatalog', 'catalogName', 'displayPosition', 'enabled'],
});
