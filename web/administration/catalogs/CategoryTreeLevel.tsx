import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from '../../shell/i18n/use-translate';
import { CategoryNameField } from './CategoryNameField';
import type { CategoryNode } from './category-node';
import type { CategoryChange } from './use-category-tree';

/** The category whose name is being changed, or under which one is being added. */
export type Editing = { kind: 'rename' | 'add'; id: string } | null;

/** What every level of the tree shares: the changes it may make and the editor's state. */
export interface TreeEditor {
  canEdit: boolean;
  busy: boolean;
  editing: Editing;
  setEditing: (editing: Editing) => void;
  create: (categoryName: string, idParentCategory: string | null) => Promise<boolean>;
  update: (node: CategoryNode, data: CategoryChange, done: string) => Promise<boolean>;
  /** Opens the move dialog for a category. */
  askMove: (node: CategoryNode) => void;
  /** Asks to confirm the deletion of a category and its subtree. */
  askDelete: (node: CategoryNode) => void;
}

/** An icon button with its spoken name as tooltip. */
const TreeAction = ({ label, icon, onClick, disabled }: { label: string; icon: ReactNode; onClick: () => void; disabled: boolean }) => (
  <Tooltip title={label}>
    {/* A span keeps the tooltip on a disabled button. */}
    <span>
      <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

/** A category's actions: add under it, rename, move up or down among its siblings, move elsewhere, delete. */
const CategoryActions = ({ node, index, siblings, editor }: { node: CategoryNode; index: number; siblings: number; editor: TreeEditor }) => {
  const translate = useTranslate();
  const name = node.categoryName;
  const { busy, setEditing, update } = editor;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', ml: 'auto' }}>
      <TreeAction
        label={translate('resources.catalogs.categories.addChild', { name })}
        icon={<CreateNewFolderIcon fontSize="small" />}
        onClick={() => setEditing({ kind: 'add', id: node.idCatalogCategory })}
        disabled={busy}
      />
      <TreeAction
        label={translate('resources.catalogs.categories.rename', { name })}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setEditing({ kind: 'rename', id: node.idCatalogCategory })}
        disabled={busy}
      />
      <TreeAction
        label={translate('resources.catalogs.categories.moveUp', { name })}
        icon={<ArrowUpwardIcon fontSize="small" />}
        onClick={() => void update(node, { displayPosition: index - 1 }, 'resources.catalogs.categories.moved')}
        disabled={busy || index === 0}
      />
      <TreeAction
        label={translate('resources.catalogs.categories.moveDown', { name })}
        icon={<ArrowDownwardIcon fontSize="small" />}
        onClick={() => void update(node, { displayPosition: index + 1 }, 'resources.catalogs.categories.moved')}
        disabled={busy || index === siblings - 1}
      />
      <TreeAction
        label={translate('resources.catalogs.categories.move', { name })}
        icon={<DriveFileMoveIcon fontSize="small" />}
        onClick={() => editor.askMove(node)}
        disabled={busy}
      />
      <TreeAction
        label={translate('resources.catalogs.categories.delete', { name })}
        icon={<DeleteOutlineIcon fontSize="small" color="error" />}
        onClick={() => editor.askDelete(node)}
        disabled={busy}
      />
    </Box>
  );
};

/** A category: its name (or the field renaming it), its actions, its subcategories and the field adding one under it. */
const CategoryItem = ({ node, index, siblings, depth, editor }: { node: CategoryNode; index: number; siblings: number; depth: number; editor: TreeEditor }) => {
  const translate = useTranslate();
  const { busy, editing, setEditing } = editor;
  const name = node.categoryName;
  const renaming = editing?.kind === 'rename' && editing.id === node.idCatalogCategory;
  const adding = editing?.kind === 'add' && editing.id === node.idCatalogCategory;
  return (
    <Box component="li" data-category={name}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {renaming ? (
          <CategoryNameField
            label={translate('resources.catalogs.categories.rename', { name })}
            initial={name}
            submitLabel={translate('resources.catalogs.categories.save')}
            disabled={busy}
            onCancel={() => setEditing(null)}
            onSubmit={async (categoryName) => {
              if (await editor.update(node, { categoryName }, 'resources.catalogs.categories.renamed')) setEditing(null);
            }}
          />
        ) : (
          <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere', fontWeight: depth === 0 ? 500 : 400 }}>{name}</Typography>
        )}
        {editor.canEdit && !renaming ? <CategoryActions node={node} index={index} siblings={siblings} editor={editor} /> : null}
      </Box>
      {node.childrenCategories.length || adding ? (
        <Box sx={{ pl: { xs: 1, sm: 2 } }}>
          {node.childrenCategories.length ? <CategoryLevel nodes={node.childrenCategories} depth={depth + 1} parent={node} editor={editor} /> : null}
          {adding ? (
            <Box sx={{ py: 1, pl: { xs: 1.5, sm: 3 } }}>
              <CategoryNameField
                label={translate('resources.catalogs.categories.newChild', { name })}
                submitLabel={translate('resources.catalogs.categories.add')}
                disabled={busy}
                onCancel={() => setEditing(null)}
                onSubmit={async (categoryName) => {
                  if (await editor.create(categoryName, node.idCatalogCategory)) setEditing(null);
                }}
              />
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
};

/** One level of the tree, a list named for its parent category (or the tree's title at the top). */
export const CategoryLevel = ({ nodes, depth, parent, editor }: { nodes: CategoryNode[]; depth: number; parent: CategoryNode | null; editor: TreeEditor }) => {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      role="list"
      aria-label={
        parent ? translate('resources.catalogs.categories.children', { name: parent.categoryName }) : translate('resources.catalogs.categories.title')
      }
      sx={{ listStyle: 'none', m: 0, p: 0, pl: depth ? { xs: 1.5, sm: 3 } : 0, borderLeft: depth ? 1 : 0, borderColor: 'divider' }}
    >
      {nodes.map((node, index) => (
        <CategoryItem key={node.idCatalogCategory} node={node} index={index} siblings={nodes.length} depth={depth} editor={editor} />
      ))}
    </Box>
  );
};
