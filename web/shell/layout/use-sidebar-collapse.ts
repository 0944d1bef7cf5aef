import { useEffect } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';

/** The sidebar collapses below 1200 px and opens again above (theme breakpoint "lg"); the toggle still works in between. */
export function useSidebarCollapse() {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    setOpen(wide);
  }, [wide, setOpen]);
}
