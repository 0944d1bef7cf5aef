/**
 * Names people pick records by must tell them apart. The spec keys none of these names, so this
 * is the portal's rule: a client's name is unique (case ignored), and so are an account's name
 * and code within its client. The database enforces each with the unique key named here; a
 * duplicate answers 409 with the field and its message (in both locales under `validation.unique`).
 */
export const UNIQUE_NAMES = {
  clients_name_unique: { field: 'clientName', message: 'A client with this name already exists.', key: 'validation.unique.clientName' },
  client_accounts_name_unique: {
    field: 'accountName',
    message: 'This client already has an account with this name.',
    key: 'validation.unique.accountName',
  },
  client_accounts_code_unique: {
    field: 'accountCode',
    message: 'This client already has an account with this code.',
    key: 'validation.unique.accountCode',
  },
} as const;
