/**
 * Names people pick records by must tell them apart. The spec keys none of these names, so this
 * is the portal's rule: a client's name is unique (case ignored), and so are an account's name
 * and code within its client, a role's name among the admin roles and within its client (across
 * its accounts, whose roles are offered side by side), and a group's, a catalog's and an address
 * book's name within their account; a provider's name and code, a site's name within its provider
 * and a box's number within its site. The database enforces each with the unique key named here; a
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
  roles_admin_name_unique: { field: 'role', message: 'An admin role with this name already exists.', key: 'validation.unique.adminRole' },
  roles_client_name_unique: { field: 'role', message: 'This client already has a role with this name.', key: 'validation.unique.role' },
  client_account_groups_name_unique: {
    field: 'groupName',
    message: 'This account already has a group with this name.',
    key: 'validation.unique.groupName',
  },
  catalogs_name_unique: { field: 'catalogName', message: 'This account already has a catalog with this name.', key: 'validation.unique.catalogName' },
  address_books_name_unique: {
    field: 'addressBookName',
    message: 'This account already has an address book with this name.',
    key: 'validation.unique.addressBookName',
  },
  providers_name_unique: { field: 'providerName', message: 'A provider with this name already exists.', key: 'validation.unique.providerName' },
  providers_code_unique: { field: 'providerCode', message: 'A provider with this code already exists.', key: 'validation.unique.providerCode' },
  provider_sites_name_unique: { field: 'siteName', message: 'This provider already has a site with this name.', key: 'validation.unique.siteName' },
  boxes_number_unique: { field: 'boxNumber', message: 'This site already has a box with this number.', key: 'validation.unique.boxNumber' },
} as const;
