import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { allowedParents } from '../../../shared/rules/categories';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { CategoryNode } from './category-node';

// A value of its own: an empty one would leave the select looking blank.
const TOP_LEVEL = 'top-level';

/** Where each category sits, for the parent picker: its depth, to indent it. */
function depths(tree: CategoryNode[], depth = 0, into = new Map<string, number>()) {
  for (const node of tree) {
    into.set(node.idCatalogCategory, depth);
    depths(node.childrenCategories, depth + 1, into);
  }
  return into;
}

/**
 * Moves a category (with its subtree) under another parent or to the top level. The category
 * itself and its own subcategories are not offered: the server would refuse the cycle anyway.
 */
export const CategoryMoveDialog = ({
  tree,
  category,
  busy,
  onClose,
  onMove,
}: {
  tree: CategoryNode[];
  category: CategoryNode;
  busy: boolean;
  onClose: () => void;
  onMove: (idParentCategory: string | null) => void;
}) => {
  const translate = useTranslate();
  const [parent, setParent] = useState(category.idParentCategory ?? TOP_LEVEL);
  const choices = allowedParents(tree, category.idCatalogCategory);
  const depthOf = depths(tree);
  const name = category.categoryName;
  const unchanged = parent === (category.idParentCategory ?? TOP_LEVEL);
  return (
    <Dialog open onClose={onClose} aria-labelledby="category-move-title" fullWidth maxWidth="sm">
      <DialogTitle id="category-move-title">{translate('resources.catalogs.categories.moveTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('resources.catalogs.categories.moveHint', { name })}</DialogContentText>
        <TextField
          select
          fullWidth
          autoFocus
          label={translate('resources.catalogs.categories.newParent')}
          value={parent}
          onChange={(event) => setParent(event.target.value)}
        >
          <MenuItem value={TOP_LEVEL}>{translate('resources.catalogs.categories.topLevel')}</MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice.idCatalogCategory} value={choice.idCatalogCategory} sx={{ pl: 2 + 2 * (depthOf.get(choice.idCatalogCategory) ?? 0) }}>
              {choice.categoryName}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.catalogs.categories.cancel')}</Button>
        <Button variant="contained" disabled={busy || unchanged} onClick={() => onMove(parent === TOP_LEVEL ? null : parent)}>
          {translate('resources.catalogs.categories.moveAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
