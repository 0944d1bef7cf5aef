import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { ApiError } from '../../../shared/api/api-error';
import { catalogCategories } from '../../../shared/administration/catalog-categories';
import { useNotifyError } from '../../components/use-notify-error';
import type { CategoryNode } from './category-node';

export type CategoryChange = { categoryName?: string; idParentCategory?: string | null; displayPosition?: number };

/**
 * A catalog's category tree and its changes (create, update, remove). Every change is one call;
 * the tree is read again after it, so what shows is what the server keeps. `busy` while one runs.
 */
export function useCategoryTree(idCatalog: string) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const meta = { params: { idCatalog } };
  const queryKey = ['catalogCategories', 'tree', idCatalog];
  const tree = useQuery({
    queryKey,
    queryFn: async () =>
      (
        await dataProvider.getList<CategoryNode & { id: string }>(catalogCategories.name, {
          pagination: { page: 1, perPage: catalogCategories.list.perPage },
          sort: { field: 'displayPosition', order: 'ASC' },
          filter: {},
          meta,
        })
      ).data,
  });
  const [busy, setBusy] = useState(false);

  /**
   * One change, then the tree read again; a refusal names the field's problem when the server gave
   * one. It never rejects (a failure is notified and answers false), so buttons call it with `void`.
   */
  async function run(change: () => Promise<unknown>, done: string, name: string) {
    setBusy(true);
    try {
      await change();
      await queryClient.invalidateQueries({ queryKey });
      notify(done, { type: 'info', messageArgs: { name } });
      return true;
    } catch (error) {
      const field = error instanceof ApiError ? Object.values(error.errors)[0] : undefined;
      if (field) notify(field, { type: 'error', messageArgs: { ...Object.values((error as ApiError).params)[0], _: (error as Error).message } });
      else notifyError(error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const create = (categoryName: string, idParentCategory: string | null) =>
    run(
      () => dataProvider.create(catalogCategories.name, { data: { categoryName, idParentCategory }, meta }),
      'resources.catalogs.categories.added',
      categoryName,
    );
  const update = (node: CategoryNode, data: CategoryChange, done: string) =>
    run(
      () =>
        dataProvider.update(catalogCategories.name, {
          id: node.idCatalogCategory,
          data: { categoryName: node.categoryName, ...data },
          previousData: { ...node, id: node.idCatalogCategory },
          meta,
        }),
      done,
      data.categoryName ?? node.categoryName,
    );
  const remove = (node: CategoryNode) =>
    run(
      () => dataProvider.delete(catalogCategories.name, { id: node.idCatalogCategory, previousData: { ...node, id: node.idCatalogCategory }, meta }),
      'resources.catalogs.categories.deleted',
      node.categoryName,
    );

  return { tree, roots: tree.data ?? [], busy, create, update, remove };
}
