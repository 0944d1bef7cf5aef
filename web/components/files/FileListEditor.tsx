import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { useTranslate } from '../../shell/i18n/use-translate';

import { MAX_FILE_NAME_LENGTH } from '../../../shared/rules/file-upload';
import type { Message } from '../../../shared/rules/message';
import { LimitedTextField } from '../LimitedTextField';

/** How a row's title is edited: on every keystroke (a form's value), or saved when the field is left or Enter is pressed. */
export interface FileRename {
  label: string;
  saveOn: 'change' | 'leave';
  problem: (name: string) => Message | null | undefined;
  onRename: (index: number, name: string) => void;
  /** The field's name attribute (a react-admin form's path). */
  fieldName?: (index: number) => string;
}

export interface FileListEditorProps<T> {
  items: readonly T[];
  keyOf: (item: T, index: number) => string;
  title: (item: T) => string;
  /** Under the title: file name, size, description... */
  details?: (item: T) => string | undefined;
  /** At the row's start; a document icon by default. */
  leading?: (item: T) => ReactNode;
  /** Without it, the title is text. */
  rename?: FileRename;
  /** Controls of the row between its title and its buttons (a description field, the default picture). */
  extra?: (item: T, index: number) => ReactNode;
  move?: { upLabel: (item: T) => string; downLabel: (item: T) => string; onMove: (from: number, to: number) => void };
  download?: { label: (item: T) => string; onDownload: (item: T) => void };
  remove?: {
    label: (item: T) => string;
    onRemove: (index: number, item: T) => void;
    /** Asked first (translation keys, with the title as %{name}); without it the row goes at once. */
    /** Translation keys of the question and what removing does (`%{name}` is the item's title). */
    confirm?: { title: string; content: string };
    icon?: ReactNode;
  };
  add?: { label: string; icon?: ReactNode; accept: readonly string[]; testId: string; onFiles: (files: File[]) => void };
  /** Shown when there is no file; nothing when absent. */
  empty?: string;
  /** While a change is saved: every control waits. */
  busy?: boolean;
  testIds: { list?: string; item: string };
}

type RowProps<T> = Pick<FileListEditorProps<T>, 'title' | 'details' | 'rename' | 'extra' | 'move' | 'download'> & {
  item: T;
  index: number;
  count: number;
  leading: (item: T) => ReactNode;
  busy: boolean;
  testId: string;
  remove?: { label: (item: T) => string; icon?: ReactNode; onClick: () => void };
};

/** A row's title: a text with its details, or a field that renames (at each key, or when left or on Enter). */
function FileTitle<T>({ item, index, title, details, rename, busy }: Pick<RowProps<T>, 'item' | 'index' | 'title' | 'details' | 'rename' | 'busy'>) {
  // The title being typed, until the field is left (saveOn 'leave').
  const [typing, setTyping] = useState<string | null>(null);
  const detail = details?.(item);
  if (!rename)
    return (
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography variant="body2">{title(item)}</Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {detail}
          </Typography>
        ) : null}
      </Box>
    );
  const name = typing ?? title(item);
  const leave = () => {
    if (typing === null) return;
    const typed = typing.trim();
    setTyping(null);
    if (typed === title(item) || rename.problem(typed)) return;
    rename.onRename(index, typed);
  };
  return (
    <LimitedTextField
      size="small"
      name={rename.fieldName?.(index)}
      label={rename.label}
      value={name}
      disabled={busy}
      limit={MAX_FILE_NAME_LENGTH}
      problem={rename.problem(name) ?? null}
      hint={detail}
      onChange={(event) => (rename.saveOn === 'change' ? rename.onRename(index, event.target.value) : setTyping(event.target.value))}
      onBlur={rename.saveOn === 'leave' ? leave : undefined}
      onKeyDown={rename.saveOn === 'leave' ? (event) => event.key === 'Enter' && leave() : undefined}
      sx={{ flex: '1 1 160px' }}
    />
  );
}

/** One file: its picture or icon, its title, the caller's controls, then move, download and remove. */
function FileRow<T>({ item, index, count, leading, extra, move, download, remove, busy, testId, ...titleProps }: RowProps<T>) {
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {leading(item)}
      <FileTitle item={item} index={index} busy={busy} {...titleProps} />
      {extra?.(item, index)}
      <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
        {move ? (
          <>
            <IconButton aria-label={move.upLabel(item)} disabled={busy || index === 0} onClick={() => move.onMove(index, index - 1)}>
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton aria-label={move.downLabel(item)} disabled={busy || index === count - 1} onClick={() => move.onMove(index, index + 1)}>
              <ArrowDownwardIcon />
            </IconButton>
          </>
        ) : null}
        {download ? (
          <IconButton aria-label={download.label(item)} disabled={busy} onClick={() => download.onDownload(item)}>
            <DownloadIcon />
          </IconButton>
        ) : null}
        {remove ? (
          <IconButton aria-label={remove.label(item)} disabled={busy} onClick={remove.onClick}>
            {remove.icon ?? <DeleteIcon />}
          </IconButton>
        ) : null}
      </Box>
    </Box>
  );
}

/** The add button: a file picker taking several files. */
const AddFilesButton = ({ add, busy }: { add: NonNullable<FileListEditorProps<unknown>['add']>; busy: boolean }) => (
  <Box>
    <Button component="label" startIcon={add.icon ?? <AttachFileIcon />} variant="outlined" disabled={busy}>
      {add.label}
      <input
        hidden
        type="file"
        multiple
        accept={add.accept.join(',')}
        data-testid={add.testId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Emptied so that choosing the same file again is a change too.
          event.target.value = '';
          if (files.length) add.onFiles(files);
        }}
      />
    </Button>
  </Box>
);

/**
 * A list of files people manage: order and checkout documents, a product's pictures and
 * documents. Each row has its picture or icon, its title (a text, or a field with the counter
 * and the file-name rule), details, and the buttons the caller asks for: move up and down,
 * download, remove (after confirmation when asked); the add button opens the file picker.
 * What a change does (save at once, or change a form's value) is the caller's.
 */
export function FileListEditor<T>({
  items,
  keyOf,
  title,
  details,
  leading = () => <DescriptionIcon color="action" />,
  rename,
  extra,
  move,
  download,
  remove,
  add,
  empty,
  busy = false,
  testIds,
}: FileListEditorProps<T>) {
  const [removing, setRemoving] = useState<number | null>(null);
  const translate = useTranslate();
  const askRemove = (item: T, index: number) => (remove?.confirm ? setRemoving(index) : remove?.onRemove(index, item));
  const confirmed = removing === null ? undefined : items[removing];

  return (
    <Stack spacing={1} sx={{ width: '100%' }} data-testid={testIds.list}>
      {items.length === 0 && empty ? <Typography color="text.secondary">{empty}</Typography> : null}
      {items.map((item, index) => (
        <FileRow
          key={keyOf(item, index)}
          {...{ item, index, count: items.length, title, details, leading, rename, extra, move, download, busy }}
          remove={remove ? { label: remove.label, icon: remove.icon, onClick: () => askRemove(item, index) } : undefined}
          testId={testIds.item}
        />
      ))}
      {add ? <AddFilesButton add={add} busy={busy} /> : null}
      {remove?.confirm ? (
        <ConfirmDialog
          confirm="app.action.remove"
          open={confirmed !== undefined}
          loading={busy}
          title={translate(remove.confirm.title, { name: confirmed === undefined ? '' : title(confirmed), _: remove.confirm.title })}
          content={translate(remove.confirm.content, { name: confirmed === undefined ? '' : title(confirmed), _: remove.confirm.content })}
          onConfirm={() => {
            if (confirmed !== undefined && removing !== null) remove.onRemove(removing, confirmed);
            setRemoving(null);
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Stack>
  );
}
