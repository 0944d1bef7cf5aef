import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import { Autocomplete, Box, Button, Chip, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useInput, useRecordContext } from 'react-admin';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { addNode, indentNode, levels, moveNode, outdentNode, removeNode, treeDepth, type TreeNode } from '../../../shared/rules/hierarchy-tree';
import { recordStatuses, type RecordStatus } from '../../../shared/rules/record-status';
import { useTranslate } from '../../shell/i18n/use-translate';

type User = { id: string; firstName: string | null; lastName: string | null; email: string };
const userText = (u: User) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
const sameNode = (a: TreeNode, b: TreeNode) =>
  a.label === b.label && a.idParentNode === b.idParentNode && [...a.idUsers].sort().join() === [...b.idUsers].sort().join();

/**
 * The tree of a hierarchy model, edited in place: each level is a row, indented by its depth, with
 * its name, its people and named buttons (add a level under it, move up or down, under the level
 * above or one level up, delete with its levels below), all reachable with Tab and Enter. Each
 * row shows its record status against the saved tree (new, modified); deleted levels are counted,
 * and the save writes only those.
 */
export const HierarchyTreeInput = () => {
  const translate = useTranslate();
  const { field } = useInput<TreeNode[]>({ source: 'items', defaultValue: [] });
  const nodes: TreeNode[] = useMemo(() => field.value ?? [], [field.value]);
  const record = useRecordContext<{ items?: TreeNode[] }>();
  const saved = useMemo(() => (record?.items ?? []) as TreeNode[], [record]);
  const { data: users = [] } = useGetList<User>('users', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'lastName', order: 'ASC' } });
  const level = levels(nodes);
  const statuses = useMemo(() => {
    const map = new Map<string, RecordStatus>();
    let deleted = 0;
    for (const { item, recordStatus } of recordStatuses(saved, nodes, { key: (n) => n.idHierarchyNode, equals: sameNode })) {
      if (recordStatus === 'deleted') deleted++;
      else map.set(item.idHierarchyNode, recordStatus);
    }
    return { map, deleted };
  }, [saved, nodes]);
  const set = (next: TreeNode[]) => field.onChange(next);
  const newNode = (idParentNode: string | null): TreeNode => ({
    idHierarchyNode: crypto.randomUUID(),
    idParentNode,
    label: translate('resources.hierarchyModels.tree.newLabel'),
    idUsers: [],
  });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, width: '100%' }} data-testid="hierarchy-tree">
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {translate('resources.hierarchyModels.tree.title')}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {translate('resources.hierarchyModels.tree.depth', { depth: treeDepth(nodes) })}
        </Typography>
      </Typography>
      {nodes.length === 0 && <Typography color="text.secondary">{translate('resources.hierarchyModels.tree.empty')}</Typography>}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {nodes.map((node, index) => {
          const depth = level.get(node.idHierarchyNode) ?? 1;
          const label = node.label || translate('resources.hierarchyModels.tree.newLabel');
          const status = statuses.map.get(node.idHierarchyNode);
          const button = (key: 'addChild' | 'moveUp' | 'moveDown' | 'outdent' | 'indent' | 'remove', icon: React.ReactNode, onClick: () => void) => {
            const text = translate(`resources.hierarchyModels.tree.${key}`, { label });
            return (
              <Tooltip title={text} key={key}>
                <IconButton aria-label={text} size="small" onClick={onClick}>
                  {icon}
                </IconButton>
              </Tooltip>
            );
          };
          return (
            <Box
              component="li"
              key={node.idHierarchyNode}
              aria-level={depth}
              data-testid="hierarchy-node"
              sx={{
                ml: { xs: (depth - 1) * 1.5, sm: (depth - 1) * 4 },
                pl: depth > 1 ? 1 : 0,
                borderLeft: depth > 1 ? 2 : 0,
                borderColor: 'divider',
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
              }}
            >
              <TextField
                size="small"
                label={translate('resources.hierarchyModels.tree.level', { level: depth })}
                value={node.label}
                slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.label, 'aria-label': `${translate('resources.hierarchyModels.tree.label')} ${index + 1}` } }}
                onChange={(e) => set(nodes.map((n) => (n === node ? { ...n, label: e.target.value } : n)))}
                sx={{ width: { xs: '100%', sm: 220 } }}
              />
              <Autocomplete
                multiple
                size="small"
                options={users.map((u) => u.id)}
                value={node.idUsers}
                getOptionLabel={(id) => {
                  const u = users.find((x) => x.id === id);
                  return u ? userText(u) : id;
                }}
                onChange={(_e, ids) => set(nodes.map((n) => (n === node ? { ...n, idUsers: ids } : n)))}
                renderInput={(params) => <TextField {...params} label={translate('resources.hierarchyModels.tree.users')} />}
                sx={{ flex: 1, minWidth: { xs: '100%', sm: 240 } }}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
                {button('addChild', <AddIcon fontSize="small" />, () => set(addNode(nodes, newNode(node.idHierarchyNode))))}
                {button('moveUp', <ArrowUpwardIcon fontSize="small" />, () => set(moveNode(nodes, node.idHierarchyNode, -1)))}
                {button('moveDown', <ArrowDownwardIcon fontSize="small" />, () => set(moveNode(nodes, node.idHierarchyNode, 1)))}
                {button('outdent', <FormatIndentDecreaseIcon fontSize="small" />, () => set(outdentNode(nodes, node.idHierarchyNode)))}
                {button('indent', <FormatIndentIncreaseIcon fontSize="small" />, () => set(indentNode(nodes, node.idHierarchyNode)))}
                {button('remove', <DeleteIcon fontSize="small" />, () => set(removeNode(nodes, node.idHierarchyNode)))}
              </Box>
              {status && status !== 'unchanged' && <Chip size="small" label={translate(`resources.hierarchyModels.tree.status.${status}`)} />}
            </Box>
          );
        })}
      </Stack>
      {statuses.deleted > 0 && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {translate('resources.hierarchyModels.tree.deleted', { smart_count: statuses.deleted })}
        </Typography>
      )}
      <Button startIcon={<AddIcon />} sx={{ mt: 1, whiteSpace: 'nowrap' }} onClick={() => set(addNode(nodes, newNode(null)))}>
        {translate('resources.hierarchyModels.tree.addTop')}
      </Button>
    </Box>
  );
};
