/** The session user and what the session keeps beside it: the active account, its warehouses, the preset colours. */
import type { SessionUserAnswer } from '../../../shared/administration/session-user';
import type { WarehouseType } from '../../../shared/session/scope';

/** The session user as its declaration answers it (shared/administration/session-user.ts). */
export type SessionUser = SessionUserAnswer;
export type SessionClient = NonNullable<SessionUser['client']>;
export type SessionAccount = SessionUser['accounts'][number];

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
