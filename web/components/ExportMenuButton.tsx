import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, ListItemText, Menu, MenuItem, type SxProps, type Theme } from '@mui/material';
import { useRef, useState } from 'react';
import type { TableFormat } from './table-download';
import { useNotifyError } from './use-notify-error';

/**
 * An export button that opens its menu of file formats, then waits (a spinner in place of its icon)
 * while `onExport` builds and saves the file and tells the outcome; a failure is told as every
 * error is. `menuId` ties the button to its menu for assistive technology.
 */
export const ExportMenuButton = ({
  label,
  formats,
  onExport,
  disabled,
  menuId,
  sx,
}: {
  /** Already translated, as the formats' labels. */
  label: string;
  formats: { format: TableFormat; label: string }[];
  onExport: (format: TableFormat) => Promise<void>;
  disabled?: boolean;
  menuId?: string;
  sx?: SxProps<Theme>;
}) => {
  const notifyError = useNotifyError();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (format: TableFormat) => {
    setOpen(false);
    setBusy(true);
    try {
      await onExport(format);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
        disabled={disabled || busy}
        onClick={() => setOpen(true)}
        aria-haspopup="menu"
        aria-expanded={menuId ? open : undefined}
        aria-controls={menuId && open ? menuId : undefined}
        sx={sx}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {formats.map((item) => (
          <MenuItem key={item.format} onClick={() => void run(item.format)}>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
