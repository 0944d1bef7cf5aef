import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import { Autocomplete, Box, Button, Chip, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useGetList, useInput, useRecordContext } from 'react-admin';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { addNode, indentNode, levels, moveNode, outdentNode, removeNode, treeDepth, type TreeNode } from '../../../shared/rules/hierarchy-tree';
import type { RecordStatus } from '../../../shared/rules/record-status';
import { useTranslate } from '../../shell/i18n/use-translate';
import { treeStatuses } from './tree-statuses';

type User = { id: string; firstName: string | null; lastName: string | null; email: string };
const userText = (u: User) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

type NodeAction = 'addChild' | 'moveUp' | 'moveDown' | 'outdent' | 'indent' | 'remove';

/** A level's named button (its name in the label, as a tooltip too). */
const NodeButton = ({ action, label, icon, onClick }: { action: NodeAction; label: string; icon: ReactNode; onClick: () => void }) => {
  const translate = useTranslate();
  const text = translate(`resources.hierarchyModels.tree.${action}`, { label });
  return (
    <Tooltip title={text}>
      <IconButton aria-label={text} size="small" onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
};

/** One level: indented by its depth, its name, its people, its buttons and its record status. */
const TreeNodeRow = ({
  node,
  index,
  depth,
  status,
  users,
  onChange,
  act,
}: {
  node: TreeNode;
  index: number;
  depth: number;
  status: RecordStatus | undefined;
  users: User[];
  onChange: (node: TreeNode) => void;
  act: (action: NodeAction) => void;
}) => {
  const translate = useTranslate();
  const label = node.label || translate('resources.hierarchyModels.tree.newLabel');
  const button = (action: NodeAction, icon: ReactNode) => <NodeButton key={action} action={action} label={label} icon={icon} onClick={() => act(action)} />;
  return (
    <Box
      component="li"
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
        onChange={(e) => onChange({ ...node, label: e.target.value })}
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
        onChange={(_e, ids) => onChange({ ...node, idUsers: ids })}
        renderInput={(params) => <TextField {...params} label={translate('resources.hierarchyModels.tree.users')} />}
        sx={{ flex: 1, minWidth: { xs: '100%', sm: 240 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {button('addChild', <AddIcon fontSize="small" />)}
        {button('moveUp', <ArrowUpwardIcon fontSize="small" />)}
        {button('moveDown', <ArrowDownwardIcon fontSize="small" />)}
        {button('outdent', <FormatIndentDecreaseIcon fontSize="small" />)}
        {button('indent', <FormatIndentIncreaseIcon fontSize="small" />)}
        {button('remove', <DeleteIcon fontSize="small" />)}
      </Box>
      {status && status !== 'unchanged' && <Chip size="small" label={translate(`resources.hierarchyModels.tree.status.${status}`)} />}
    </Box>
  );
};

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
  const statuses = useMemo(() => treeStatuses(saved, nodes), [saved, nodes]);
  const set = (next: TreeNode[]) => field.onChange(next);
  const newNode = (idParentNode: string | null): TreeNode => ({
    idHierarchyNode: crypto.randomUUID(),
    idParentNode,
    label: translate('resources.hierarchyModels.tree.newLabel'),
    idUsers: [],
  });
  const act = (node: TreeNode, action: NodeAction) => {
    const id = node.idHierarchyNode;
    const next = {
      addChild: () => addNode(nodes, newNode(id)),
      moveUp: () => moveNode(nodes, id, -1),
      moveDown: () => moveNode(nodes, id, 1),
      outdent: () => outdentNode(nodes, id),
      indent: () => indentNode(nodes, id),
      remove: () => removeNode(nodes, id),
    }[action];
    set(next());
  };

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
        {nodes.map((node, index) => (
          <TreeNodeRow
            key={node.idHierarchyNode}
            node={node}
            index={index}
            depth={level.get(node.idHierarchyNode) ?? 1}
            status={statuses.map.get(node.idHierarchyNode)}
            users={users}
            onChange={(changed) => set(nodes.map((n) => (n === node ? changed : n)))}
            act={(action) => act(node, action)}
          />
        ))}
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
