/**
 * The one schema for both engines (embedded PGlite and a PostgreSQL server). Column property
 * names are the API's field names, so search criteria map onto columns with no translation table.
 * Integrity lives here: foreign keys, unique keys, checks.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const pk = (name: string) => uuid(name).primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const images = pgTable('images', {
  idImage: pk('id_image'),
  imageName: varchar('image_name', { length: 50 }).notNull(),
  imageFileName: varchar('image_file_name', { length: 255 }).notNull(),
  fileType: varchar('file_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
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
    idClient: uuid('id_client').notNull().references(() => clients.idClient),
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
    idClientAccount: uuid('id_client_account').notNull().references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
    idWarehouse: uuid('id_warehouse').notNull().references(() => warehouses.idWarehouse),
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
    idUser: uuid('id_user').notNull().references(() => users.idUser, { onDelete: 'cascade' }),
    idApplication: uuid('id_application').notNull().references(() => applications.idApplication, { onDelete: 'cascade' }),
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
    idRole: uuid('id_role').notNull().references(() => roles.idRole, { onDelete: 'cascade' }),
    idClientAccount: uuid('id_client_account').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 60 }).notNull(),
  },
  (t) => [unique('role_permissions_unique').on(t.idRole, t.idClientAccount, t.action, t.subject)],
);

/** A user's roles: application-wide (no account) or per client account (idApplicationRole). */
export const userRoles = pgTable(
  'user_roles',
  {
    idApplicationRole: pk('id_application_role'),
    idUser: uuid('id_user').notNull().references(() => users.idUser, { onDelete: 'cascade' }),
    idRole: uuid('id_role').notNull().references(() => roles.idRole),
    idClientAccount: uuid('id_client_account').references(() => clientAccounts.idClientAccount, { onDelete: 'cascade' }),
  },
  (t) => [unique('user_roles_unique').on(t.idUser, t.idRole, t.idClientAccount).nullsNotDistinct()],
);

/** Refresh tokens are stored so that signing out revokes them; access tokens stay stateless. */
export const refreshTokens = pgTable('refresh_tokens', {
  idRefreshToken: pk('id_refresh_token'),
  idUser: uuid('id_user').notNull().references(() => users.idUser, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
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
  idUser: uuid('id_user').notNull().references(() => users.idUser),
  idUserMasquerade: uuid('id_user_masquerade').notNull().references(() => users.idUser),
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
