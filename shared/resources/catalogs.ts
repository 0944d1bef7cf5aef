/** Catalogs of an account, and which of its groups see each one (spec part 3). */
import { z } from 'zod';
import { FIELD_LIMITS, requiredText, wholeNumberSchema } from '../rules/field-limits';
import { defineResource, type SavePart } from './define';

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
  list: {
    searchFields: ['catalogName'],
    sortFields: ['displayPosition', 'catalogName', 'enabled'],
    filterFields: ['catalogName', 'enabled'],
    defaultSort: { field: 'displayPosition', direction: 'ASC' },
    perPage: 25,
  },
  example: ({ unique }) => ({ catalogName: `Catalog ${unique}`.slice(0, 50), displayPosition: 1 }),
  columns: ['idCatalog', 'catalogName', 'displayPosition', 'enabled'],
});
