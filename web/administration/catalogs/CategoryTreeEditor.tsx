import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { SectionCard } from '../../components/SectionCard';
import { useState } from 'react';
import { subtreeIds } from '../../../shared/rules/categories';
import { useTranslate } from '../../shell/i18n/use-translate';
import { CategoryMoveDialog } from './CategoryMoveDialog';
import { CategoryNameField } from './CategoryNameField';
import { CategoryLevel, type Editing } from './CategoryTreeLevel';
import type { CategoryNode } from './category-node';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCategoryTree } from './use-category-tree';

/** Asks before deleting a category, saying how many subcategories go with it. */
const CategoryDeleteDialog = ({
  roots,
  deleting,
  busy,
  onDelete,
  onClose,
}: {
  roots: CategoryNode[];
  deleting: CategoryNode | null;
  busy: boolean;
  onDelete: (node: CategoryNode) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const deletedCount = deleting ? subtreeIds(roots, deleting.idCatalogCategory).size - 1 : 0;
  return (
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
        if (deleting) onDelete(deleting);
      }}
      onClose={onClose}
    />
  );
};

/**
 * The category tree of a catalog: add (at the top level or under a category), rename in place,
 * move up and down among the siblings, move under another category (never under itself or its
 * own subcategories), delete a category with its subtree after confirmation. Every change is one
 * call; the tree is read again after it, so what shows is what the server keeps
 * (`useCategoryTree`). Every action is a button with a spoken name: the tree is used with the
 * keyboard alone (Tab, Enter, Escape).
 */
export const CategoryTreeEditor = ({ idCatalog, canEdit }: { idCatalog: string; canEdit: boolean }) => {
  const translate = useTranslate();
  const { tree, roots, busy, create, update, remove } = useCategoryTree(idCatalog);
  const [editing, setEditing] = useState<Editing>(null);
  const [moving, setMoving] = useState<CategoryNode | null>(null);
  const [deleting, setDeleting] = useState<CategoryNode | null>(null);
  const editor = { canEdit, busy, editing, setEditing, create, update, askMove: setMoving, askDelete: setDeleting };

  return (
    <SectionCard
      titleId="catalog-categories-title"
      title={translate('resources.catalogs.categories.title')}
      hint={translate('resources.catalogs.categories.hint')}
      // Actions stay near the names they act on, even on a wide screen.
      contentSx={{ maxWidth: 960 }}
      loading={tree.isPending || busy}
      loadingSx={{ mb: 1 }}
      failed={tree.error ? translate('resources.catalogs.categories.loadFailed', { message: tree.error.message }) : undefined}
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
          <CategoryDeleteDialog
            roots={roots}
            deleting={deleting}
            busy={busy}
            onDelete={(node) => void remove(node).then((removed) => removed && setDeleting(null))}
            onClose={() => setDeleting(null)}
          />
        </>
      }
    >
      {roots.length ? <CategoryLevel nodes={roots} depth={0} parent={null} editor={editor} /> : null}
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
