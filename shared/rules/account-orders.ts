/**
 * Whose orders a person may read, and for whom they may order. The spec names no permission for
 * either (it only says a customer order search can be done on behalf of another user through an
 * IdUser header), so the decision is written here once, for the server, the portal and the CLI:
 *
 * - The account's orders (every buyer's, one buyer's through the IdUser header, an order reached
 *   by its id): CoreOrders View and AdminUsers View in the account. The people who administer an
 *   account's users are the ones who follow their orders; a buyer (CoreOrders without AdminUsers)
 *   sees their own orders only.
 * - Ordering for a buyer (POST /customerorders naming another user) and changing a buyer's order
 *   (PUT /customerorders/{id} on someone else's order): CoreOrders Create (Edit to change) and
 *   AdminUsers Edit in the account: whoever may change the account's users may act for them.
 * - The buyer must be a user of the account who may order there (CoreGeneralCheckout Create in
 *   the account), so nobody places through staff an order they could not place themselves.
 */
import { canAccess, type AccountPermissions, type Action } from '../permissions';

/** May the holder read every buyer's orders of the account? */
export const canSeeAccountOrders = (accountPermissions: AccountPermissions[], idClientAccount: string) =>
  canAccess(accountPermissions, { action: 'View', subject: 'CoreOrders', idClientAccount }) &&
  canAccess(accountPermissions, { action: 'View', subject: 'AdminUsers', idClientAccount });

/** May the holder place (Create) or change (Edit) orders of the account for another of its users? */
export const canOrderForOthers = (accountPermissions: AccountPermissions[], idClientAccount: string, action: Extract<Action, 'Create' | 'Edit'> = 'Create') =>
  canAccess(accountPermissions, { action, subject: 'CoreOrders', idClientAccount }) &&
  canAccess(accountPermissions, { action: 'Edit', subject: 'AdminUsers', idClientAccount });

/** May a user with these permissions order in the account (the buyer an order is placed for)? */
export const mayOrderIn = (accountPermissions: AccountPermissions[], idClientAccount: string) =>
  canAccess(accountPermissions, { action: 'Create', subject: 'CoreGeneralCheckout', idClientAccount });

/** The list query's value asking for every buyer's orders of the account. */
export const ALL_BUYERS = 'true';
