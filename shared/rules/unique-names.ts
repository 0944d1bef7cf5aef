/**
 * Names people pick records by must tell them apart. The spec keys none of these names, so this
 * is the portal's rule: a client's name is unique (case ignored), and so are an account's name
 * and code within its client, a role's name among the admin roles and within its client (across
 * its accounts, whose roles are offered side by side), and a group's, a catalog's and an address
 * book's name within their account; a provider's name and code, a site's name within its provider
 * and a box's number within its site. The database enforces each with the unique key named here; a
 * duplicate answers 409 with the field and its message (in both locales under `validation.unique`).
 */
import type { KeysUnder } from '../i18n/translation-keys';

type UniqueName = KeysUnder<'validation.unique.'> extends `validation.unique.${infer Name}` ? Name : never;

/**
 * One refusal: its key `validation.unique.<name>` (a key missing from the locales fails to compile),
 * its English text, and the field it names, the name itself unless two keys refuse one field (roles).
 */
const refusal = <const Name extends UniqueName>(name: Name, message: string, field: string = name) => ({
  field,
  message,
  key: `validation.unique.${name}` as const,
});

export const UNIQUE_NAMES = {
  clients_name_unique: refusal('clientName', 'A client with this name already exists.'),
  client_accounts_name_unique: refusal('accountName', 'This client already has an account with this name.'),
  client_accounts_code_unique: refusal('accountCode', 'This client already has an account with this code.'),
  roles_admin_name_unique: refusal('adminRole', 'An admin role with this name already exists.', 'role'),
  roles_client_name_unique: refusal('role', 'This client already has a role with this name.'),
  client_account_groups_name_unique: refusal('groupName', 'This account already has a group with this name.'),
  catalogs_name_unique: refusal('catalogName', 'This account already has a catalog with this name.'),
  address_books_name_unique: refusal('addressBookName', 'This account already has an address book with this name.'),
  providers_name_unique: refusal('providerName', 'A provider with this name already exists.'),
  providers_code_unique: refusal('providerCode', 'A provider with this code already exists.'),
  provider_sites_name_unique: refusal('siteName', 'This provider already has a site with this name.'),
  boxes_number_unique: refusal('boxNumber', 'This site already has a box with this number.'),
};
