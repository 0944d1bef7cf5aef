/**
 * The session scope: who acts, for which client, account and warehouse, in which event,
 * and under which masquerade session. The web keeps it in a context backed by local storage;
 * the CLI builds it from flags, environment and its config file. The API client reads it to
 * fill paths and headers; nothing else reads storage.
 */
import type { WarehouseType } from '../rules/warehouse-type';

export type { WarehouseType };

export interface SessionScope {
  idApplication?: string | null;
  /** The acting user: the masqueraded user while a masquerade session is open. */
  idUser?: string | null;
  idClient?: string | null;
  idClientAccount?: string | null;
  idWarehouse?: string | null;
  warehouseType?: WarehouseType | null;
  idEvent?: string | null;
  masquerade?: { idUser: string; idMasquerade: string } | null;
}

export const HEADERS = {
  application: 'x-application-id',
  user: 'x-user-id',
  masquerade: 'x-masquerade-id',
  authorization: 'authorization',
} as const;

export type PathParams = Record<string, string | number | null | undefined>;

/** The box a box user works in: the active warehouse, when it is a BOX (a box's id is its warehouse's). */
export const boxOf = (scope: SessionScope) => (scope.warehouseType === 'BOX' ? scope.idWarehouse : null);

/**
 * Fills `{name}` placeholders from explicit params first, then from the scope.
 * A placeholder with no value is an error that names it, never a request to ".../undefined/...".
 */
export function fillPath(template: string, scope: SessionScope, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? (scope as Record<string, unknown>)[name] ?? (name === 'idBox' ? boxOf(scope) : undefined);
    if (value == null || value === '') throw new Error(`Missing "${name}" to build ${template}`);
    return encodeURIComponent(String(value));
  });
}
