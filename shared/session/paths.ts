/**
 * API paths the session reads at start-up, before any screen's description has loaded (the
 * descriptions use the same constants, so they cannot drift apart).
 */

/** The session user (GET answers the spec's User; PUT changes the user's own profile). */
export const USERINFO_PATH = '/userinfo';

/** One account of a client: GET answers `{ account }` (the accounts description's item path). */
export const ACCOUNT_PATH = '/clients/{idClient}/accounts/{id}';

/** The preset colours (GET answers `{ presetColors }`), read with the session's user. */
export const PRESET_COLORS_PATH = '/presetcolors';

/** The signed-in user's applications (GET answers `{ applications }`). */
export const APPLICATIONS_PATH = '/application';

/** The warehouses of an account (GET with ?IdClient&IdClientAccount&pageSize answers `{ warehouses }`). */
export const WAREHOUSES_PATH = '/warehouses';

/** Masquerade: suggestions of the account's users, and opening or closing a session (spec part 1, section 7). */
export const MASQUERADE_PATHS = {
  users: '/masquerade/{idClientAccount}/users/{query}',
  session: '/masquerade/session',
  sessions: '/masquerade/sessions',
} as const;
