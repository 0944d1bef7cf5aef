/** The session user as GET /userinfo answers it (spec part 1, section 3), in the parts the web uses. */
import type { AccountPermissions } from '../../../shared/permissions';
import type { WarehouseType } from '../../../shared/session/scope';

export interface SessionClient {
  idClient: string;
  clientName: string;
  presetColor: string | null;
  idLogoImage: string | null;
  idCoverImage: string | null;
}

export interface SessionAccount {
  idClientAccount: string;
  idClient: string;
  accountName: string;
  accountCode?: string | null;
  roles: { idRole: string; role: string }[];
}

export interface SessionUser {
  idUser: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string | null;
  phone?: string | null;
  cultureLanguageCode?: string | null;
  company?: string | null;
  companySite?: string | null;
  department?: string | null;
  jobTitle?: string | null;
  idClient?: string | null;
  client: SessionClient | null;
  clientIdLogoImage: string | null;
  accounts: SessionAccount[];
  accountPermissions: AccountPermissions[];
  canMasquerade?: boolean;
  /** What the sidebar's quota, budget-quota and event entries need (the shared menu rule). */
  hasQuotas?: boolean;
  hasBudgetQuotas?: boolean;
  eventAccounts?: string[];
}

/** The account the session works in, with the names the header shows (null when not known). */
export interface ActiveAccount {
  idClient: string;
  clientName: string | null;
  idClientAccount: string;
  accountName: string | null;
}

export interface Warehouse {
  idWarehouse: string;
  warehouseName: string;
  warehouseType: WarehouseType;
  address1?: string | null;
  address2?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface PresetColor {
  presetColor: string;
  hex: string;
  displayPosition: number;
}

export const fullName = (user: Pick<SessionUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();
