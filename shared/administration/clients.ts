import { z } from 'zod';
import { FIELD_LIMITS, requiredText } from '../rules/field-limits';
import { defineResource } from '../registry/define';

const id = z.uuid();
const imageId = z.uuid().nullable();

export const clientRecord = z.object({
  idClient: id,
  clientName: z.string(),
  idLogoImage: imageId,
  idCoverImage: imageId,
  presetColor: z.string().nullable(),
  accounts: z.array(z.object({ idClientAccount: id, accountName: z.string(), accountCode: z.string() })),
});

export const clientInput = z.object({
  clientName: requiredText(FIELD_LIMITS.clientName),
  presetColor: z.string().nullable().default(null),
  idLogoImage: imageId.default(null),
  idCoverImage: imageId.default(null),
});

export const clients = defineResource({
  name: 'clients',
  route: 'admin/client',
  subject: 'AdminClients',
  ownership: 'client',
  idField: 'idClient',
  paths: { list: '/clients', item: '/clients/{id}' },
  envelope: 'client',
  record: clientRecord,
  input: clientInput,
  list: {
    searchFields: ['clientName'],
    sortFields: ['clientName', 'presetColor'],
    filterFields: ['idClient', 'clientName', 'presetColor'],
    defaultSort: { field: 'clientName', direction: 'ASC' },
  },
  example: ({ unique }) => ({ clientName: `Atelier Verdier ${unique}`, presetColor: 'navy' }),
  columns: ['idClient', 'clientName', 'presetColor', 'idLogoImage', 'idCoverImage'],
});
