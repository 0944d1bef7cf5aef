/** Groups of an account's users, and their members. Groups decide what shipping methods and catalogs users see. */
import { z } from 'zod';
import { FIELD_LIMITS, requiredText } from '../rules/field-limits';
import { defineResource } from '../registry/define';

const id = z.uuid();

export const groupRecord = z.object({
  idClientAccountGroup: id,
  idClientAccount: id,
  groupName: z.string(),
  enabled: z.boolean(),
});

export const groupInput = z.object({
  groupName: requiredText(FIELD_LIMITS.groupName),
  enabled: z.boolean('validation.invalid').default(true),
  // Sent by the spec's create call; the account in the path is the one that counts.
  idClientAccount: z.uuid('validation.invalid').optional(),
});

export const groups = defineResource({
  name: 'groups',
  route: 'admin/groups',
  subject: 'AdminGroups',
  ownership: 'account',
  idField: 'idClientAccountGroup',
  paths: {
    list: '/clients/{idClient}/accounts/{idClientAccount}/groups',
    item: '/clients/{idClient}/accounts/{idClientAccount}/groups/{id}',
  },
  envelope: 'group',
  record: groupRecord,
  input: groupInput,
  list: {
    searchFields: ['groupName'],
    sortFields: ['groupName', 'enabled'],
    filterFields: ['groupName', 'enabled'],
    defaultSort: { field: 'groupName', direction: 'ASC' },
  },
  example: ({ unique }) => ({ groupName: `Group ${unique}`, enabled: true }),
  columns: ['idClientAccountGroup', 'groupName', 'enabled'],
});

export const groupUserRecord = z.object({
  idClientAccountGroupUser: id,
  idClientAccountGroup: id,
  idUser: id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** The user must be associated with the group's account. */
export const groupUserInput = z.object({ idUser: z.uuid('validation.required') });

export const groupUsers = defineResource({
  name: 'groupUsers',
  route: null,
  subject: 'AdminGroups',
  ownership: 'account',
  idField: 'idClientAccountGroupUser',
  paths: {
    list: '/clients/{idClient}/accounts/{idClientAccount}/groups/{idClientAccountGroup}/users',
    item: '/clients/{idClient}/accounts/{idClientAccount}/groups/{idClientAccountGroup}/users/{id}',
  },
  envelope: 'groupUser',
  record: groupUserRecord,
  input: groupUserInput,
  list: {
    searchFields: [],
    sortFields: ['idUser'],
    filterFields: ['idUser'],
    defaultSort: { field: 'idUser', direction: 'ASC' },
    perPage: 10000,
  },
  example: ({ idUser }) => ({ idUser }),
  columns: ['idClientAccountGroupUser', 'idUser', 'firstName', 'lastName', 'email'],
});
