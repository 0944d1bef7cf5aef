/**
 * The one schema for both engines (embedded PGlite and a PostgreSQL server). Column property
 * names are the API's field names, so search criteria map onto columns with no translation table.
 * Integrity lives here: foreign keys, unique keys, checks.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const pk = (name: string) =>
  uuid(name)
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

export const clients = pgTable('clients', {
  idClient: pk('id_client'),
  clientName: varchar('client_name', { length: 50 }).notNull(),
  idLogoImage: uuid('id_logo_image').references(() => images.idImage, { onDelete: 'set null' }),
  idCoverImage: uuid('id_cover_image').references(() => images.idImage, { onDelete: 'set null' }),
  presetColor: varchar('preset_color', { length: 30 }).references(() => presetColors.presetColor),
  createdAt: createdAt(),
});

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
    createdAt: createdAt(),
  },
  (t) => [unique('client_accounts_code_unique').on(t.idClient, t.accountCode), index('client_accounts_client_idx').on(t.idClient)],
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
  (t) => [check('warehouse_type_check', sql`${t.warehouseType} in ('WAREHOUSE', 'BOX')`)],
);

export const clientAccountWarehouses = pgTable(
  'client_account_warehouses',
  {
    idClientAccountWarehouse: pk('id_client_account_warehouse'),
    idClientAccount: uuid('id_client_account')
      .notNull()
      .references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
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
    enabled: boolean('enabled').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), unique('users_identity_unique').on(t.idIdentity)],
);

export const userApplications = pgTable(
  'user_applications',
  {
    idUser: uuid('id_user')
      .notNull()
      .references(() => users.idUser, { onDelete: 'cascade' }),
    idApplication: uuid('id_application')
      .notNull()
      .references(() => applications.idApplication, { onDelete: 'cascade' }),
  },
  (t) => [unique('user_applications_unique').on(t.idUser, t.idApplication)],
);

export const roles = pgTable('roles', {
  idRole: pk('id_role'),
  role: varchar('role', { length: 50 }).notNull(),
  isAdminRole: boolean('is_admin_role').notNull().default(false),
  idClient: uuid('id_client').references(() => clients.idClient),
  idClientAccount: uuid('id_client_account').references(() => clientAccounts.idClientAccount),
});

/** Permissions of a role on one account (or on every account through the all-accounts marker). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    idRolePermission: pk('id_role_permission'),
    idRole: uuid('id_role')
      .notNull()
      .references(() => roles.idRole, { onDelete: 'cascade' }),
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
    idUser: uuid('id_user')
      .notNull()
      .references(() => users.idUser, { onDelete: 'cascade' }),
    idClientAccount: uuid('id_client_account')
      .notNull()
      .references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
  },
  (t) => [unique('user_accounts_unique').on(t.idUser, t.idClientAccount), index('user_accounts_account_idx').on(t.idClientAccount)],
);

/** A user's roles: application-wide (no account) or per client account (idApplicationRole). */
export const userRoles = pgTable(
  'user_roles',
  {
    idApplicationRole: pk('id_application_role'),
    idUser: uuid('id_user')
      .notNull()
      .references(() => users.idUser, { onDelete: 'cascade' }),
    idRole: uuid('id_role')
      .notNull()
      .references(() => roles.idRole),
    idClientAccount: uuid('id_client_account').references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('user_roles_unique').on(t.idUser, t.idRole, t.idClientAccount).nullsNotDistinct(),
    foreignKey({
      name: 'user_roles_association_fk',
      columns: [t.idUser, t.idClientAccount],
      foreignColumns: [userAccounts.idUser, userAccounts.idClientAccount],
    }).onDelete('cascade'),
  ],
);

/** Features switched on for an account (the names are ACCOUNT_FEATURES in shared). */
export const clientAccountFeatures = pgTable(
  'client_account_features',
  {
    idClientAccountFeature: pk('id_client_account_feature'),
    idClientAccount: uuid('id_client_account')
      .notNull()
      .references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
    feature: varchar('feature', { length: 50 }).notNull(),
  },
  (t) => [unique('client_account_features_unique').on(t.idClientAccount, t.feature)],
);

/** Groups of users of an account; they decide which shipping methods, catalogs and address books are visible. */
export const clientAccountGroups = pgTable(
  'client_account_groups',
  {
    idClientAccountGroup: pk('id_client_account_group'),
    idClientAccount: uuid('id_client_account')
      .notNull()
      .references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
    groupName: varchar('group_name', { length: 50 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  // The pair is unique so that group members can point at it (a member is in the group's account).
  (t) => [unique('client_account_groups_account_unique').on(t.idClientAccountGroup, t.idClientAccount)],
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
    foreignKey({
      name: 'group_users_group_fk',
      columns: [t.idClientAccountGroup, t.idClientAccount],
      foreignColumns: [clientAccountGroups.idClientAccountGroup, clientAccountGroups.idClientAccount],
    }).onDelete('cascade'),
    foreignKey({
      name: 'group_users_association_fk',
      columns: [t.idUser, t.idClientAccount],
      foreignColumns: [userAccounts.idUser, userAccounts.idClientAccount],
    }).onDelete('cascade'),
  ],
);

/** Account address books, shared with the account's users through groups. */
export const addressBooks = pgTable('address_books', {
  idAddressBook: pk('id_address_book'),
  idClientAccount: uuid('id_client_account')
    .notNull()
    .references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
  addressBookName: varchar('address_book_name', { length: 50 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const addressBookGroups = pgTable(
  'address_book_groups',
  {
    idAddressBookGroup: pk('id_address_book_group'),
    idAddressBook: uuid('id_address_book')
      .notNull()
      .references(() => addressBooks.idAddressBook, { onDelete: 'cascade' }),
    idClientAccountGroup: uuid('id_client_account_group')
      .notNull()
      .references(() => clientAccountGroups.idClientAccountGroup, { onDelete: 'cascade' }),
  },
  (t) => [unique('address_book_groups_unique').on(t.idAddressBook, t.idClientAccountGroup)],
);

/**
 * Addresses of an account address book (idAddressBook) or of one user's own address book
 * (idUser): exactly one of the two is set. Lengths are the spec's field limits.
 */
export const addressBookAddresses = pgTable(
  'address_book_addresses',
  {
    idAddressBookAddress: pk('id_address_book_address'),
    idAddressBook: uuid('id_address_book').references(() => addressBooks.idAddressBook, { onDelete: 'cascade' }),
    idUser: uuid('id_user').references(() => users.idUser, { onDelete: 'cascade' }),
    addressType: varchar('address_type', { length: 20 }),
    addressName: varchar('address_name', { length: 50 }).notNull(),
    reference: varchar('reference', { length: 30 }),
    firstname: varchar('firstname', { length: 20 }),
    lastname: varchar('lastname', { length: 20 }),
    companyName: varchar('company_name', { length: 50 }),
    address1: varchar('address1', { length: 30 }).notNull(),
    address2: varchar('address2', { length: 30 }),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    countryISO2: varchar('country_iso2', { length: 2 })
      .notNull()
      .references(() => countries.isO2),
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
    idSession: uuid('id_session')
      .notNull()
      .references(() => signInSessions.idSession, { onDelete: 'cascade' }),
    idUser: uuid('id_user')
      .notNull()
      .references(() => users.idUser, { onDelete: 'cascade' }),
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
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_email_idx').on(t.email, t.failedAt), index('sign_in_failures_address_idx').on(t.address, t.failedAt)],
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
export const mails = pgTable('mails', {
  idMail: pk('id_mail'),
  templateId: varchar('template_id', { length: 100 }).notNull(),
  fromEmail: varchar('from_email', { length: 320 }).notNull(),
  payload: text('payload').notNull(),
  createdAt: createdAt(),
});

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
