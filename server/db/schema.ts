/**
 * The one schema for both engines (embedded PGlite and a PostgreSQL server). Column property
 * names are the API's field names, so search criteria map onto columns with no translation table.
 * Integrity lives here: foreign keys, unique keys, checks.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { WAREHOUSE_TYPES } from '../../shared/rules/warehouse-type';
import { ORDER_STATUS_NAMES } from '../../shared/rules/statuses';
import { STOCK_CORRECTION_REASONS, type StockCorrectionReason } from '../../shared/rules/stock-corrections';
import { STATUS_HISTORY_KINDS, type StatusHistoryKind } from '../../shared/operations/common/status-history';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const pk = (name: string) =>
  uuid(name)
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A required reference to the record the row belongs to: deleting that record deletes the row. */
const ownedBy = (name: string, owner: () => AnyPgColumn) => uuid(name).notNull().references(owner, { onDelete: 'cascade' });
const account = () => ownedBy('id_client_account', () => clientAccounts.idClientAccount);
/**
 * A composite key: the row's `key` names a row of `target` in the row's own account (`target`
 * keeps a unique (key, account) pair for it), so no row links records of two accounts.
 */
const sameAccount = <K extends string>(
  name: string,
  t: Record<K | 'idClientAccount', ExtraConfigColumn>,
  key: K,
  target: Record<K | 'idClientAccount', AnyPgColumn>,
) => foreignKey({ name, columns: [t[key], t.idClientAccount], foreignColumns: [target[key], target.idClientAccount] });

/** A postal address, as an address book's addresses and a provider's sites keep it. */
const postalAddress = () => ({
  address1: varchar('address1', { length: 30 }).notNull(),
  address2: varchar('address2', { length: 30 }),
  zipCode: varchar('zip_code', { length: 10 }).notNull(),
  city: varchar('city', { length: 100 }).notNull(),
  countryISO2: varchar('country_iso2', { length: 2 })
    .notNull()
    .references(() => countries.isO2),
});

export const images = pgTable('images', {
  idImage: pk('id_image'),
  imageName: varchar('image_name', { length: 50 }).notNull(),
  imageFileName: varchar('image_file_name', { length: 255 }).notNull(),
  fileType: varchar('file_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  /** Who uploaded it: the only reader until a record (a client's logo...) points at it. */
  idUserUploadedBy: uuid('id_user_uploaded_by'),
  createdAt: createdAt(),
});

export const presetColors = pgTable('preset_colors', {
  presetColor: varchar('preset_color', { length: 30 }).primaryKey(),
  hex: varchar('hex', { length: 7 }).notNull(),
  displayPosition: integer('display_position').notNull(),
});

export const countries = pgTable('countries', {
  isO2: varchar('iso2', { length: 2 }).primaryKey(),
  countryNameEN: varchar('country_name_en', { length: 100 }).notNull(),
  countryNameFR: varchar('country_name_fr', { length: 100 }).notNull(),
});

export const cultureLanguages = pgTable('culture_languages', {
  cultureLanguageCode: varchar('culture_language_code', { length: 5 }).primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  displayPosition: integer('display_position').notNull(),
});

export const clients = pgTable(
  'clients',
  {
    idClient: pk('id_client'),
    clientName: varchar('client_name', { length: 50 }).notNull(),
    idLogoImage: uuid('id_logo_image').references(() => images.idImage, { onDelete: 'set null' }),
    idCoverImage: uuid('id_cover_image').references(() => images.idImage, { onDelete: 'set null' }),
    presetColor: varchar('preset_color', { length: 30 }).references(() => presetColors.presetColor),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('clients_name_unique').on(sql`lower(${t.clientName})`)],
);

export const clientAccounts = pgTable(
  'client_accounts',
  {
    idClientAccount: pk('id_client_account'),
    idClient: uuid('id_client')
      .notNull()
      .references(() => clients.idClient),
    accountCode: varchar('account_code', { length: 3 }).notNull(),
    accountName: varchar('account_name', { length: 50 }).notNull(),
    cultureLanguageCode: varchar('culture_language_code', { length: 5 }).notNull().default('en'),
    // An account that runs events: its users see the events menu while working in it.
    eventAccount: boolean('event_account').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('client_accounts_code_unique').on(t.idClient, t.accountCode),
    uniqueIndex('client_accounts_name_unique').on(t.idClient, sql`lower(${t.accountName})`),
    index('client_accounts_client_idx').on(t.idClient),
  ],
);

export const warehouses = pgTable(
  'warehouses',
  {
    idWarehouse: pk('id_warehouse'),
    warehouseName: varchar('warehouse_name', { length: 50 }).notNull(),
    warehouseType: varchar('warehouse_type', { length: 10 }).notNull(),
    address1: varchar('address1', { length: 30 }),
    address2: varchar('address2', { length: 30 }),
    zipCode: varchar('zip_code', { length: 10 }),
    city: varchar('city', { length: 100 }),
    country: varchar('country', { length: 2 }).references(() => countries.isO2),
  },
  (t) => [check('warehouse_type_check', sql`${t.warehouseType} in (${sql.raw(WAREHOUSE_TYPES.map((type) => `'${type}'`).join(', '))})`)],
);

export const clientAccountWarehouses = pgTable(
  'client_account_warehouses',
  {
    idClientAccountWarehouse: pk('id_client_account_warehouse'),
    idClientAccount: account(),
    idWarehouse: uuid('id_warehouse')
      .notNull()
      .references(() => warehouses.idWarehouse),
    accountWMS: varchar('account_wms', { length: 50 }),
    wmsProductFamilyCode: varchar('wms_product_family_code', { length: 50 }),
  },
  (t) => [unique('client_account_warehouses_unique').on(t.idClientAccount, t.idWarehouse)],
);

export const applications = pgTable('applications', {
  idApplication: pk('id_application'),
  applicationType: varchar('application_type', { length: 10 }).notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  description: varchar('description', { length: 320 }),
  url: varchar('url', { length: 500 }),
  idImage: uuid('id_image').references(() => images.idImage),
});

/**
 * The built-in identity directory: who can sign in, with which password. Portal users point at
 * an identity; an external identity provider would replace this table, not the users table.
 */
export const identities = pgTable(
  'identities',
  {
    idIdentity: pk('id_identity'),
    email: varchar('email', { length: 320 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    givenName: varchar('given_name', { length: 50 }).notNull(),
    surname: varchar('surname', { length: 50 }).notNull(),
    displayName: varchar('display_name', { length: 101 }).notNull(),
    /** Who created it: an identity not linked to a user yet is managed by its creator only. */
    idUserCreatedBy: uuid('id_user_created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identities_email_unique').on(sql`lower(${t.email})`)],
);

export const users = pgTable(
  'users',
  {
    idUser: pk('id_user'),
    idIdentity: uuid('id_identity').references(() => identities.idIdentity, { onDelete: 'set null' }),
    idClient: uuid('id_client').references(() => clients.idClient),
    email: varchar('email', { length: 320 }).notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    mobile: varchar('mobile', { length: 20 }),
    phone: varchar('phone', { length: 50 }),
    cultureLanguageCode: varchar('culture_language_code', { length: 5 }).notNull().default('en'),
    company: varchar('company', { length: 50 }),
    companySite: varchar('company_site', { length: 50 }),
    department: varchar('department', { length: 50 }),
    jobTitle: varchar('job_title', { length: 50 }),
    canMasquerade: boolean('can_masquerade').notNull().default(false),
    // The session's quota flags (spec User): set where quotas and budget quotas are given to the user.
    hasQuotas: boolean('has_quotas').notNull().default(false),
    hasBudgetQuotas: boolean('has_budget_quotas').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    unique('users_identity_unique').on(t.idIdentity),
    // The users list: "contains" search on each of its search fields (trigrams serve ILIKE), and
    // a client's users in last-name order.
    index('users_first_name_trgm_idx').using('gin', sql`${t.firstName} gin_trgm_ops`),
    index('users_last_name_trgm_idx').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_client_last_name_idx').on(t.idClient, t.lastName),
  ],
);

export const userApplications = pgTable(
  'user_applications',
  {
    idUser: ownedBy('id_user', () => users.idUser),
    idApplication: ownedBy('id_application', () => applications.idApplication),
  },
  (t) => [unique('user_applications_unique').on(t.idUser, t.idApplication)],
);

export const roles = pgTable(
  'roles',
  {
    idRole: pk('id_role'),
    role: varchar('role', { length: 50 }).notNull(),
    isAdminRole: boolean('is_admin_role').notNull().default(false),
    idClient: uuid('id_client').references(() => clients.idClient),
    idClientAccount: uuid('id_client_account').references(() => clientAccounts.idClientAccount),
  },
  // A role name is unique among the admin roles (no client), and within a client across its accounts (shared/rules/unique-names.ts).
  (t) => [
    uniqueIndex('roles_client_name_unique').on(t.idClient, sql`lower(${t.role})`),
    uniqueIndex('roles_admin_name_unique')
      .on(sql`lower(${t.role})`)
      .where(sql`${t.idClient} is null`),
  ],
);

/** Permissions of a role on one account (or on every account through the all-accounts marker). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    idRolePermission: pk('id_role_permission'),
    idRole: ownedBy('id_role', () => roles.idRole),
    idClientAccount: uuid('id_client_account').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 60 }).notNull(),
  },
  (t) => [unique('role_permissions_unique').on(t.idRole, t.idClientAccount, t.action, t.subject)],
);

/**
 * The accounts a client user is associated with. Roles in an account need the association (the
 * foreign key below), so removing a user from an account removes their roles and group
 * memberships there too.
 */
export const userAccounts = pgTable(
  'user_accounts',
  {
    idClientAccountUser: pk('id_client_account_user'),
    idUser: ownedBy('id_user', () => users.idUser),
    idClientAccount: account(),
  },
  (t) => [unique('user_accounts_unique').on(t.idUser, t.idClientAccount), index('user_accounts_account_idx').on(t.idClientAccount)],
);

/** A user's roles: application-wide (no account) or per client account (idApplicationRole). */
export const userRoles = pgTable(
  'user_roles',
  {
    idApplicationRole: pk('id_application_role'),
    idUser: ownedBy('id_user', () => users.idUser),
    idRole: uuid('id_role')
      .notNull()
      .references(() => roles.idRole),
    idClientAccount: uuid('id_client_account').references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('user_roles_unique').on(t.idUser, t.idRole, t.idClientAccount).nullsNotDistinct(),
    sameAccount('user_roles_association_fk', t, 'idUser', userAccounts).onDelete('cascade'),
  ],
);

/** Features switched on for an account (the names are ACCOUNT_FEATURES in shared). */
export const clientAccountFeatures = pgTable(
  'client_account_features',
  {
    idClientAccountFeature: pk('id_client_account_feature'),
    idClientAccount: account(),
    feature: varchar('feature', { length: 50 }).notNull(),
  },
  (t) => [unique('client_account_features_unique').on(t.idClientAccount, t.feature)],
);

/** Groups of users of an account; they decide which shipping methods, catalogs and address books are visible. */
export const clientAccountGroups = pgTable(
  'client_account_groups',
  {
    idClientAccountGroup: pk('id_client_account_group'),
    idClientAccount: account(),
    groupName: varchar('group_name', { length: 50 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  // The pair is unique so that group members can point at it (a member is in the group's account).
  (t) => [
    unique('client_account_groups_account_unique').on(t.idClientAccountGroup, t.idClientAccount),
    uniqueIndex('client_account_groups_name_unique').on(t.idClientAccount, sql`lower(${t.groupName})`),
  ],
);

/**
 * Members of a group. The account is repeated so that two foreign keys hold the rule "a member
 * belongs to the group's account": leaving the account leaves its groups.
 */
export const clientAccountGroupUsers = pgTable(
  'client_account_group_users',
  {
    idClientAccountGroupUser: pk('id_client_account_group_user'),
    idClientAccountGroup: uuid('id_client_account_group').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idUser: uuid('id_user').notNull(),
  },
  (t) => [
    unique('client_account_group_users_unique').on(t.idClientAccountGroup, t.idUser),
    sameAccount('group_users_group_fk', t, 'idClientAccountGroup', clientAccountGroups).onDelete('cascade'),
    sameAccount('group_users_association_fk', t, 'idUser', userAccounts).onDelete('cascade'),
  ],
);

/** Account address books, shared with the account's users through groups. */
export const addressBooks = pgTable(
  'address_books',
  {
    idAddressBook: pk('id_address_book'),
    idClientAccount: account(),
    addressBookName: varchar('address_book_name', { length: 50 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  // The pair is unique so that the book's groups and addresses can point at it with their account;
  // a book's name is unique within its account, case ignored (pickers and imports name books by it).
  (t) => [
    unique('address_books_account_unique').on(t.idAddressBook, t.idClientAccount),
    index('address_books_account_idx').on(t.idClientAccount),
    uniqueIndex('address_books_name_unique').on(t.idClientAccount, sql`lower(${t.addressBookName})`),
  ],
);

/** The groups whose members see a book; both in the book's account (two composite foreign keys). */
export const addressBookGroups = pgTable(
  'address_book_groups',
  {
    idAddressBookGroup: pk('id_address_book_group'),
    idAddressBook: uuid('id_address_book').notNull(),
    idClientAccountGroup: uuid('id_client_account_group').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
  },
  (t) => [
    unique('address_book_groups_unique').on(t.idAddressBook, t.idClientAccountGroup),
    index('address_book_groups_group_idx').on(t.idClientAccountGroup),
    sameAccount('address_book_groups_book_fk', t, 'idAddressBook', addressBooks).onDelete('cascade'),
    sameAccount('address_book_groups_group_fk', t, 'idClientAccountGroup', clientAccountGroups).onDelete('cascade'),
  ],
);

/**
 * Addresses of an account address book (idAddressBook) or of one user's own address book
 * (idUser): exactly one of the two is set. Lengths are the spec's field limits.
 */
export const addressBookAddresses = pgTable(
  'address_book_addresses',
  {
    idAddressBookAddress: pk('id_address_book_address'),
    idAddressBook: uuid('id_address_book'),
    /**
     * The book's account, for an account book's address: filled from the book by a trigger
     * (address_book_addresses_account), so that administration lists and checks go by account.
     */
    idClientAccount: uuid('id_client_account'),
    idUser: uuid('id_user').references(() => users.idUser, { onDelete: 'cascade' }),
    addressType: varchar('address_type', { length: 20 }),
    addressName: varchar('address_name', { length: 50 }).notNull(),
    reference: varchar('reference', { length: 30 }),
    firstname: varchar('firstname', { length: 20 }),
    lastname: varchar('lastname', { length: 20 }),
    companyName: varchar('company_name', { length: 50 }),
    ...postalAddress(),
    deliveryInstruction: varchar('delivery_instruction', { length: 320 }),
    mobile: varchar('mobile', { length: 20 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 320 }),
    comment: varchar('comment', { length: 320 }),
    openingSchedules: varchar('opening_schedules', { length: 20 }),
    enabled: boolean('enabled').notNull().default(true),
    readOnly: boolean('read_only').notNull().default(false),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    idWarehouse: uuid('id_warehouse').references(() => warehouses.idWarehouse),
  },
  (t) => [
    check('address_book_addresses_owner_check', sql`num_nonnulls(${t.idAddressBook}, ${t.idUser}) = 1`),
    // A book that does not exist leaves the account empty: refused here (the foreign key skips nulls).
    check('address_book_addresses_account_check', sql`(${t.idAddressBook} is null) = (${t.idClientAccount} is null)`),
    // The order types pick addresses by type (shared/rules/address.ts): no other value is stored.
    check('address_book_addresses_type_check', sql`${t.addressType} in ('DELIVERY', 'WAREHOUSE', 'BOX')`),
    sameAccount('address_book_addresses_book_fk', t, 'idAddressBook', addressBooks).onDelete('cascade'),
    index('address_book_addresses_user_idx').on(t.idUser),
    index('address_book_addresses_book_idx').on(t.idAddressBook),
  ],
);

/**
 * One sign-in: the family of every refresh token rotated from it. Access tokens carry its id,
 * so signing out (or a reused refresh token) revokes the whole family and its access tokens.
 */
export const signInSessions = pgTable('sign_in_sessions', {
  idSession: pk('id_session'),
  idUser: uuid('id_user')
    .notNull()
    .references(() => users.idUser, { onDelete: 'cascade' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Refresh tokens of a session; `revokedAt` is set when one is used, so a second use is a reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    idRefreshToken: pk('id_refresh_token'),
    idSession: ownedBy('id_session', () => signInSessions.idSession),
    idUser: ownedBy('id_user', () => users.idUser),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.idSession)],
);

/** Failed sign-ins, counted per e-mail and per address to throttle password guessing. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    idFailure: pk('id_failure'),
    email: varchar('email', { length: 320 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    /** The known device the attempt came from (its device token's id); null for any other. */
    idDevice: uuid('id_device'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_email_idx').on(t.email, t.failedAt),
    index('sign_in_failures_address_idx').on(t.address, t.failedAt),
    index('sign_in_failures_device_idx').on(t.idDevice, t.failedAt),
  ],
);

/** Single-use, expiring set-password links; only a hash of the token is kept. */
export const passwordTokens = pgTable('password_tokens', {
  idPasswordToken: pk('id_password_token'),
  idIdentity: uuid('id_identity')
    .notNull()
    .references(() => identities.idIdentity, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Server-wide settings: the token-signing secret shared by every instance, the maintenance flag. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
});

/** What the built-in mail middleware was asked to send (the outbox a real relay would drain). */
/** How far the mail middleware got with a mail: waiting (or being retried), handed to the relay, or given up. */
export const MAIL_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

/**
 * The mail middleware's outbox. With a relay configured (SMTP_URL) each row is delivered after
 * the commit that wrote it (server/mail/delivery.ts): a server claims it by moving
 * `next_attempt_at` past the time the attempt may take (a lease), so several servers never send
 * one mail twice, and records the outcome. `sent_parts` counts the personalizations already sent,
 * so a retry goes on from the first one not sent.
 */
export const mails = pgTable(
  'mails',
  {
    idMail: pk('id_mail'),
    templateId: varchar('template_id', { length: 100 }).notNull(),
    fromEmail: varchar('from_email', { length: 320 }).notNull(),
    payload: text('payload').notNull(),
    createdAt: createdAt(),
    deliveryState: varchar('delivery_state', { length: 20, enum: MAIL_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentParts: integer('sent_parts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 1000 }),
  },
  (t) => [
    index('mails_created_at_idx').on(t.createdAt),
    index('mails_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveryState} = 'pending'`),
    check('mails_delivery_state_check', sql`${t.deliveryState} in ('pending', 'delivered', 'failed')`),
  ],
);

/** Who masqueraded as whom, in which account, from when until when. */
export const masqueradeSessions = pgTable('masquerade_sessions', {
  idMasquerade: pk('id_masquerade'),
  idUser: uuid('id_user')
    .notNull()
    .references(() => users.idUser),
  idUserMasquerade: uuid('id_user_masquerade')
    .notNull()
    .references(() => users.idUser),
  idClientAccount: uuid('id_client_account').references(() => clientAccounts.idClientAccount),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/**
 * Every write made through the API: by whom it was made (the signed-in user) and as whom (the
 * acting user, different while masquerading), so a masqueraded write names both users.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    idAudit: pk('id_audit'),
    idUser: uuid('id_user').notNull(),
    idUserActing: uuid('id_user_acting').notNull(),
    idMasquerade: uuid('id_masquerade').references(() => masqueradeSessions.idMasquerade),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    statusCode: integer('status_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_masquerade_idx').on(t.idMasquerade)],
);

// ---------------------------------------------------------------------------------------------
// Catalog: shipping methods, catalogs and their category trees, products and everything a
// product carries, attributes, kits and stock. Link tables repeat idClientAccount so that
// composite foreign keys hold "both ends belong to the same account" in the database itself:
// an API call cannot link a product of one account to a tag, group or category of another.
// ---------------------------------------------------------------------------------------------

/** Files attached to products (and later to carts and orders): the content, like images. */
export const documents = pgTable('documents', {
  idDocument: pk('id_document'),
  documentName: varchar('document_name', { length: 50 }).notNull(),
  documentFileName: varchar('document_file_name', { length: 255 }).notNull(),
  fileType: varchar('file_type', { length: 100 }).notNull(),
  documentSize: integer('document_size').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

const position = () => integer('display_position').notNull().default(0);
const nonNegative = (name: string, column: SQLWrapper) => check(name, sql`${column} >= 0`);

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    idShippingMethod: pk('id_shipping_method'),
    idClientAccount: account(),
    shippingMethodCode: varchar('shipping_method_code', { length: 20 }).notNull(),
    shippingMethodName: varchar('shipping_method_name', { length: 50 }).notNull(),
    description: varchar('description', { length: 320 }),
    enabled: boolean('enabled').notNull().default(true),
    displayPosition: position(),
    isProvisionAtDock: boolean('is_provision_at_dock').notNull().default(false),
    transportDays: integer('transport_days'),
    minDeliveryDays: integer('min_delivery_days'),
    maxDeliveryDays: integer('max_delivery_days'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('shipping_methods_account_unique').on(t.idShippingMethod, t.idClientAccount),
    uniqueIndex('shipping_methods_code_unique').on(t.idClientAccount, sql`lower(${t.shippingMethodCode})`),
    index('shipping_methods_account_position_idx').on(t.idClientAccount, t.displayPosition),
    check('shipping_methods_code_check', sql`${t.shippingMethodCode} ~ '^[A-Za-z0-9_.-]+$'`),
    check('shipping_methods_days_check', sql`${t.transportDays} >= 0 and ${t.minDeliveryDays} >= 0 and ${t.maxDeliveryDays} >= ${t.minDeliveryDays}`),
    nonNegative('shipping_methods_position_check', t.displayPosition),
  ],
);

/** Which groups see a shipping method (spec: shippingMethodGroups). */
export const shippingMethodGroups = pgTable(
  'shipping_method_groups',
  {
    idShippingMethodGroup: pk('id_shipping_method_group'),
    idShippingMethod: uuid('id_shipping_method').notNull(),
    idClientAccountGroup: uuid('id_client_account_group').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
  },
  (t) => [
    unique('shipping_method_groups_unique').on(t.idShippingMethod, t.idClientAccountGroup),
    index('shipping_method_groups_group_idx').on(t.idClientAccountGroup),
    sameAccount('shipping_method_groups_method_fk', t, 'idShippingMethod', shippingMethods).onDelete('cascade'),
    sameAccount('shipping_method_groups_group_fk', t, 'idClientAccountGroup', clientAccountGroups).onDelete('cascade'),
  ],
);

export const catalogs = pgTable(
  'catalogs',
  {
    idCatalog: pk('id_catalog'),
    idClientAccount: account(),
    catalogName: varchar('catalog_name', { length: 50 }).notNull(),
    displayPosition: position(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('catalogs_account_unique').on(t.idCatalog, t.idClientAccount),
    uniqueIndex('catalogs_name_unique').on(t.idClientAccount, sql`lower(${t.catalogName})`),
    index('catalogs_account_position_idx').on(t.idClientAccount, t.displayPosition),
    nonNegative('catalogs_position_check', t.displayPosition),
  ],
);

/**
 * The category tree of a catalog. The parent is in the same catalog (composite key) and deleting
 * a category deletes its subtree (cascade); a trigger refuses moves that would make a cycle.
 */
export const catalogCategories = pgTable(
  'catalog_categories',
  {
    idCatalogCategory: pk('id_catalog_category'),
    idCatalog: uuid('id_catalog').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idParentCategory: uuid('id_parent_category'),
    categoryName: varchar('category_name', { length: 50 }).notNull(),
    displayPosition: position(),
  },
  (t) => [
    unique('catalog_categories_catalog_unique').on(t.idCatalogCategory, t.idCatalog),
    unique('catalog_categories_account_unique').on(t.idCatalogCategory, t.idClientAccount),
    index('catalog_categories_tree_idx').on(t.idCatalog, t.idParentCategory, t.displayPosition),
    index('catalog_categories_parent_idx').on(t.idParentCategory),
    sameAccount('catalog_categories_catalog_fk', t, 'idCatalog', catalogs).onDelete('cascade'),
    foreignKey({
      name: 'catalog_categories_parent_fk',
      columns: [t.idParentCategory, t.idCatalog],
      foreignColumns: [t.idCatalogCategory, t.idCatalog],
    }).onDelete('cascade'),
    check('catalog_categories_not_own_parent', sql`${t.idParentCategory} <> ${t.idCatalogCategory}`),
    nonNegative('catalog_categories_position_check', t.displayPosition),
  ],
);

/** Which groups see a catalog, each link switched on or off (spec: catalog groups). */
export const catalogGroups = pgTable(
  'catalog_groups',
  {
    idCatalogGroup: pk('id_catalog_group'),
    idCatalog: uuid('id_catalog').notNull(),
    idClientAccountGroup: uuid('id_client_account_group').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('catalog_groups_unique').on(t.idCatalog, t.idClientAccountGroup),
    index('catalog_groups_group_idx').on(t.idClientAccountGroup),
    sameAccount('catalog_groups_catalog_fk', t, 'idCatalog', catalogs).onDelete('cascade'),
    sameAccount('catalog_groups_group_fk', t, 'idClientAccountGroup', clientAccountGroups).onDelete('cascade'),
  ],
);

export const PRODUCT_TYPES = ['SIMPLE', 'BUNDLE', 'CONFIGURABLE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const temperature = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
/** An optional code: null when absent, never an empty string (empty strings would collide in unique keys). */
const notBlank = (name: string, column: SQLWrapper) => check(name, sql`btrim(${column}) <> ''`);

/**
 * The text a product search matches: name, short name, SKU and client SKU, lower-cased, joined by
 * a control character no search term contains, so that one trigram index serves the four
 * "contains" conditions and no match spans two fields.
 */
export const productSearchText = (p: { productName: SQLWrapper; productShortName: SQLWrapper; sku: SQLWrapper; skuClient: SQLWrapper }) =>
  sql`lower(${p.productName} || chr(31) || coalesce(${p.productShortName}, '') || chr(31) || ${p.sku} || chr(31) || coalesce(${p.skuClient}, ''))`;

/** A product with every field of the spec's entity (spellings included: pricePurshase). */
export const products = pgTable(
  'products',
  {
    idProduct: pk('id_product'),
    idClientAccount: account(),
    enabled: boolean('enabled').notNull().default(true),
    expectingReturn: boolean('expecting_return').notNull().default(false),
    type: varchar('type', { length: 12 }).$type<ProductType>().notNull(),
    productName: varchar('product_name', { length: 50 }).notNull(),
    productShortName: varchar('product_short_name', { length: 25 }),
    sku: varchar('sku', { length: 15 }).notNull(),
    skuSupplier: varchar('sku_supplier', { length: 15 }),
    skuClient: varchar('sku_client', { length: 15 }),
    supplier: varchar('supplier', { length: 50 }),
    brand: varchar('brand', { length: 50 }),
    channel: varchar('channel', { length: 50 }),
    productGroup: varchar('product_group', { length: 50 }),
    productFamily: varchar('product_family', { length: 50 }),
    productSubFamily: varchar('product_sub_family', { length: 50 }),
    displayPosition: position(),
    priceSell: money('price_sell').notNull().default(0),
    pricePurshase: money('price_purshase').notNull().default(0),
    productDescription: text('product_description'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    stockThresholdAlert: integer('stock_threshold_alert'),
    stockBuffer: integer('stock_buffer'),
    prepareDays: integer('prepare_days'),
    logisticProfile: varchar('logistic_profile', { length: 50 }),
    barcodeAvailable: boolean('barcode_available').notNull().default(false),
    barcode: varchar('barcode', { length: 50 }),
    hsCode: varchar('hs_code', { length: 20 }),
    countryOfOriginIso2: varchar('country_of_origin_iso2', { length: 2 }).references(() => countries.isO2),
    handlingDescription: varchar('handling_description', { length: 320 }),
    pickingMessage: varchar('picking_message', { length: 320 }),
    minTemperature: temperature('min_temperature'),
    maxTemperature: temperature('max_temperature'),
    isPacking: boolean('is_packing').notNull().default(false),
    allowCrossdocking: boolean('allow_crossdocking').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('products_account_unique').on(t.idProduct, t.idClientAccount),
    // Codes are unique per account whatever their case ('Duplicated SKU!' and the like); nulls never collide.
    uniqueIndex('products_sku_unique').on(t.idClientAccount, sql`lower(${t.sku})`),
    uniqueIndex('products_barcode_unique').on(t.idClientAccount, sql`lower(${t.barcode})`),
    uniqueIndex('products_sku_supplier_unique').on(t.idClientAccount, sql`lower(${t.skuSupplier})`),
    index('products_search_trgm_idx').using('gin', sql`${productSearchText(t)} gin_trgm_ops`),
    index('products_account_name_idx').on(t.idClientAccount, t.productName),
    index('products_account_position_idx').on(t.idClientAccount, t.displayPosition),
    index('products_account_type_idx').on(t.idClientAccount, t.type),
    index('products_account_family_idx').on(t.idClientAccount, t.productFamily),
    index('products_account_created_idx').on(t.idClientAccount, t.createdAt),
    check('products_type_check', sql`${t.type} in ('SIMPLE', 'BUNDLE', 'CONFIGURABLE')`),
    // Simple products carry prices; bundles and configurables send 0.
    check(
      'products_prices_check',
      sql`${t.priceSell} >= 0 and ${t.pricePurshase} >= 0 and (${t.type} = 'SIMPLE' or (${t.priceSell} = 0 and ${t.pricePurshase} = 0))`,
    ),
    check('products_temperatures_check', sql`${t.minTemperature} < ${t.maxTemperature}`),
    check('products_counts_check', sql`${t.displayPosition} >= 0 and ${t.stockThresholdAlert} >= 0 and ${t.stockBuffer} >= 0 and ${t.prepareDays} >= 0`),
    notBlank('products_sku_check', t.sku),
    notBlank('products_barcode_check', t.barcode),
    notBlank('products_sku_supplier_check', t.skuSupplier),
    notBlank('products_sku_client_check', t.skuClient),
  ],
);

/** A product's pictures; the content is in images. At most one default picture per product. */
export const productImages = pgTable(
  'product_images',
  {
    idProductImage: pk('id_product_image'),
    idProduct: ownedBy('id_product', () => products.idProduct),
    idImage: ownedBy('id_image', () => images.idImage),
    width: integer('width'),
    heigth: integer('heigth'),
    displayPosition: position(),
    defaultImage: boolean('default_image').notNull().default(false),
  },
  (t) => [
    index('product_images_product_idx').on(t.idProduct, t.displayPosition),
    // Deleting a picture's content finds its links through this index, not a scan.
    index('product_images_image_idx').on(t.idImage),
    uniqueIndex('product_images_one_default')
      .on(t.idProduct)
      .where(sql`${t.defaultImage}`),
    check('product_images_size_check', sql`${t.width} > 0 and ${t.heigth} > 0`),
  ],
);

export const productDocuments = pgTable(
  'product_documents',
  {
    idProductDocument: pk('id_product_document'),
    idProduct: ownedBy('id_product', () => products.idProduct),
    idDocument: ownedBy('id_document', () => documents.idDocument),
    documentDescription: varchar('document_description', { length: 320 }),
    displayPosition: position(),
  },
  (t) => [index('product_documents_product_idx').on(t.idProduct, t.displayPosition), index('product_documents_document_idx').on(t.idDocument)],
);

/** Composite keys tying a link row's product and its other end to the row's account. */
const sameAccountProduct = (name: string, t: { idProduct: ExtraConfigColumn; idClientAccount: ExtraConfigColumn }) =>
  sameAccount(name, t, 'idProduct', products).onDelete('cascade');

export const productCategories = pgTable(
  'product_categories',
  {
    idProductCategory: pk('id_product_category'),
    idProduct: uuid('id_product').notNull(),
    idCatalogCategory: uuid('id_catalog_category').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    displayPosition: position(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('product_categories_unique').on(t.idProduct, t.idCatalogCategory),
    index('product_categories_category_idx').on(t.idCatalogCategory, t.displayPosition),
    sameAccountProduct('product_categories_product_fk', t),
    sameAccount('product_categories_category_fk', t, 'idCatalogCategory', catalogCategories).onDelete('cascade'),
  ],
);

/**
 * What the dashboard counts of each product, kept by triggers (hand-written in the migration):
 * the top-level categories it is filed under through enabled links (sorted; null when the product
 * is disabled, gone or filed nowhere) and whether it is a simple product without available stock.
 * A row is also what a changing transaction locks for the product, so concurrent changes to one
 * product are counted one after the other. No foreign key: the row outlives a deleted product
 * until the trigger has subtracted it.
 */
export const dashboardProductStates = pgTable('dashboard_product_states', {
  idProduct: uuid('id_product').primaryKey(),
  idClientAccount: uuid('id_client_account'),
  topCategoryIds: uuid('top_category_ids').array(),
  outOfStock: boolean('out_of_stock'),
});

/**
 * The enabled products of an account counted by the set of top-level categories they are filed
 * under and by stock: visibility is resolved per catalog (a catalog's tops) at read time, and a
 * product filed twice is one row of one set, so sums over sets are distinct products. Kept by
 * the same triggers; no check on the count (signed differences are upserted, as for order counts).
 */
export const dashboardProductCounts = pgTable(
  'dashboard_product_counts',
  {
    idClientAccount: account(),
    topCategoryIds: uuid('top_category_ids').array().notNull(),
    outOfStock: boolean('out_of_stock').notNull(),
    productCount: integer('product_count').notNull(),
  },
  (t) => [primaryKey({ name: 'dashboard_product_counts_pk', columns: [t.idClientAccount, t.topCategoryIds, t.outOfStock] })],
);

export const labels = pgTable(
  'labels',
  {
    idLabel: pk('id_label'),
    idClientAccount: account(),
    labelName: varchar('label_name', { length: 50 }).notNull(),
    color: varchar('color', { length: 7 }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('labels_account_unique').on(t.idLabel, t.idClientAccount),
    uniqueIndex('labels_name_unique').on(t.idClientAccount, sql`lower(${t.labelName})`),
    check('labels_color_check', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/** A label shown on a product between two dates (either end open). */
export const productLabels = pgTable(
  'product_labels',
  {
    idProductLabel: pk('id_product_label'),
    idProduct: uuid('id_product').notNull(),
    idLabel: uuid('id_label').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('product_labels_product_idx').on(t.idProduct),
    index('product_labels_label_idx').on(t.idLabel),
    sameAccountProduct('product_labels_product_fk', t),
    sameAccount('product_labels_label_fk', t, 'idLabel', labels).onDelete('cascade'),
    check('product_labels_dates_check', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

/** Tags of an account: one name per account whatever its case (created on the fly by product saves). */
export const tags = pgTable(
  'tags',
  {
    idTag: pk('id_tag'),
    idClientAccount: account(),
    tagName: varchar('tag_name', { length: 50 }).notNull(),
  },
  (t) => [
    unique('tags_account_unique').on(t.idTag, t.idClientAccount),
    uniqueIndex('tags_name_unique').on(t.idClientAccount, sql`lower(${t.tagName})`),
    notBlank('tags_name_check', t.tagName),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    idProductTag: pk('id_product_tag'),
    idProduct: uuid('id_product').notNull(),
    idTag: uuid('id_tag').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
  },
  (t) => [
    unique('product_tags_unique').on(t.idProduct, t.idTag),
    index('product_tags_tag_idx').on(t.idTag, t.idProduct),
    sameAccountProduct('product_tags_product_fk', t),
    sameAccount('product_tags_tag_fk', t, 'idTag', tags).onDelete('cascade'),
  ],
);

/** Attributes of an account's configurable products (size, colour...) with their options. */
export const attributes = pgTable(
  'attributes',
  {
    idAttribute: pk('id_attribute'),
    idClientAccount: account(),
    attributeName: varchar('attribute_name', { length: 50 }).notNull(),
    displayPosition: position(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('attributes_account_unique').on(t.idAttribute, t.idClientAccount),
    uniqueIndex('attributes_name_unique').on(t.idClientAccount, sql`lower(${t.attributeName})`),
  ],
);

export const attributeOptions = pgTable(
  'attribute_options',
  {
    idAttributeOption: pk('id_attribute_option'),
    idAttribute: ownedBy('id_attribute', () => attributes.idAttribute),
    optionName: varchar('option_name', { length: 50 }).notNull(),
    displayPosition: position(),
  },
  (t) => [
    unique('attribute_options_attribute_unique').on(t.idAttributeOption, t.idAttribute),
    // "Options unique" (spec): within one attribute, whatever the case.
    uniqueIndex('attribute_options_name_unique').on(t.idAttribute, sql`lower(${t.optionName})`),
    notBlank('attribute_options_name_check', t.optionName),
  ],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    idProductAttribute: pk('id_product_attribute'),
    idProduct: uuid('id_product').notNull(),
    idAttribute: uuid('id_attribute').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
  },
  (t) => [
    unique('product_attributes_unique').on(t.idProduct, t.idAttribute),
    index('product_attributes_attribute_idx').on(t.idAttribute),
    sameAccountProduct('product_attributes_product_fk', t),
    sameAccount('product_attributes_attribute_fk', t, 'idAttribute', attributes).onDelete('cascade'),
  ],
);

/** The products a bundle is made of, or the variants of a configurable product, with quantities. */
export const productChildren = pgTable(
  'product_children',
  {
    idProductChild: pk('id_product_child'),
    idProduct: uuid('id_product').notNull(),
    idChild: uuid('id_child').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    unique('product_children_unique').on(t.idProduct, t.idChild),
    index('product_children_child_idx').on(t.idChild),
    sameAccountProduct('product_children_product_fk', t),
    foreignKey({ name: 'product_children_child_fk', columns: [t.idChild, t.idClientAccount], foreignColumns: [products.idProduct, products.idClientAccount] }),
    check('product_children_quantity_check', sql`${t.quantity} > 0`),
    check('product_children_not_itself', sql`${t.idChild} <> ${t.idProduct}`),
  ],
);

/** The attribute option a configurable product's child stands for (one option per attribute). */
export const productChildAttributeOptions = pgTable(
  'product_child_attribute_options',
  {
    idProductChildAttributeOption: pk('id_product_child_attribute_option'),
    idProductChild: ownedBy('id_product_child', () => productChildren.idProductChild),
    idAttribute: uuid('id_attribute').notNull(),
    idAttributeOption: uuid('id_attribute_option').notNull(),
  },
  (t) => [
    unique('product_child_attribute_options_unique').on(t.idProductChild, t.idAttribute),
    index('product_child_attribute_options_option_idx').on(t.idAttributeOption),
    foreignKey({
      name: 'product_child_attribute_options_option_fk',
      columns: [t.idAttributeOption, t.idAttribute],
      foreignColumns: [attributeOptions.idAttributeOption, attributeOptions.idAttribute],
    }).onDelete('cascade'),
  ],
);

/** How a product is packed (unit, inner box, carton, pallet): contents, sizes, weight. */
export const productPackagingUnits = pgTable(
  'product_packaging_units',
  {
    idProductPackagingUnit: pk('id_product_packaging_unit'),
    idProduct: ownedBy('id_product', () => products.idProduct),
    packagingUnitName: varchar('packaging_unit_name', { length: 50 }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    barcode: varchar('barcode', { length: 50 }),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    length: numeric('length', { precision: 10, scale: 2, mode: 'number' }),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }),
    displayPosition: position(),
  },
  (t) => [
    uniqueIndex('product_packaging_units_name_unique').on(t.idProduct, sql`lower(${t.packagingUnitName})`),
    check('product_packaging_units_quantity_check', sql`${t.quantity} > 0`),
    check('product_packaging_units_sizes_check', sql`${t.weight} > 0 and ${t.length} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** Kits: a named set of products ordered together. */
export const kits = pgTable(
  'kits',
  {
    idKit: pk('id_kit'),
    idClientAccount: account(),
    kitName: varchar('kit_name', { length: 50 }).notNull(),
    sku: varchar('sku', { length: 15 }).notNull(),
    description: varchar('description', { length: 320 }),
    enabled: boolean('enabled').notNull().default(true),
    displayPosition: position(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('kits_account_unique').on(t.idKit, t.idClientAccount),
    uniqueIndex('kits_sku_unique').on(t.idClientAccount, sql`lower(${t.sku})`),
    index('kits_account_name_idx').on(t.idClientAccount, t.kitName),
    notBlank('kits_sku_check', t.sku),
  ],
);

export const kitComponents = pgTable(
  'kit_components',
  {
    idKitComponent: pk('id_kit_component'),
    idKit: uuid('id_kit').notNull(),
    idProduct: uuid('id_product').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    quantity: integer('quantity').notNull().default(1),
    displayPosition: position(),
  },
  (t) => [
    unique('kit_components_unique').on(t.idKit, t.idProduct),
    index('kit_components_product_idx').on(t.idProduct),
    sameAccount('kit_components_kit_fk', t, 'idKit', kits).onDelete('cascade'),
    sameAccountProduct('kit_components_product_fk', t),
    check('kit_components_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Stock of a product in one of its account's warehouses. Available is physical minus reserved,
 * computed by the database; reserving more than is physically there is refused.
 */
export const productStocks = pgTable(
  'product_stocks',
  {
    idProductStock: pk('id_product_stock'),
    idProduct: uuid('id_product').notNull(),
    idWarehouse: uuid('id_warehouse').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    physicalQuantity: integer('physical_quantity').notNull().default(0),
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    availableQuantity: integer('available_quantity')
      .notNull()
      .generatedAlwaysAs(sql`physical_quantity - reserved_quantity`),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('product_stocks_unique').on(t.idProduct, t.idWarehouse),
    index('product_stocks_warehouse_idx').on(t.idWarehouse),
    // A box's inventory by quantity (its ties by product, in the sort's direction): an index walk.
    index('product_stocks_warehouse_available_idx').on(t.idWarehouse, t.availableQuantity, t.idProduct),
    sameAccountProduct('product_stocks_product_fk', t),
    // Stock only in a warehouse the account works with.
    foreignKey({
      name: 'product_stocks_account_warehouse_fk',
      columns: [t.idClientAccount, t.idWarehouse],
      foreignColumns: [clientAccountWarehouses.idClientAccount, clientAccountWarehouses.idWarehouse],
    }).onDelete('cascade'),
    check('product_stocks_quantities_check', sql`${t.physicalQuantity} >= 0 and ${t.reservedQuantity} >= 0 and ${t.reservedQuantity} <= ${t.physicalQuantity}`),
  ],
);

/**
 * Why stock moved, one code per kind of record that moves it: the opening stock of a warehouse,
 * orders placed (checkout, import), edited and cancelled, and the warehouse's own receipts,
 * shipments, regulations, corrections, outbound orders, kitting and work orders.
 */
export const STOCK_CAUSES = [
  'opening',
  'checkout',
  'import',
  'order-edit',
  'order-cancel',
  'receipt',
  'shipment',
  'regulation',
  'correction',
  'outbound',
  'kitting',
  'work-order',
  'supplier-return',
  'dekitting',
] as const;
export type StockCause = (typeof STOCK_CAUSES)[number];

/**
 * The stock ledger: every change of a stock line (physical, reserved or both) is one row here,
 * written in the statement that changes the line (server/stock/), so a line's quantities are
 * always the sums of its moves, and the stock at a past date is today's minus the moves since.
 * idReference names the causing record (an order, a receipt...), idUser who moved it (kept when
 * the user is gone, as the audit log keeps it). The moves of a line go with the line.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    idStockMovement: bigint('id_stock_movement', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idWarehouse: uuid('id_warehouse').notNull(),
    idProduct: uuid('id_product').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    physicalDelta: integer('physical_delta').notNull(),
    reservedDelta: integer('reserved_delta').notNull(),
    cause: varchar('cause', { length: 20 }).$type<StockCause>().notNull(),
    idReference: uuid('id_reference'),
    idUser: uuid('id_user'),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'stock_movements_stock_fk',
      columns: [t.idProduct, t.idWarehouse],
      foreignColumns: [productStocks.idProduct, productStocks.idWarehouse],
    }).onDelete('cascade'),
    // "The moves of a warehouse since a date" and "the moves of a product".
    index('stock_movements_warehouse_idx').on(t.idWarehouse, t.movedAt),
    index('stock_movements_product_idx').on(t.idProduct, t.movedAt),
    check('stock_movements_cause_check', sql.raw(`cause in (${STOCK_CAUSES.map((c) => `'${c}'`).join(', ')})`)),
    check('stock_movements_delta_check', sql`${t.physicalDelta} <> 0 or ${t.reservedDelta} <> 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Ordering: carts and their items, checkouts with their selected addresses and documents,
// customer orders with deliveries, delivery products and documents, and per-account order
// numbers. Stock is reserved on product_stocks in the transaction that creates the order.
// ---------------------------------------------------------------------------------------------

export const CART_TYPES = ['WAREHOUSE', 'BOX', 'EVENT'] as const;
export type CartType = (typeof CART_TYPES)[number];

/**
 * One cart per user, account, warehouse and type (an event cart per event). The warehouse is one
 * the account works with (composite key), and only an EVENT cart names an event.
 */
export const carts = pgTable(
  'carts',
  {
    idCart: pk('id_cart'),
    idUser: ownedBy('id_user', () => users.idUser),
    idClientAccount: uuid('id_client_account').notNull(),
    idWarehouse: uuid('id_warehouse').notNull(),
    type: varchar('type', { length: 10 }).$type<CartType>().notNull(),
    idEvent: uuid('id_event'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('carts_owner_unique').on(t.idUser, t.idClientAccount, t.idWarehouse, t.type, t.idEvent).nullsNotDistinct(),
    unique('carts_account_unique').on(t.idCart, t.idClientAccount),
    foreignKey({
      name: 'carts_account_warehouse_fk',
      columns: [t.idClientAccount, t.idWarehouse],
      foreignColumns: [clientAccountWarehouses.idClientAccount, clientAccountWarehouses.idWarehouse],
    }).onDelete('cascade'),
    check('carts_type_check', sql`${t.type} in ('WAREHOUSE', 'BOX', 'EVENT')`),
    check('carts_event_check', sql`(${t.type} = 'EVENT') = (${t.idEvent} is not null)`),
  ],
);

/** A product in a cart, once per cart; product and cart belong to the same account. */
export const cartItems = pgTable(
  'cart_items',
  {
    idCartItem: pk('id_cart_item'),
    idCart: uuid('id_cart').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idProduct: uuid('id_product').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cart_items_product_unique').on(t.idCart, t.idProduct),
    sameAccount('cart_items_cart_fk', t, 'idCart', carts).onDelete('cascade'),
    sameAccountProduct('cart_items_product_fk', t),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * What an orderer chooses at checkout, kept by the checkout and by a draft alike (new column
 * builders on each call: a builder belongs to one table).
 */
const checkoutChoices = () => ({
  /** The API checks the method is of the cart's account and visible to the user's groups. */
  idShippingMethod: uuid('id_shipping_method').references(() => shippingMethods.idShippingMethod, { onDelete: 'set null' }),
  /** The address-type filter of the order: DELIVERY, TRANSFERT or DESTRUCT. */
  orderType: varchar('order_type', { length: 20 }).notNull().default('DELIVERY'),
  deliveryDate: date('delivery_date', { mode: 'string' }),
  shipToMultiple: boolean('ship_to_multiple').notNull().default(false),
  addressComment: varchar('address_comment', { length: 320 }),
  orderComment: varchar('order_comment', { length: 320 }),
  orderReference: varchar('order_reference', { length: 30 }),
  poNumber: varchar('po_number', { length: 30 }),
});

/** The checkout of a cart (every field of the spec's entity); the selected addresses are in checkout_addresses. */
export const checkouts = pgTable(
  'checkouts',
  {
    idCart: uuid('id_cart').primaryKey(),
    idClientAccount: uuid('id_client_account').notNull(),
    ...checkoutChoices(),
    idBoxUser: uuid('id_box_user').references(() => users.idUser, { onDelete: 'set null' }),
    boxUserFirstName: varchar('box_user_first_name', { length: 50 }),
    boxUserLastName: varchar('box_user_last_name', { length: 50 }),
    boxUserEmail: varchar('box_user_email', { length: 320 }),
    boxUserMobile: varchar('box_user_mobile', { length: 20 }),
    boxUserPhone: varchar('box_user_phone', { length: 20 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameAccount('checkouts_cart_fk', t, 'idCart', carts).onDelete('cascade'),
    check('checkouts_order_type_check', sql`${t.orderType} in ('DELIVERY', 'TRANSFERT', 'DESTRUCT')`),
  ],
);

/** The addresses a checkout ships to, in the order they were selected (at most 100, checked by the API). */
export const checkoutAddresses = pgTable(
  'checkout_addresses',
  {
    idCheckoutAddress: pk('id_checkout_address'),
    idCart: ownedBy('id_cart', () => checkouts.idCart),
    idAddressBookAddress: ownedBy('id_address_book_address', () => addressBookAddresses.idAddressBookAddress),
    displayPosition: position(),
  },
  (t) => [unique('checkout_addresses_unique').on(t.idCart, t.idAddressBookAddress), index('checkout_addresses_cart_idx').on(t.idCart, t.displayPosition)],
);

/** Documents attached at checkout; they move to the orders the checkout creates. */
export const cartDocuments = pgTable(
  'cart_documents',
  {
    idCartDocument: pk('id_cart_document'),
    idCart: ownedBy('id_cart', () => carts.idCart),
    idDocument: ownedBy('id_document', () => documents.idDocument),
    documentDescription: varchar('document_description', { length: 320 }),
    displayPosition: position(),
  },
  (t) => [index('cart_documents_cart_idx').on(t.idCart, t.displayPosition)],
);

/** The last order number given in each account; taken with a row lock in the order's transaction. */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    idClientAccount: uuid('id_client_account')
      .primaryKey()
      .references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [nonNegative('order_numbers_last_check', t.lastNumber)],
);

export const CUSTOMER_ORDER_STATUS_CODES = [-10, 0, 1, 10, 30, 40, 50, 60, 63, 64, 66, 70] as const;

export const customerOrders = pgTable(
  'customer_orders',
  {
    idCustomerOrder: pk('id_customer_order'),
    idClientAccount: uuid('id_client_account')
      .notNull()
      .references(() => clientAccounts.idClientAccount),
    idUser: uuid('id_user')
      .notNull()
      .references(() => users.idUser),
    orderNumber: varchar('order_number', { length: 20 }).notNull(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code').notNull().default(1),
    statusName: varchar('status_name', { length: 20 }).notNull().default('Open'),
    orderType: varchar('order_type', { length: 20 }).notNull().default('DELIVERY'),
    orderReason: varchar('order_reason', { length: 50 }),
    orderReference: varchar('order_reference', { length: 30 }),
    poNumber: varchar('po_number', { length: 30 }),
    orderComment: varchar('order_comment', { length: 320 }),
    idEvent: uuid('id_event'),
    buyerReference: varchar('buyer_reference', { length: 30 }),
    buyerLastname: varchar('buyer_lastname', { length: 50 }),
    buyerFirstname: varchar('buyer_firstname', { length: 50 }),
    buyerPhone: varchar('buyer_phone', { length: 50 }),
    buyerMobile: varchar('buyer_mobile', { length: 20 }),
    buyerEmail: varchar('buyer_email', { length: 320 }),
    requesterReference: varchar('requester_reference', { length: 30 }),
    requesterLastname: varchar('requester_lastname', { length: 50 }),
    requesterFirstname: varchar('requester_firstname', { length: 50 }),
    requesterPhone: varchar('requester_phone', { length: 50 }),
    requesterMobile: varchar('requester_mobile', { length: 20 }),
    requesterEmail: varchar('requester_email', { length: 320 }),
    /** Who placed the order when it is not its user's own doing (staff ordering for a buyer); null when the buyer placed it. */
    idPlacedBy: uuid('id_placed_by').references(() => users.idUser),
  },
  (t) => [
    unique('customer_orders_number_unique').on(t.idClientAccount, t.orderNumber),
    // The orders list reads one user's orders of an account: one index per sortable column, ending
    // with the order number that breaks ties, so the first page is the index's first entries in
    // either direction; the status code and status name ones also serve the status, stock and
    // label filters. The trigram indexes serve the search's "contains" on its three columns.
    index('customer_orders_user_date_idx').on(t.idClientAccount, t.idUser, t.orderDate, t.orderNumber),
    index('customer_orders_user_number_idx').on(t.idClientAccount, t.idUser, t.orderNumber),
    index('customer_orders_user_status_idx').on(t.idClientAccount, t.idUser, t.statusCode, t.orderNumber),
    index('customer_orders_user_status_name_idx').on(t.idClientAccount, t.idUser, t.statusName, t.orderNumber),
    index('customer_orders_user_reference_idx').on(t.idClientAccount, t.idUser, t.orderReference, t.orderNumber),
    index('customer_orders_user_po_number_idx').on(t.idClientAccount, t.idUser, t.poNumber, t.orderNumber),
    // The account's orders (every buyer's) in their default sort, newest first; sorted by number
    // they walk the unique (account, number) index.
    index('customer_orders_account_date_idx').on(t.idClientAccount, t.orderDate, t.orderNumber),
    index('customer_orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
    index('customer_orders_reference_trgm_idx').using('gin', sql`${t.orderReference} gin_trgm_ops`),
    index('customer_orders_po_number_trgm_idx').using('gin', sql`${t.poNumber} gin_trgm_ops`),
    // An order import recognises the orders it placed by their reference, in any case.
    index('customer_orders_reference_idx').on(t.idClientAccount, sql`lower(${t.orderReference})`),
    check('customer_orders_status_check', sql.raw(`status_code in (${CUSTOMER_ORDER_STATUS_CODES.join(', ')})`)),
  ],
);

/**
 * How many orders each user has in an account, by status code and status name: the orders list's
 * total and the dashboard's counts by status without counting up to 100,000 rows each time.
 * Kept by statement triggers on customer_orders (hand-written SQL in its migration), in the same
 * transaction as the change, so it is always exact; a row may reach 0 and stay.
 */
export const customerOrderCounts = pgTable(
  'customer_order_counts',
  {
    idClientAccount: account(),
    idUser: ownedBy('id_user', () => users.idUser),
    statusCode: integer('status_code').notNull(),
    statusName: varchar('status_name', { length: 20 }).notNull(),
    orderCount: integer('order_count').notNull(),
  },
  // No check on the count: the triggers apply a change as one upsert of signed differences (rows
  // locked in key order, so concurrent changes never deadlock), and a check would refuse the
  // proposed negative row before the upsert turns it into a decrement.
  (t) => [primaryKey({ name: 'customer_order_counts_pk', columns: [t.idClientAccount, t.idUser, t.statusCode, t.statusName] })],
);

/**
 * When an order took each of its statuses (code and label): the order's story. Written by
 * statement triggers on customer_orders (hand-written SQL in its migration) on every insert and
 * on every update that changes the status code or label, in the changing transaction, so no
 * writer can forget it. An insert records the first status at the order's date.
 */
export const customerOrderStatusChanges = pgTable(
  'customer_order_status_changes',
  {
    idCustomerOrderStatusChange: pk('id_customer_order_status_change'),
    idCustomerOrder: ownedBy('id_customer_order', () => customerOrders.idCustomerOrder),
    statusCode: integer('status_code').notNull(),
    statusName: varchar('status_name', { length: 20 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_order_status_changes_order_idx').on(t.idCustomerOrder, t.changedAt)],
);

/** Where and when an order goes: the address is copied, so editing the address book never changes a placed order. */
export const customerOrderDeliveries = pgTable(
  'customer_order_deliveries',
  {
    idCustomerOrderDelivery: pk('id_customer_order_delivery'),
    idCustomerOrder: ownedBy('id_customer_order', () => customerOrders.idCustomerOrder),
    idWarehouse: uuid('id_warehouse')
      .notNull()
      .references(() => warehouses.idWarehouse),
    idShippingMethod: uuid('id_shipping_method').references(() => shippingMethods.idShippingMethod, { onDelete: 'set null' }),
    idAddressBookAddress: uuid('id_address_book_address').references(() => addressBookAddresses.idAddressBookAddress, { onDelete: 'set null' }),
    requestedDeliveryDate: date('requested_delivery_date', { mode: 'string' }),
    addressName: varchar('address_name', { length: 50 }),
    addressType: varchar('address_type', { length: 20 }),
    deliveryCompanyName: varchar('delivery_company_name', { length: 50 }),
    deliveryFirstname: varchar('delivery_firstname', { length: 50 }),
    deliveryLastname: varchar('delivery_lastname', { length: 50 }),
    deliveryAddress1: varchar('delivery_address1', { length: 30 }).notNull(),
    deliveryAddress2: varchar('delivery_address2', { length: 30 }),
    deliveryAddressZipCode: varchar('delivery_address_zip_code', { length: 10 }).notNull(),
    deliveryAddressCity: varchar('delivery_address_city', { length: 100 }).notNull(),
    deliveryAddressCountryISO2: varchar('delivery_address_country_iso2', { length: 2 })
      .notNull()
      .references(() => countries.isO2),
    deliveryInstruction: varchar('delivery_instruction', { length: 320 }),
    addressComment: varchar('address_comment', { length: 320 }),
    boxUserFirstName: varchar('box_user_first_name', { length: 50 }),
    boxUserLastName: varchar('box_user_last_name', { length: 50 }),
    boxUserEmail: varchar('box_user_email', { length: 320 }),
    boxUserMobile: varchar('box_user_mobile', { length: 20 }),
    boxUserPhone: varchar('box_user_phone', { length: 20 }),
    transportRequired: boolean('transport_required').notNull().default(true),
    transportType: varchar('transport_type', { length: 50 }),
    appointmentDate: timestamp('appointment_date', { withTimezone: true }),
    appointmentComment: varchar('appointment_comment', { length: 320 }),
    idRelayPointAddress: uuid('id_relay_point_address'),
    inboundName: varchar('inbound_name', { length: 50 }),
    outboundName: varchar('outbound_name', { length: 50 }),
  },
  (t) => [index('customer_order_deliveries_order_idx').on(t.idCustomerOrder)],
);

/**
 * A line of a delivery with a snapshot of the product as ordered (name, codes, price); the
 * product itself may change or go later (currentProduct is then null). A bundle's children are
 * lines of their own that keep idBundle.
 */
export const customerOrderDeliveryProducts = pgTable(
  'customer_order_delivery_products',
  {
    idCustomerOrderDeliveryProduct: pk('id_customer_order_delivery_product'),
    idCustomerOrderDelivery: ownedBy('id_customer_order_delivery', () => customerOrderDeliveries.idCustomerOrderDelivery),
    lineNumber: integer('line_number').notNull(),
    idProduct: uuid('id_product').references(() => products.idProduct, { onDelete: 'set null' }),
    idBundle: uuid('id_bundle').references(() => products.idProduct, { onDelete: 'set null' }),
    orderedQuantity: integer('ordered_quantity').notNull(),
    deliveredQuantity: integer('delivered_quantity').notNull().default(0),
    /** What the line holds of its warehouse's stock: all it still waits for, or nothing for a backorder; released exactly. */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    productName: varchar('product_name', { length: 50 }).notNull(),
    sku: varchar('sku', { length: 15 }).notNull(),
    skuClient: varchar('sku_client', { length: 15 }),
    priceSell: money('price_sell').notNull().default(0),
  },
  (t) => [
    unique('customer_order_delivery_products_line_unique').on(t.idCustomerOrderDelivery, t.lineNumber),
    index('customer_order_delivery_products_product_idx').on(t.idProduct),
    check('customer_order_delivery_products_quantity_check', sql`${t.orderedQuantity} > 0 and ${t.deliveredQuantity} between 0 and ${t.orderedQuantity}`),
    check('customer_order_delivery_products_reserved_check', sql`${t.reservedQuantity} between 0 and ${t.orderedQuantity}`),
  ],
);

/**
 * A parcel of a delivery as the carrier took it: the tracking service knows it by idTracking, and
 * trackingURL is the carrier's own page for it.
 */
export const customerOrderShipments = pgTable(
  'customer_order_shipments',
  {
    idCustomerOrderShipment: pk('id_customer_order_shipment'),
    idCustomerOrderDelivery: ownedBy('id_customer_order_delivery', () => customerOrderDeliveries.idCustomerOrderDelivery),
    idTracking: varchar('id_tracking', { length: 50 }).notNull(),
    trackingURL: varchar('tracking_url', { length: 500 }).notNull(),
    carrierName: varchar('carrier_name', { length: 50 }),
    shippedDate: timestamp('shipped_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('customer_order_shipments_tracking_unique').on(t.idTracking), index('customer_order_shipments_delivery_idx').on(t.idCustomerOrderDelivery)],
);

/** A problem reported on an order (damaged goods, a missing line...), followed by its status. */
export const customerOrderIssues = pgTable(
  'customer_order_issues',
  {
    idCustomerOrderIssue: pk('id_customer_order_issue'),
    idCustomerOrder: ownedBy('id_customer_order', () => customerOrders.idCustomerOrder),
    idUser: uuid('id_user')
      .notNull()
      .references(() => users.idUser),
    subject: varchar('subject', { length: 100 }).notNull(),
    description: varchar('description', { length: 2000 }),
    statusName: varchar('status_name', { length: 20, enum: ORDER_STATUS_NAMES }).notNull().default('Open'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_order_issues_order_idx').on(t.idCustomerOrder, t.creationDate),
    check('customer_order_issues_status_check', sql.raw(`status_name in (${ORDER_STATUS_NAMES.map((n) => `'${n}'`).join(', ')})`)),
  ],
);

export const customerOrderDocuments = pgTable(
  'customer_order_documents',
  {
    idCustomerOrderDocument: pk('id_customer_order_document'),
    idCustomerOrder: ownedBy('id_customer_order', () => customerOrders.idCustomerOrder),
    idDocument: uuid('id_document')
      .notNull()
      .references(() => documents.idDocument),
    documentDescription: varchar('document_description', { length: 320 }),
    displayPosition: position(),
  },
  (t) => [index('customer_order_documents_order_idx').on(t.idCustomerOrder, t.displayPosition)],
);

/**
 * A checkout kept for later: the cart's items, the checkout's fields, its addresses and documents,
 * in the warehouse it was made in. Saving a draft empties the cart and resets its checkout.
 */
export const draftOrders = pgTable(
  'draft_orders',
  {
    idDraft: pk('id_draft'),
    idClientAccount: account(),
    idWarehouse: uuid('id_warehouse')
      .notNull()
      .references(() => warehouses.idWarehouse),
    idUser: ownedBy('id_user', () => users.idUser),
    ...checkoutChoices(),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('draft_orders_user_idx').on(t.idClientAccount, t.idUser, t.creationDate)],
);

export const draftOrderItems = pgTable(
  'draft_order_items',
  {
    idDraftOrderItem: pk('id_draft_order_item'),
    idDraft: ownedBy('id_draft', () => draftOrders.idDraft),
    idProduct: ownedBy('id_product', () => products.idProduct),
    quantity: integer('quantity').notNull(),
  },
  (t) => [unique('draft_order_items_unique').on(t.idDraft, t.idProduct), check('draft_order_items_quantity_check', sql`${t.quantity} > 0`)],
);

export const draftOrderAddresses = pgTable(
  'draft_order_addresses',
  {
    idDraft: ownedBy('id_draft', () => draftOrders.idDraft),
    idAddressBookAddress: ownedBy('id_address_book_address', () => addressBookAddresses.idAddressBookAddress),
    displayPosition: position(),
  },
  (t) => [unique('draft_order_addresses_unique').on(t.idDraft, t.idAddressBookAddress)],
);

export const draftOrderDocuments = pgTable(
  'draft_order_documents',
  {
    idDraftOrderDocument: pk('id_draft_order_document'),
    idDraft: ownedBy('id_draft', () => draftOrders.idDraft),
    idDocument: ownedBy('id_document', () => documents.idDocument),
    documentDescription: varchar('document_description', { length: 320 }),
    displayPosition: position(),
  },
  (t) => [index('draft_order_documents_draft_idx').on(t.idDraft, t.displayPosition)],
);

/** When deliveries may be requested in an account (the shared delivery-date rule's settings); defaults apply without a row. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    idClientAccount: uuid('id_client_account')
      .primaryKey()
      .references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
    deliveryDelayInDay: integer('delivery_delay_in_day').notNull().default(1),
    deliveryMaxDelayInDay: integer('delivery_max_delay_in_day').notNull().default(60),
    deliveryDayOfWeekOrderBeforeHour: integer('delivery_day_of_week_order_before_hour'),
    deliveryWeekEndEnabled: boolean('delivery_week_end_enabled').notNull().default(false),
    deliveryDayOfWeek: integer('delivery_day_of_week'),
    deliveryDayOfWeekWeekIncrement: integer('delivery_day_of_week_week_increment'),
  },
  (t) => [
    check('delivery_settings_days_check', sql`${t.deliveryDelayInDay} >= 0 and ${t.deliveryMaxDelayInDay} >= 0`),
    check('delivery_settings_cut_off_check', sql`${t.deliveryDayOfWeekOrderBeforeHour} between 0 and 86399`),
    check('delivery_settings_day_check', sql`${t.deliveryDayOfWeek} between 0 and 6`),
    check('delivery_settings_increment_check', sql`${t.deliveryDayOfWeekWeekIncrement} between 1 and 6`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Storage boxes (spec part 3): providers and their sites with contacts, shared by every client
// and managed by all-accounts administrators; boxes of client accounts at those sites, each one
// a warehouse of type BOX of its account (the box's id is its warehouse's), with the users who
// work in it and its pictures. Box and site types and statuses are lookup tables.
// ---------------------------------------------------------------------------------------------

/** A lookup of codes shown by display order, only when active (`activ`, spelled so in the spec). */
const lookupColumns = () => ({
  displayOrder: integer('display_order').notNull(),
  activ: boolean('activ').notNull().default(true),
});

export const providerSiteStatusTypes = pgTable('provider_site_status_types', {
  statusCode: varchar('status_code', { length: 20 }).primaryKey(),
  ...lookupColumns(),
});

export const boxTypes = pgTable('box_types', {
  boxTypeCode: varchar('box_type_code', { length: 20 }).primaryKey(),
  ...lookupColumns(),
});

export const boxStatusTypes = pgTable('box_status_types', {
  boxStatusCode: varchar('box_status_code', { length: 20 }).primaryKey(),
  ...lookupColumns(),
});

/** A logistics company renting out boxes at its sites. */
export const providers = pgTable(
  'providers',
  {
    idProvider: pk('id_provider'),
    providerCode: varchar('provider_code', { length: 20 }).notNull(),
    providerName: varchar('provider_name', { length: 50 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    comment: varchar('comment', { length: 320 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('providers_name_unique').on(sql`lower(${t.providerName})`),
    uniqueIndex('providers_code_unique').on(sql`lower(${t.providerCode})`),
    // The list's default sort, its ties broken by id (shared/administration/providers.ts).
    index('providers_sort_idx').on(t.providerName, t.idProvider),
    index('providers_name_trgm_idx').using('gin', sql`${t.providerName} gin_trgm_ops`),
    notBlank('providers_name_check', t.providerName),
  ],
);

/** A provider's site, where its boxes stand: its address is its boxes' warehouse address. */
export const providerSites = pgTable(
  'provider_sites',
  {
    idProviderSite: pk('id_provider_site'),
    idProvider: uuid('id_provider')
      .notNull()
      .references(() => providers.idProvider),
    siteName: varchar('site_name', { length: 50 }).notNull(),
    statusCode: varchar('status_code', { length: 20 })
      .notNull()
      .default('ACTIVE')
      .references(() => providerSiteStatusTypes.statusCode),
    ...postalAddress(),
    comment: varchar('comment', { length: 320 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('provider_sites_provider_unique').on(t.idProviderSite, t.idProvider),
    uniqueIndex('provider_sites_name_unique').on(t.idProvider, sql`lower(${t.siteName})`),
    index('provider_sites_name_idx').on(t.siteName, t.idProviderSite),
    // One provider's sites in the list's default sort.
    index('provider_sites_provider_sort_idx').on(t.idProvider, t.siteName, t.idProviderSite),
    index('provider_sites_name_trgm_idx').using('gin', sql`${t.siteName} gin_trgm_ops`),
    notBlank('provider_sites_name_check', t.siteName),
  ],
);

/** The people to call at a site; the path names the provider too, which must be the site's. */
export const providerSiteContacts = pgTable(
  'provider_site_contacts',
  {
    idProviderSiteContact: pk('id_provider_site_contact'),
    idProviderSite: uuid('id_provider_site').notNull(),
    idProvider: uuid('id_provider').notNull(),
    firstname: varchar('firstname', { length: 50 }).notNull(),
    lastname: varchar('lastname', { length: 50 }).notNull(),
    title: varchar('title', { length: 50 }),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A site's contacts in the list's default sort (last name, first name, id), and by e-mail.
    index('provider_site_contacts_site_idx').on(t.idProviderSite, t.lastname, t.firstname, t.idProviderSiteContact),
    index('provider_site_contacts_email_idx').on(t.idProviderSite, t.email),
    foreignKey({
      name: 'provider_site_contacts_site_fk',
      columns: [t.idProviderSite, t.idProvider],
      foreignColumns: [providerSites.idProviderSite, providerSites.idProvider],
    }).onDelete('cascade'),
  ],
);

/**
 * A storage box of a client account at a provider's site. A box is a warehouse of type BOX used
 * by its account: `idBox` is that warehouse's id, and the account's link to the warehouse must
 * exist (so the account's warehouse list cannot drop it while the box stands). The provider and
 * the provider's and site's names are copied from the site by a trigger (migration 0019), so the
 * list sorts by them through an index.
 */
export const boxes = pgTable(
  'boxes',
  {
    idBox: uuid('id_box')
      .primaryKey()
      .references(() => warehouses.idWarehouse, { onDelete: 'cascade' }),
    idClientAccount: account(),
    boxNumber: varchar('box_number', { length: 20 }).notNull(),
    boxName: varchar('box_name', { length: 50 }).notNull(),
    boxTypeCode: varchar('box_type_code', { length: 20 })
      .notNull()
      .references(() => boxTypes.boxTypeCode),
    boxStatusCode: varchar('box_status_code', { length: 20 })
      .notNull()
      .default('ACTIVE')
      .references(() => boxStatusTypes.boxStatusCode),
    idProviderSite: uuid('id_provider_site').notNull(),
    idProvider: uuid('id_provider').notNull(),
    providerName: varchar('provider_name', { length: 50 }).notNull().default(''),
    providerSiteName: varchar('provider_site_name', { length: 50 }).notNull().default(''),
    comment: varchar('comment', { length: 320 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('boxes_account_unique').on(t.idBox, t.idClientAccount),
    uniqueIndex('boxes_number_unique').on(t.idProviderSite, sql`lower(${t.boxNumber})`),
    // The list's default sort, its ties broken by number and id (shared/administration/boxes.ts).
    index('boxes_sort_idx').on(t.providerName, t.providerSiteName, t.boxNumber, t.idBox),
    index('boxes_account_sort_idx').on(t.idClientAccount, t.providerName, t.providerSiteName, t.boxNumber, t.idBox),
    index('boxes_provider_idx').on(t.idProvider),
    index('boxes_name_trgm_idx').using('gin', sql`${t.boxName} gin_trgm_ops`),
    index('boxes_number_trgm_idx').using('gin', sql`${t.boxNumber} gin_trgm_ops`),
    foreignKey({
      name: 'boxes_site_fk',
      columns: [t.idProviderSite, t.idProvider],
      foreignColumns: [providerSites.idProviderSite, providerSites.idProvider],
    }),
    foreignKey({
      name: 'boxes_account_warehouse_fk',
      columns: [t.idClientAccount, t.idBox],
      foreignColumns: [clientAccountWarehouses.idClientAccount, clientAccountWarehouses.idWarehouse],
    }),
    check('boxes_number_check', sql`${t.boxNumber} ~ '^[A-Za-z0-9_.-]+$'`),
    notBlank('boxes_name_check', t.boxName),
  ],
);

/**
 * How many boxes each account has by provider site, status and type, kept exact by statement
 * triggers on boxes in the changing transaction (migration 0019): the box list's total, without a
 * search, is a sum of a few of these rows instead of a count of every box.
 */
export const boxCounts = pgTable(
  'box_counts',
  {
    idClientAccount: account(),
    idProvider: uuid('id_provider').notNull(),
    idProviderSite: uuid('id_provider_site').notNull(),
    boxStatusCode: varchar('box_status_code', { length: 20 }).notNull(),
    boxTypeCode: varchar('box_type_code', { length: 20 }).notNull(),
    // No check on the count: a change is one upsert of signed differences (see customer_order_counts).
    boxCount: integer('box_count').notNull(),
  },
  (t) => [primaryKey({ name: 'box_counts_pk', columns: [t.idClientAccount, t.idProvider, t.idProviderSite, t.boxStatusCode, t.boxTypeCode] })],
);

/**
 * How many rows each box's lists hold, kept exact by triggers in the changing transaction
 * (hand-written migration): per box, list and the values its screens filter by (an inbound or
 * outbound order's status and an outbound order's type, a regularization's reason; '' where a
 * list has none), so a long list's total is a sum of a few rows instead of a count of the box's
 * rows. Lists: 'inbound', 'outbound', 'regularization', 'stock' (the stock lines of the box's
 * warehouse), 'picture'.
 */
export const boxListCounts = pgTable(
  'box_list_counts',
  {
    idBox: uuid('id_box').notNull(),
    list: varchar('list', { length: 20 }).notNull(),
    firstKey: varchar('first_key', { length: 20 }).notNull().default(''),
    secondKey: varchar('second_key', { length: 20 }).notNull().default(''),
    // No check on the count: a change is one upsert of signed differences (see box_counts).
    rowCount: integer('row_count').notNull(),
  },
  (t) => [primaryKey({ name: 'box_list_counts_pk', columns: [t.idBox, t.list, t.firstKey, t.secondKey] })],
);

/**
 * How many rows the administration lists of providers, provider sites, site contacts and box
 * users hold, kept exact by triggers in the changing transaction (hand-written migration), per
 * parent (none for providers: the nil id; a site's provider, a contact's site, a box user's box)
 * and the values their screens filter by (a provider's or box user's switch, a site's status and
 * country; '' where a list has none): a long list's total is a sum of a few rows instead of a
 * count of its rows. Lists: 'provider', 'site', 'contact', 'boxUser'.
 */
export const adminListCounts = pgTable(
  'admin_list_counts',
  {
    list: varchar('list', { length: 20 }).notNull(),
    idParent: uuid('id_parent').notNull(),
    firstKey: varchar('first_key', { length: 20 }).notNull().default(''),
    secondKey: varchar('second_key', { length: 20 }).notNull().default(''),
    // No check on the count: a change is one upsert of signed differences (see box_counts).
    rowCount: integer('row_count').notNull(),
  },
  (t) => [primaryKey({ name: 'admin_list_counts_pk', columns: [t.list, t.idParent, t.firstKey, t.secondKey] })],
);

/** The users of the box's account who work in the box, over a period, switched on or off. */
export const boxUsers = pgTable(
  'box_users',
  {
    idBoxUser: pk('id_box_user'),
    idBox: uuid('id_box').notNull(),
    idUser: uuid('id_user').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    activityBeginDate: date('activity_begin_date', { mode: 'string' }).notNull(),
    activityEndDate: date('activity_end_date', { mode: 'string' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('box_users_unique').on(t.idBox, t.idUser),
    index('box_users_user_idx').on(t.idUser),
    // A box's users in the list's default sort (beginning of activity, then the user, its id).
    index('box_users_box_sort_idx').on(t.idBox, t.activityBeginDate, t.idUser),
    sameAccount('box_users_box_fk', t, 'idBox', boxes).onDelete('cascade'),
    // Only users of the box's account; leaving the account ends their place in its boxes.
    sameAccount('box_users_account_user_fk', t, 'idUser', userAccounts).onDelete('cascade'),
    check('box_users_dates_check', sql`${t.activityEndDate} is null or ${t.activityEndDate} >= ${t.activityBeginDate}`),
  ],
);

/** A box's pictures, in order, the first one (or the one marked) the default, as a product's. */
export const boxPictures = pgTable(
  'box_pictures',
  {
    idBoxPicture: pk('id_box_picture'),
    idBox: ownedBy('id_box', () => boxes.idBox),
    idImage: uuid('id_image')
      .notNull()
      .references(() => images.idImage),
    displayPosition: position(),
    defaultImage: boolean('default_image').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('box_pictures_image_unique').on(t.idBox, t.idImage),
    // The list's sort (position, its ties by id): a page is the start of an index walk.
    index('box_pictures_box_idx').on(t.idBox, t.displayPosition, t.idBoxPicture),
  ],
);

// ---------------------------------------------------------------------------------------------
// A box user's documents (spec part 2): goods announced into a box (inbound orders, each line's
// receipt accepted or refused), goods ordered out of it (outbound orders, which reserve its
// stock), and stock regularization documents (signed corrections with a reason). Each keeps its
// box and the box's account; stock moves only through server/stock.
// ---------------------------------------------------------------------------------------------

/** Goods announced into a box; status 1 acknowledged until every line is decided, then 20 closed (0 cancelled). */
export const inboundOrders = pgTable(
  'inbound_orders',
  {
    idInboundOrder: pk('id_inbound_order'),
    idBox: uuid('id_box').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    orderReference: varchar('order_reference', { length: 30 }).notNull(),
    senderName: varchar('sender_name', { length: 50 }),
    expectedDate: date('expected_date', { mode: 'string' }),
    status: integer('status').notNull().default(1),
    comment: varchar('comment', { length: 320 }),
    idUser: uuid('id_user'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('inbound_orders_account_unique').on(t.idInboundOrder, t.idClientAccount),
    // A box's list newest first (the default sort; its ties by id ascending, as every list breaks
    // them), by status, and its other sorts: each page is the start of an index walk.
    index('inbound_orders_box_created_idx').on(t.idBox, t.createdAt.desc().nullsFirst(), t.idInboundOrder),
    index('inbound_orders_box_reference_idx').on(t.idBox, t.orderReference, t.idInboundOrder),
    index('inbound_orders_box_status_idx').on(t.idBox, t.status, t.createdAt.desc().nullsFirst(), t.idInboundOrder),
    index('inbound_orders_reference_trgm_idx').using('gin', sql`${t.orderReference} gin_trgm_ops`),
    sameAccount('inbound_orders_box_fk', t, 'idBox', boxes),
    check('inbound_orders_status_check', sql`${t.status} in (0, 1, 20)`),
    notBlank('inbound_orders_reference_check', t.orderReference),
  ],
);

/** A line of an inbound order: its receipt is undecided (null), accepted (its quantity entered the box's stock) or refused. */
export const inboundOrderProducts = pgTable(
  'inbound_order_products',
  {
    idInboundOrderProduct: pk('id_inbound_order_product'),
    idInboundOrder: uuid('id_inbound_order').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idProduct: uuid('id_product').notNull(),
    quantity: integer('quantity').notNull(),
    lotNumber: varchar('lot_number', { length: 30 }),
    bestBeforeDate: date('best_before_date', { mode: 'string' }),
    serialNumber: varchar('serial_number', { length: 30 }),
    receiptAccepted: boolean('receipt_accepted'),
    receiptComment: varchar('receipt_comment', { length: 320 }),
    receiptDate: timestamp('receipt_date', { withTimezone: true }),
    idUserReceipt: uuid('id_user_receipt'),
    displayPosition: position(),
  },
  (t) => [
    index('inbound_order_products_order_idx').on(t.idInboundOrder, t.displayPosition),
    index('inbound_order_products_product_idx').on(t.idProduct),
    sameAccount('inbound_order_products_order_fk', t, 'idInboundOrder', inboundOrders).onDelete('cascade'),
    sameAccountProduct('inbound_order_products_product_fk', t),
    check('inbound_order_products_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Goods ordered out of a box; placing one reserves its lines (status 1 acknowledged; 20 closed when shipped, 0 cancelled). */
export const outboundOrders = pgTable(
  'outbound_orders',
  {
    idOutboundOrder: pk('id_outbound_order'),
    idBox: uuid('id_box').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    orderType: varchar('order_type', { length: 20 }).notNull(),
    orderReference: varchar('order_reference', { length: 30 }).notNull(),
    campaign: varchar('campaign', { length: 50 }),
    budget: varchar('budget', { length: 50 }),
    userFirstName: varchar('user_first_name', { length: 50 }),
    userLastName: varchar('user_last_name', { length: 50 }),
    userEmail: varchar('user_email', { length: 320 }),
    userPhone: varchar('user_phone', { length: 20 }),
    deliveryName: varchar('delivery_name', { length: 50 }),
    deliveryAddress1: varchar('delivery_address1', { length: 30 }),
    deliveryAddress2: varchar('delivery_address2', { length: 30 }),
    deliveryZipCode: varchar('delivery_zip_code', { length: 10 }),
    deliveryCity: varchar('delivery_city', { length: 100 }),
    deliveryCountryISO2: varchar('delivery_country_iso2', { length: 2 }).references(() => countries.isO2),
    comment: varchar('comment', { length: 320 }),
    calculatedOrderWeight: numeric('calculated_order_weight', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
    calculatedOrderVolume: numeric('calculated_order_volume', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    status: integer('status').notNull().default(1),
    idUser: uuid('id_user'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('outbound_orders_account_unique').on(t.idOutboundOrder, t.idClientAccount),
    index('outbound_orders_box_created_idx').on(t.idBox, t.createdAt.desc().nullsFirst(), t.idOutboundOrder),
    index('outbound_orders_box_reference_idx').on(t.idBox, t.orderReference, t.idOutboundOrder),
    index('outbound_orders_box_status_idx').on(t.idBox, t.status, t.createdAt.desc().nullsFirst(), t.idOutboundOrder),
    index('outbound_orders_box_type_idx').on(t.idBox, t.orderType, t.createdAt.desc().nullsFirst(), t.idOutboundOrder),
    index('outbound_orders_reference_trgm_idx').using('gin', sql`${t.orderReference} gin_trgm_ops`),
    sameAccount('outbound_orders_box_fk', t, 'idBox', boxes),
    check('outbound_orders_status_check', sql`${t.status} in (0, 1, 20)`),
    notBlank('outbound_orders_reference_check', t.orderReference),
  ],
);

/** A line of an outbound order, with what it reserved in the box (given back exactly on cancel). */
export const outboundOrderProducts = pgTable(
  'outbound_order_products',
  {
    idOutboundOrderProduct: pk('id_outbound_order_product'),
    idOutboundOrder: uuid('id_outbound_order').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idProduct: uuid('id_product').notNull(),
    orderedQuantity: integer('ordered_quantity').notNull(),
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    bestBeforeDate: date('best_before_date', { mode: 'string' }),
    lotNumber: varchar('lot_number', { length: 30 }),
    serialNumber: varchar('serial_number', { length: 30 }),
    displayPosition: position(),
  },
  (t) => [
    index('outbound_order_products_order_idx').on(t.idOutboundOrder, t.displayPosition),
    index('outbound_order_products_product_idx').on(t.idProduct),
    sameAccount('outbound_order_products_order_fk', t, 'idOutboundOrder', outboundOrders).onDelete('cascade'),
    sameAccountProduct('outbound_order_products_product_fk', t),
    check('outbound_order_products_quantity_check', sql`${t.orderedQuantity} > 0 and ${t.reservedQuantity} between 0 and ${t.orderedQuantity}`),
  ],
);

/**
 * Why a box's stock is regularized; shown when active, by display order. A line's quantity is
 * positive (spec); the reason says whether its units come into the box (1: found, returned) or
 * leave it (-1: damaged, lost).
 */
export const stockRegularizationReasons = pgTable(
  'stock_regularization_reasons',
  {
    reasonCode: varchar('reason_code', { length: 20 }).primaryKey(),
    direction: integer('direction').notNull(),
    ...lookupColumns(),
  },
  (t) => [check('stock_regularization_reasons_direction_check', sql`${t.direction} in (1, -1)`)],
);

/** A stock regularization document of a box: a reason, a comment, and lines that changed its stock. */
export const stockRegularizationDocuments = pgTable(
  'stock_regularization_documents',
  {
    idStockRegularizationDocument: pk('id_stock_regularization_document'),
    idBox: uuid('id_box').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    reasonCode: varchar('reason_code', { length: 20 })
      .notNull()
      .references(() => stockRegularizationReasons.reasonCode),
    comment: varchar('comment', { length: 320 }),
    idUser: uuid('id_user'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('stock_regularization_documents_account_unique').on(t.idStockRegularizationDocument, t.idClientAccount),
    index('stock_regularization_documents_box_created_idx').on(t.idBox, t.createdAt.desc().nullsFirst(), t.idStockRegularizationDocument),
    index('stock_regularization_documents_box_reason_idx').on(t.idBox, t.reasonCode, t.createdAt.desc().nullsFirst(), t.idStockRegularizationDocument),
    index('stock_regularization_documents_comment_trgm_idx').using('gin', sql`${t.comment} gin_trgm_ops`),
    sameAccount('stock_regularization_documents_box_fk', t, 'idBox', boxes),
  ],
);

/** A line of a regularization document: a quantity of a product (in or out by the document's reason), with its lot. */
export const stockRegularizationDocumentProducts = pgTable(
  'stock_regularization_document_products',
  {
    idStockRegularizationDocumentProduct: pk('id_stock_regularization_document_product'),
    idStockRegularizationDocument: uuid('id_stock_regularization_document').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idProduct: uuid('id_product').notNull(),
    quantity: integer('quantity').notNull(),
    bestBeforeDate: date('best_before_date', { mode: 'string' }),
    lotNumber: varchar('lot_number', { length: 30 }),
    serialNumber: varchar('serial_number', { length: 30 }),
    displayPosition: position(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_regularization_document_products_document_idx').on(t.idStockRegularizationDocument, t.displayPosition),
    index('stock_regularization_document_products_product_idx').on(t.idProduct),
    sameAccount('stock_regularization_document_products_document_fk', t, 'idStockRegularizationDocument', stockRegularizationDocuments).onDelete('cascade'),
    sameAccountProduct('stock_regularization_document_products_product_fk', t),
    check('stock_regularization_document_products_quantity_check', sql`${t.quantity} > 0`),
    check('stock_regularization_document_products_serial_check', sql`${t.serialNumber} is null or ${t.quantity} = 1`),
    check('stock_regularization_document_products_lot_check', sql`${t.bestBeforeDate} is null or ${t.lotNumber} is not null`),
  ],
);

/** An account's suppliers (spec part 3: /clients/accounts/{a}/suppliers); products name theirs. */
export const suppliers = pgTable(
  'suppliers',
  {
    idClientAccountSupplier: pk('id_client_account_supplier'),
    idClientAccount: account(),
    supplierName: varchar('supplier_name', { length: 50 }).notNull(),
    supplierCode: varchar('supplier_code', { length: 20 }),
    contactName: varchar('contact_name', { length: 100 }),
    email: varchar('email', { length: 320 }),
    phone: varchar('phone', { length: 30 }),
    comment: varchar('comment', { length: 320 }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('suppliers_account_unique').on(t.idClientAccountSupplier, t.idClientAccount),
    uniqueIndex('suppliers_name_unique').on(t.idClientAccount, sql`lower(${t.supplierName})`),
    notBlank('suppliers_name_check', t.supplierName),
  ],
);

/**
 * Supplier orders (spec part 2): goods expected in a warehouse of the account from one of its
 * suppliers (a Return sends them back). Receiving a line moves stock (server/operations).
 */
export const supplierOrders = pgTable(
  'supplier_orders',
  {
    idSupplierOrder: pk('id_supplier_order'),
    idClientAccount: account(),
    idWarehouse: uuid('id_warehouse').notNull(),
    idClientAccountSupplier: uuid('id_client_account_supplier').notNull(),
    orderReference: varchar('order_reference', { length: 30 }).notNull(),
    orderType: varchar('order_type', { length: 10 }).notNull().default('Supplier'),
    kittingType: varchar('kitting_type', { length: 20 }),
    priority: varchar('priority', { length: 10 }).notNull().default('Normal'),
    status: integer('status').notNull().default(1),
    expectedDate: date('expected_date', { mode: 'string' }),
    comment: varchar('comment', { length: 320 }),
    idUser: uuid('id_user'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('supplier_orders_account_unique').on(t.idSupplierOrder, t.idClientAccount),
    uniqueIndex('supplier_orders_reference_unique').on(t.idClientAccount, sql`lower(${t.orderReference})`),
    index('supplier_orders_account_created_idx').on(t.idClientAccount, t.createdAt),
    foreignKey({
      name: 'supplier_orders_warehouse_fk',
      columns: [t.idClientAccount, t.idWarehouse],
      foreignColumns: [clientAccountWarehouses.idClientAccount, clientAccountWarehouses.idWarehouse],
    }),
    sameAccount('supplier_orders_supplier_fk', t, 'idClientAccountSupplier', suppliers),
    notBlank('supplier_orders_reference_check', t.orderReference),
    check('supplier_orders_type_check', sql`${t.orderType} in ('Supplier', 'Return')`),
    check('supplier_orders_kitting_check', sql`${t.kittingType} in ('KitAssembly', 'KitDisassembly')`),
    check('supplier_orders_priority_check', sql`${t.priority} in ('Urgent', 'High', 'Normal', 'Low', 'VeryLow')`),
    check('supplier_orders_status_check', sql`${t.status} in (0, 1, 20, 30, 50, 60)`),
  ],
);

/** A line of a supplier order: what was ordered and what has been received so far. */
export const supplierOrderLines = pgTable(
  'supplier_order_lines',
  {
    idSupplierOrderLine: pk('id_supplier_order_line'),
    idSupplierOrder: uuid('id_supplier_order').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idProduct: uuid('id_product').notNull(),
    orderedQuantity: integer('ordered_quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    displayPosition: position(),
  },
  (t) => [
    unique('supplier_order_lines_product_unique').on(t.idSupplierOrder, t.idProduct),
    index('supplier_order_lines_product_idx').on(t.idProduct),
    sameAccount('supplier_order_lines_order_fk', t, 'idSupplierOrder', supplierOrders).onDelete('cascade'),
    sameAccountProduct('supplier_order_lines_product_fk', t),
    check(
      'supplier_order_lines_quantities_check',
      sql`${t.orderedQuantity} > 0 and ${t.receivedQuantity} >= 0 and ${t.receivedQuantity} <= ${t.orderedQuantity}`,
    ),
  ],
);

/** Work orders (spec part 2): kits to assemble in a warehouse from their components. */
export const workOrders = pgTable(
  'work_orders',
  {
    idWorkOrder: pk('id_work_order'),
    idClientAccount: account(),
    idWarehouse: uuid('id_warehouse').notNull(),
    idKit: uuid('id_kit').notNull(),
    orderReference: varchar('order_reference', { length: 30 }).notNull(),
    quantity: integer('quantity').notNull(),
    priority: varchar('priority', { length: 10 }).notNull().default('Normal'),
    status: integer('status').notNull().default(1),
    dueDate: date('due_date', { mode: 'string' }),
    comment: varchar('comment', { length: 320 }),
    idUser: uuid('id_user'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('work_orders_reference_unique').on(t.idClientAccount, sql`lower(${t.orderReference})`),
    index('work_orders_account_created_idx').on(t.idClientAccount, t.createdAt),
    foreignKey({
      name: 'work_orders_warehouse_fk',
      columns: [t.idClientAccount, t.idWarehouse],
      foreignColumns: [clientAccountWarehouses.idClientAccount, clientAccountWarehouses.idWarehouse],
    }),
    sameAccount('work_orders_kit_fk', t, 'idKit', kits),
    notBlank('work_orders_reference_check', t.orderReference),
    check('work_orders_quantity_check', sql`${t.quantity} > 0`),
    check('work_orders_priority_check', sql`${t.priority} in ('Urgent', 'High', 'Normal', 'Low', 'VeryLow')`),
    check('work_orders_status_check', sql`${t.status} in (0, 1, 40)`),
  ],
);

/**
 * When a supplier, work, inbound or outbound order took each of its statuses: the document's
 * story, the four kinds in one table keyed by kind and id. Written by statement triggers on the
 * four tables (hand-written SQL in its migration) on every insert (the creation, at the
 * document's creation time), every update that changes the status and every delete (its story
 * goes with it), in the changing transaction, so no writer can forget it.
 */
export const documentStatusChanges = pgTable(
  'document_status_changes',
  {
    // In the order recorded: a tie of moments (a creation and a change in one instant) keeps it.
    idDocumentStatusChange: bigint('id_document_status_change', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    documentKind: varchar('document_kind', { length: 20 }).$type<StatusHistoryKind>().notNull(),
    idDocument: uuid('id_document').notNull(),
    statusCode: integer('status_code').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_status_changes_document_idx').on(t.documentKind, t.idDocument, t.changedAt),
    check('document_status_changes_kind_check', sql.raw(`document_kind in (${STATUS_HISTORY_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

/**
 * Corrections of a warehouse's stock (warehouse stock screen, `wareport import stock`): the signed
 * change of physical stock (0 when a line set the quantity it already had), why and by whom. The
 * stock itself moves through server/stock (cause 'correction', the move naming this row). An
 * imported line keeps its reference, unique in the account, so a file run twice changes nothing.
 */
export const stockCorrections = pgTable(
  'stock_corrections',
  {
    idStockCorrection: pk('id_stock_correction'),
    idClientAccount: account(),
    idWarehouse: uuid('id_warehouse').notNull(),
    idProduct: uuid('id_product').notNull(),
    quantity: integer('quantity').notNull(),
    reasonCode: varchar('reason_code', { length: 20 }).$type<StockCorrectionReason>().notNull(),
    comment: varchar('comment', { length: 320 }),
    reference: varchar('reference', { length: 30 }),
    idUser: uuid('id_user'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_corrections_reference_unique')
      .on(t.idClientAccount, sql`lower(${t.reference})`)
      .where(sql`${t.reference} is not null`),
    index('stock_corrections_product_idx').on(t.idProduct, t.createdAt),
    foreignKey({
      name: 'stock_corrections_warehouse_fk',
      columns: [t.idClientAccount, t.idWarehouse],
      foreignColumns: [clientAccountWarehouses.idClientAccount, clientAccountWarehouses.idWarehouse],
    }).onDelete('cascade'),
    sameAccountProduct('stock_corrections_product_fk', t),
    check('stock_corrections_reason_check', sql.raw(`reason_code in (${STOCK_CORRECTION_REASONS.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

/**
 * Hierarchy models of an account (administration): a named tree of levels (a region, its shops...)
 * whose nodes hold users; hierarchy quotas cover the users placed in their model's tree.
 */
export const hierarchyModels = pgTable(
  'hierarchy_models',
  {
    idHierarchyModel: pk('id_hierarchy_model'),
    idClientAccount: account(),
    label: varchar('label', { length: 50 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    useMasquerade: boolean('use_masquerade').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('hierarchy_models_account_unique').on(t.idHierarchyModel, t.idClientAccount),
    uniqueIndex('hierarchy_models_label_unique').on(t.idClientAccount, sql`lower(${t.label})`),
    notBlank('hierarchy_models_label_check', t.label),
  ],
);

/**
 * A node of a hierarchy model's tree. Its parent's foreign key (hierarchy_nodes_parent_fk) is
 * written by hand in its migration, deferred to the commit: a save moves, deletes and creates
 * nodes in any order, and only the tree it ends with must hold.
 */
export const hierarchyNodes = pgTable(
  'hierarchy_nodes',
  {
    idHierarchyNode: uuid('id_hierarchy_node').primaryKey(),
    idHierarchyModel: uuid('id_hierarchy_model').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idParentNode: uuid('id_parent_node'),
    label: varchar('label', { length: 50 }).notNull(),
    displayPosition: position(),
  },
  (t) => [
    index('hierarchy_nodes_model_idx').on(t.idHierarchyModel),
    index('hierarchy_nodes_parent_idx').on(t.idParentNode),
    sameAccount('hierarchy_nodes_model_fk', t, 'idHierarchyModel', hierarchyModels).onDelete('cascade'),
    notBlank('hierarchy_nodes_label_check', t.label),
  ],
);

/** Users placed on a node: users of the model's account (leaving the account takes them off). */
export const hierarchyNodeUsers = pgTable(
  'hierarchy_node_users',
  {
    idHierarchyNode: ownedBy('id_hierarchy_node', () => hierarchyNodes.idHierarchyNode),
    idUser: uuid('id_user').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
  },
  (t) => [
    primaryKey({ name: 'hierarchy_node_users_pk', columns: [t.idHierarchyNode, t.idUser] }),
    index('hierarchy_node_users_user_idx').on(t.idUser, t.idClientAccount),
    sameAccount('hierarchy_node_users_user_fk', t, 'idUser', userAccounts).onDelete('cascade'),
  ],
);

/**
 * Quotas of an account: how many units of a product the users it covers may order over its
 * period. Type 1 covers the users placed in a hierarchy model's tree, type 2 the members of a
 * group, type 3 its personal users. quota_used is what the covered users' orders hold of it, kept
 * in the orders' own transactions (quota_consumptions says which line holds how much).
 */
export const quotas = pgTable(
  'quotas',
  {
    idQuota: pk('id_quota'),
    idClientAccount: account(),
    quotaType: integer('quota_type').notNull(),
    idHierarchyModel: uuid('id_hierarchy_model'),
    idUserGroup: uuid('id_user_group'),
    idProduct: uuid('id_product').notNull(),
    quota: integer('quota').notNull(),
    quotaUsed: integer('quota_used').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    priority: integer('priority').notNull().default(1),
    validPeriodType: integer('valid_period_type').notNull().default(1),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    unitType: integer('unit_type').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    unique('quotas_account_unique').on(t.idQuota, t.idClientAccount),
    index('quotas_account_product_idx').on(t.idClientAccount, t.idProduct),
    sameAccountProduct('quotas_product_fk', t),
    sameAccount('quotas_hierarchy_model_fk', t, 'idHierarchyModel', hierarchyModels),
    foreignKey({
      name: 'quotas_group_fk',
      columns: [t.idUserGroup, t.idClientAccount],
      foreignColumns: [clientAccountGroups.idClientAccountGroup, clientAccountGroups.idClientAccount],
    }).onDelete('cascade'),
    check('quotas_type_check', sql`${t.quotaType} in (1, 2, 3)`),
    check('quotas_target_check', sql`(${t.quotaType} = 1) = (${t.idHierarchyModel} is not null) and (${t.quotaType} = 2) = (${t.idUserGroup} is not null)`),
    check('quotas_period_check', sql`${t.validPeriodType} in (1, 4)`),
    check('quotas_unit_check', sql`${t.unitType} = 1`),
    check('quotas_quantities_check', sql`${t.quota} > 0 and ${t.quotaUsed} >= 0`),
    check('quotas_dates_check', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

/** The users a personal quota covers. */
export const quotaPersonals = pgTable(
  'quota_personals',
  {
    idQuotaPersonal: pk('id_quota_personal'),
    idQuota: uuid('id_quota').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idUser: uuid('id_user').notNull(),
  },
  (t) => [
    unique('quota_personals_unique').on(t.idQuota, t.idUser),
    index('quota_personals_user_idx').on(t.idUser, t.idClientAccount),
    sameAccount('quota_personals_quota_fk', t, 'idQuota', quotas).onDelete('cascade'),
    sameAccount('quota_personals_user_fk', t, 'idUser', userAccounts).onDelete('cascade'),
  ],
);

/** What an order line holds of a quota: given back exactly (cancel, lowered quantity), like reserved stock. */
export const quotaConsumptions = pgTable(
  'quota_consumptions',
  {
    idCustomerOrderDeliveryProduct: ownedBy('id_customer_order_delivery_product', () => customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct),
    idQuota: ownedBy('id_quota', () => quotas.idQuota),
    idUser: uuid('id_user').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ name: 'quota_consumptions_pk', columns: [t.idCustomerOrderDeliveryProduct, t.idQuota] }),
    index('quota_consumptions_quota_idx').on(t.idQuota, t.idUser),
    check('quota_consumptions_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Budget quotas of an account: money the people a structure node covers may order for over a
 * period. Type 1 sets amounts on nodes of a hierarchy model's tree (a node's amount covers the
 * people placed on it and below it), type 2 on groups of the account, type 3 on its users.
 */
export const budgetQuotas = pgTable(
  'budget_quotas',
  {
    idQuota: pk('id_quota'),
    idClientAccount: account(),
    label: varchar('label', { length: 50 }).notNull(),
    quotaType: integer('quota_type').notNull(),
    idHierarchyModel: uuid('id_hierarchy_model'),
    enabled: boolean('enabled').notNull().default(true),
    validPeriodType: integer('valid_period_type').notNull().default(1),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('budget_quotas_account_unique').on(t.idQuota, t.idClientAccount),
    index('budget_quotas_account_idx').on(t.idClientAccount, t.validTo),
    sameAccount('budget_quotas_hierarchy_model_fk', t, 'idHierarchyModel', hierarchyModels),
    notBlank('budget_quotas_label_check', t.label),
    check('budget_quotas_type_check', sql`${t.quotaType} in (1, 2, 3)`),
    check('budget_quotas_target_check', sql`(${t.quotaType} = 1) = (${t.idHierarchyModel} is not null)`),
    check('budget_quotas_period_check', sql`${t.validPeriodType} in (1, 4)`),
    check('budget_quotas_dates_check', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

/**
 * A budget quota's amount on one node of its structure (a hierarchy node, a group or a user, by
 * its type) and what the orders of the people it covers hold of it (budget_consumptions).
 */
export const budgetQuotaAmounts = pgTable(
  'budget_quota_amounts',
  {
    idBudgetQuotaAmount: pk('id_budget_quota_amount'),
    idQuota: uuid('id_quota').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idEntity: uuid('id_entity').notNull(),
    amount: money('amount').notNull(),
    amountUsed: money('amount_used').notNull().default(0),
  },
  (t) => [
    unique('budget_quota_amounts_unique').on(t.idQuota, t.idEntity),
    index('budget_quota_amounts_entity_idx').on(t.idEntity),
    sameAccount('budget_quota_amounts_quota_fk', t, 'idQuota', budgetQuotas).onDelete('cascade'),
    check('budget_quota_amounts_check', sql`${t.amount} >= 0 and ${t.amountUsed} >= 0`),
  ],
);

/** What an order line holds of a budget amount: given back exactly (cancel, lowered quantity), like reserved stock. */
export const budgetConsumptions = pgTable(
  'budget_consumptions',
  {
    idCustomerOrderDeliveryProduct: ownedBy('id_customer_order_delivery_product', () => customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct),
    idBudgetQuotaAmount: ownedBy('id_budget_quota_amount', () => budgetQuotaAmounts.idBudgetQuotaAmount),
    idUser: uuid('id_user').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'budget_consumptions_pk', columns: [t.idCustomerOrderDeliveryProduct, t.idBudgetQuotaAmount] }),
    index('budget_consumptions_amount_idx').on(t.idBudgetQuotaAmount),
    index('budget_consumptions_user_idx').on(t.idUser, t.createdAt),
    check('budget_consumptions_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Events of an account (planning): dated operations orders are attached to (customer_orders.id_event).
 * Their status follows the Paris calendar (upcoming before the start, ongoing until the end, then
 * past), computed when read.
 */
export const events = pgTable(
  'events',
  {
    idEvent: pk('id_event'),
    idClientAccount: account(),
    eventName: varchar('event_name', { length: 50 }).notNull(),
    eventStartDate: date('event_start_date', { mode: 'string' }).notNull(),
    eventEndDate: date('event_end_date', { mode: 'string' }).notNull(),
    expeditionDate: date('expedition_date', { mode: 'string' }),
    returnDate: date('return_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('events_account_unique').on(t.idEvent, t.idClientAccount),
    index('events_account_start_idx').on(t.idClientAccount, t.eventStartDate),
    notBlank('events_name_check', t.eventName),
    check('events_dates_check', sql`${t.eventStartDate} <= ${t.eventEndDate}`),
  ],
);

/**
 * Stock an event sets aside: units of a product in a warehouse of its account, held from when they
 * are reserved until the event is over (its return date, else its end). Orders attached to the
 * event draw on them (used_quantity, per order in event_reservation_draws); other orders see them
 * as not available.
 */
export const eventReservations = pgTable(
  'event_reservations',
  {
    idEventReservation: pk('id_event_reservation'),
    idEvent: uuid('id_event').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idProduct: uuid('id_product').notNull(),
    idWarehouse: uuid('id_warehouse').notNull(),
    quantity: integer('quantity').notNull(),
    usedQuantity: integer('used_quantity').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('event_reservations_unique').on(t.idEvent, t.idProduct, t.idWarehouse),
    index('event_reservations_stock_idx').on(t.idWarehouse, t.idProduct),
    sameAccount('event_reservations_event_fk', t, 'idEvent', events).onDelete('cascade'),
    sameAccountProduct('event_reservations_product_fk', t),
    foreignKey({
      name: 'event_reservations_warehouse_fk',
      columns: [t.idClientAccount, t.idWarehouse],
      foreignColumns: [clientAccountWarehouses.idClientAccount, clientAccountWarehouses.idWarehouse],
    }).onDelete('cascade'),
    check('event_reservations_quantity_check', sql`${t.quantity} > 0 and ${t.usedQuantity} >= 0 and ${t.usedQuantity} <= ${t.quantity}`),
  ],
);

/** What an order attached to an event drew on the event's reservations: given back exactly when it is cancelled or lowered. */
export const eventReservationDraws = pgTable(
  'event_reservation_draws',
  {
    idCustomerOrder: ownedBy('id_customer_order', () => customerOrders.idCustomerOrder),
    idEventReservation: ownedBy('id_event_reservation', () => eventReservations.idEventReservation),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ name: 'event_reservation_draws_pk', columns: [t.idCustomerOrder, t.idEventReservation] }),
    index('event_reservation_draws_reservation_idx').on(t.idEventReservation),
    check('event_reservation_draws_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** An event's tags: tags of its account (created on the fly by name). */
export const eventTags = pgTable(
  'event_tags',
  {
    idEventTag: pk('id_event_tag'),
    idEvent: uuid('id_event').notNull(),
    idClientAccount: uuid('id_client_account').notNull(),
    idTag: uuid('id_tag').notNull(),
  },
  (t) => [
    unique('event_tags_unique').on(t.idEvent, t.idTag),
    sameAccount('event_tags_event_fk', t, 'idEvent', events).onDelete('cascade'),
    sameAccount('event_tags_tag_fk', t, 'idTag', tags).onDelete('cascade'),
  ],
);

/**
 * Custom reports of an account (server/reports/custom-reports.ts): a page at a direct URL framed
 * by the portal, or a Power BI report (its embed configuration as JSON: report and workspace
 * ids, filters, settings). frame_origin is the origin of url, kept by the binding, which the frame policy names for
 * every enabled report (server/lib/security-headers.ts).
 */
export const customReports = pgTable(
  'custom_reports',
  {
    idCustomReport: pk('id_custom_report'),
    idClientAccount: account(),
    name: varchar('name', { length: 50 }).notNull(),
    url: varchar('url', { length: 2000 }),
    frameOrigin: varchar('frame_origin', { length: 300 }),
    comment: varchar('comment', { length: 320 }),
    enabled: boolean('enabled').notNull().default(true),
    displayPosition: integer('display_position').notNull().default(0),
    reportType: varchar('report_type', { length: 20 }).notNull(),
    configurationJson: text('configuration_json'),
    createdAt: createdAt(),
  },
  (t) => [
    index('custom_reports_account_idx').on(t.idClientAccount, t.displayPosition),
    notBlank('custom_reports_name_check', t.name),
    check('custom_reports_type_check', sql`${t.reportType} in ('PowerBI', 'DirectUrl')`),
    check('custom_reports_display_position_check', sql`${t.displayPosition} >= 0`),
  ],
);
