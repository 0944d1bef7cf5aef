import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * A list's search box: it answers as the user types, and the typed text reaches the view (and the
 * URL, and the call) after a pause; `value` coming back from the URL (back, forward, clear) shows
 * again in the box. `trim` sends the text without its outer spaces; `tooShort` says, under the
 * box, that a search needs more characters (the API ignores shorter ones).
 */
export const SearchField = ({
  value,
  onSearch,
  label,
  placeholder,
  type,
  trim = false,
  tooShort,
  sx,
}: {
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
  type?: 'search';
  trim?: boolean;
  tooShort?: { min: number; message: string };
  sx?: SxProps<Theme>;
}) => {
  const [search, setSearch] = useState(value);
  useEffect(() => setSearch(value), [value]);
  useEffect(() => {
    const text = trim ? search.trim() : search;
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [search]);
  const typed = search.trim().length;
  return (
    <TextField
      size="small"
      type={type}
      value={search}
      onChange={(e) => setSearch(e.target.value)}
      label={label}
      placeholder={placeholder}
      helperText={tooShort && typed > 0 && typed < tooShort.min ? tooShort.message : undefined}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={sx}
    />
  );
};
