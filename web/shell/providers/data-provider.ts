/**
 * The data provider: the shared one built from the resource descriptions (each loaded on its
 * first use through the light index, shared/resource-index.ts), plus the calls the
 * portal needs beyond them (images, an account's save, all warehouses, role permissions).
 * Custom methods live on the data provider, as react-admin recommends, so they share its error
 * handling (checkError on 401).
 */
import type { RunChoices } from '../../../shared/imports/client';
import type { ChunkSender } from '../../../shared/imports/engine';
import type { ImportKind } from '../../../shared/imports/kinds';
import type { ImportTargets } from '../../../shared/imports/protocol';
import type { ResolvedTargets } from '../../../shared/imports/targets';
import type { DataProvider } from 'react-admin';
import type { z } from 'zod';
import { callAction, type ActionKind } from '../../../shared/registry/route-kinds';
import type { ApiClient } from '../../../shared/api/api-client';
import { describedDataProvider } from '../../../shared/data-provider/described';
import type { Permission } from '../../../shared/permissions';
import type { RecordOf } from '../../../shared/resources';
import { loadResource } from '../../../shared/resource-index';
import type { Usage } from '../../../shared/registry/usage';
import type { accounts } from '../../../shared/administration/accounts';
import type { AccountForm } from '../../../shared/administration/accounts-save';
import type { Warehouse } from '../session/session-user';
import { withDefaultOrder } from './default-order';
import { rethrowForForms } from './form-errors';
import { userCalls, type UserCalls } from './user-calls';

export type AccountRecord = RecordOf<typeof accounts>;

export interface StoredImage {
  idImage: string;
  imageName: string;
  imageFileName: string;
  fileType: string;
  size: number;
  /** base64 content */
  image: string;
}

export interface ImageUpload {
  imageName: string;
  imageFileName: string;
  fileType: string;
  image: string;
}

export interface PortalDataProvider extends DataProvider, UserCalls {
  getImage(idImage: string): Promise<StoredImage>;
  uploadImage(upload: ImageUpload): Promise<Omit<StoredImage, 'image'>>;
  /** Every warehouse (GET /warehouses/all), for choosing an account's warehouses. */
  getAllWarehouses(): Promise<Warehouse[]>;
  /** An account with its warehouses and features, saved in the spec's order (shared saveAccount). */
  saveAccount(wanted: AccountForm, current: AccountRecord | null): Promise<AccountRecord>;
  /** A role's permissions on one account (or the all-accounts marker): fetched, then replaced whole. */
  getRolePermissions(idClientAccount: string, idRole: string): Promise<Permission[]>;
  replaceRolePermissions(idClientAccount: string, idRole: string, permissions: Permission[]): Promise<Permission[]>;
  /** What the user may import into (accounts, roles, languages, address books). */
  getImportTargets(): Promise<ImportTargets>;
  /** Sends one chunk of an import to its kind's batch endpoint (shared/imports/client.ts). */
  sendImportChunk(kind: ImportKind, targets: ResolvedTargets & RunChoices, ...chunk: Parameters<ChunkSender>): ReturnType<ChunkSender>;
  /** What still uses a record and would refuse its deletion (shared/registry/usage.ts). */
  getUsage(resource: string, id: string, meta?: { params?: Record<string, string> }): Promise<Usage>;
  /** A described action (shared/registry/route-kinds.ts): its path filled from `params`, its answer as declared. */
  runAction<K extends ActionKind>(kind: K, params?: Record<string, string>, query?: Record<string, string>): Promise<z.infer<K['answer']>>;
}

export function createPortalDataProvider(api: ApiClient): PortalDataProvider {
  // Each description loads on the first call naming its resource (its screen has usually loaded it).
  const shared = describedDataProvider(api, loadResource);
  return {
    ...shared,
    ...userCalls(api),
    getList: withDefaultOrder(api, shared.getList),
    create: (resource, params) => shared.create(resource, params).catch(rethrowForForms),
    update: (resource, params) => shared.update(resource, params).catch(rethrowForForms),
    getImage: async (idImage) => (await api.request<{ image: StoredImage }>({ path: '/images/{id}', params: { id: idImage } })).image,
    uploadImage: async (upload) => (await api.request<{ image: Omit<StoredImage, 'image'> }>({ method: 'POST', path: '/images', body: upload })).image,
    // The calls below load their module on first use, like the screens that make them.
    getAllWarehouses: async () => {
      const { allWarehouses } = await import('../../../shared/administration/accounts');
      return (await api.request<{ warehouses: Warehouse[] }>({ path: allWarehouses.path })).warehouses;
    },
    saveAccount: async (wanted, current) => (await import('../../../shared/administration/accounts-save')).saveAccount(api, wanted, current),
    getImportTargets: async () => (await import('../../../shared/imports/client')).fetchImportTargets(api),
    sendImportChunk: async (kind, targets, rows, flags) => (await import('../../../shared/imports/client')).sendChunk(api, kind, targets, rows, flags),
    getUsage: async (resource, id, meta) => {
      const [{ usagePath }, description] = await Promise.all([import('../../../shared/registry/usage'), loadResource(resource)]);
      return (await api.request<{ usage: Usage }>({ path: usagePath(description), params: { ...meta?.params, id } })).usage;
    },
    runAction: (kind, params, query) => callAction(api, kind, params, query),
    getRolePermissions: async (idClientAccount, idRole) => {
      const { ROLE_PERMISSIONS_PATH } = await import('../../../shared/administration/roles');
      return (await api.request<{ rolePermissions: Permission[] }>({ path: ROLE_PERMISSIONS_PATH, params: { idClientAccount, idRole } })).rolePermissions;
    },
    replaceRolePermissions: async (idClientAccount, idRole, rolePermissions) => {
      const { ROLE_PERMISSIONS_PATH } = await import('../../../shared/administration/roles');
      const body = { rolePermissions };
      return (await api.request<{ rolePermissions: Permission[] }>({ method: 'PUT', path: ROLE_PERMISSIONS_PATH, params: { idClientAccount, idRole }, body }))
        .rolePermissions;
    },
  };
}
