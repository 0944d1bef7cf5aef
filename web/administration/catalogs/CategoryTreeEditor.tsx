import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { SectionCard } from '../../components/SectionCard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { ApiError } from '../../../shared/api/api-error';
import { catalogCategories } from '../../../shared/administration/catalog-categories';
import { subtreeIds } from '../../../shared/rules/categories';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useNotifyError } from '../../components/use-notify-error';
import { CategoryMoveDialog } from './CategoryMoveDialog';
import { CategoryNameField } from './CategoryNameField';
import type { CategoryNode } from './category-node';
import { ConfirmDialog } from '../../components/ConfirmDialog';

type Editing = { kind: 'rename' | 'add'; id: string } | null;

/**
 * The category tree of a catalog: add (at the top level or under a category), rename in place,
 * move up and down among the siblings, move under another category (never under itself or its
 * own subcategories), delete a category with its subtree after confirmation. Every change is one
 * call; the tree is read again after it, so what shows is what the server keeps. Every action is
 * a button with a spoken name: the tree is used with the keyboard alone (Tab, Enter, Escape).
 */
export const CategoryTreeEditor = ({ idCatalog, canEdit }: { idCatalog: string; canEdit: boolean }) => {
  const translate = useTranslate();
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
  const [editing, setEditing] = useState<Editing>(null);
  const [moving, setMoving] = useState<CategoryNode | null>(null);
  const [deleting, setDeleting] = useState<CategoryNode | null>(null);
  const roots = tree.data ?? [];

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
  const update = (node: CategoryNode, data: { categoryName?: string; idParentCategory?: string | null; displayPosition?: number }, done: string) =>
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

  const action = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      {/* A span keeps the tooltip on a disabled button. */}
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={busy || disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  const renderLevel = (nodes: CategoryNode[], depth: number, parent: CategoryNode | null): ReactNode => (
    <Box
      component="ul"
      role="list"
      aria-label={
        parent ? translate('resources.catalogs.categories.children', { name: parent.categoryName }) : translate('resources.catalogs.categories.title')
      }
      sx={{ listStyle: 'none', m: 0, p: 0, pl: depth ? { xs: 1.5, sm: 3 } : 0, borderLeft: depth ? 1 : 0, borderColor: 'divider' }}
    >
      {nodes.map((node, index) => {
        const name = node.categoryName;
        const renaming = editing?.kind === 'rename' && editing.id === node.idCatalogCategory;
        const adding = editing?.kind === 'add' && editing.id === node.idCatalogCategory;
        return (
          <Box component="li" key={node.idCatalogCategory} data-category={name}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              {renaming ? (
                <CategoryNameField
                  label={translate('resources.catalogs.categories.rename', { name })}
                  initial={name}
                  submitLabel={translate('resources.catalogs.categories.save')}
                  disabled={busy}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (categoryName) => {
                    if (await update(node, { categoryName }, 'resources.catalogs.categories.renamed')) setEditing(null);
                  }}
                />
              ) : (
                <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere', fontWeight: depth === 0 ? 500 : 400 }}>{name}</Typography>
              )}
              {canEdit && !renaming ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', ml: 'auto' }}>
                  {action(translate('resources.catalogs.categories.addChild', { name }), <CreateNewFolderIcon fontSize="small" />, () =>
                    setEditing({ kind: 'add', id: node.idCatalogCategory }),
                  )}
                  {action(translate('resources.catalogs.categories.rename', { name }), <EditIcon fontSize="small" />, () =>
                    setEditing({ kind: 'rename', id: node.idCatalogCategory }),
                  )}
                  {action(
                    translate('resources.catalogs.categories.moveUp', { name }),
                    <ArrowUpwardIcon fontSize="small" />,
                    () => void update(node, { displayPosition: index - 1 }, 'resources.catalogs.categories.moved'),
                    index === 0,
                  )}
                  {action(
                    translate('resources.catalogs.categories.moveDown', { name }),
                    <ArrowDownwardIcon fontSize="small" />,
                    () => void update(node, { displayPosition: index + 1 }, 'resources.catalogs.categories.moved'),
                    index === nodes.length - 1,
                  )}
                  {action(translate('resources.catalogs.categories.move', { name }), <DriveFileMoveIcon fontSize="small" />, () => setMoving(node))}
                  {action(translate('resources.catalogs.categories.delete', { name }), <DeleteOutlineIcon fontSize="small" color="error" />, () =>
                    setDeleting(node),
                  )}
                </Box>
              ) : null}
            </Box>
            {node.childrenCategories.length || adding ? (
              <Box sx={{ pl: { xs: 1, sm: 2 } }}>
                {node.childrenCategories.length ? renderLevel(node.childrenCategories, depth + 1, node) : null}
                {adding ? (
                  <Box sx={{ py: 1, pl: { xs: 1.5, sm: 3 } }}>
                    <CategoryNameField
                      label={translate('resources.catalogs.categories.newChild', { name })}
                      submitLabel={translate('resources.catalogs.categories.add')}
                      disabled={busy}
                      onCancel={() => setEditing(null)}
                      onSubmit={async (categoryName) => {
                        if (await create(categoryName, node.idCatalogCategory)) setEditing(null);
                      }}
                    />
                  </Box>
                ) : null}
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );

  const deletedCount = deleting ? subtreeIds(roots, deleting.idCatalogCategory).size - 1 : 0;
  return (
    <SectionCard
      titleId="catalog-categories-title"
      title={translate('resources.catalogs.categories.title')}
      hint={translate('resources.catalogs.categories.hint')}
      // Actions stay near the names they act on, even on a wide screen.
      contentSx={{ maxWidth: 960 }}
      loading={tree.isPending || busy}
      loadingSx={{ mb: 1 }}
      failed={tree.error ? translate('resources.catalogs.categories.loadFailed', { message: (tree.error as Error).message }) : undefined}
      none={!tree.isPending && !tree.error && !roots.length ? translate('resources.catalogs.categories.none') : undefined}
      after={
        <>
          {moving ? (
            <CategoryMoveDialog
              tree={roots}
              category={moving}
              busy={busy}
              onClose={() => setMoving(null)}
              onMove={(idParentCategory) =>
                void update(moving, { idParentCategory }, 'resources.catalogs.categories.moved').then((moved) => moved && setMoving(null))
              }
            />
          ) : null}
          <ConfirmDialog
            open={!!deleting}
            loading={busy}
            title={translate('resources.catalogs.categories.deleteTitle', { name: deleting?.categoryName ?? '' })}
            content={
              deletedCount
                ? translate('resources.catalogs.categories.deleteContentTree', { name: deleting?.categoryName ?? '', smart_count: deletedCount })
                : translate('resources.catalogs.categories.deleteContent', { name: deleting?.categoryName ?? '' })
            }
            confirm="ra.action.delete"
            onConfirm={() => {
              if (deleting) void remove(deleting).then((removed) => removed && setDeleting(null));
            }}
            onClose={() => setDeleting(null)}
          />
        </>
      }
    >
      {roots.length ? renderLevel(roots, 0, null) : null}
      {canEdit && !tree.error ? (
        <Box sx={{ mt: 2 }}>
          <CategoryNameField
            label={translate('resources.catalogs.categories.newTopLevel')}
            submitLabel={translate('resources.catalogs.categories.add')}
            submitIcon={<AddIcon />}
            disabled={busy || tree.isPending}
            clearOnSubmit
            onSubmit={(categoryName) => create(categoryName, null)}
          />
        </Box>
      ) : null}
    </SectionCard>
  );
};

export default CategoryTreeEditor;
