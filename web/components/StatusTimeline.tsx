import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormats } from './use-formats';

/** What a moment of a story is: its icon and colour say it before its words do. */
export type TimelineKind = 'status' | 'shipment' | 'tracking' | 'issue' | 'document';

/** One moment: when (ISO date and time), what (already in the reader's language), and a line of detail. */
export interface TimelineItem {
  key: string;
  kind: TimelineKind;
  at: string;
  title: ReactNode;
  detail?: ReactNode;
}

const ICONS: Record<TimelineKind, typeof DescriptionOutlinedIcon> = {
  status: AssignmentTurnedInOutlinedIcon,
  shipment: LocalShippingOutlinedIcon,
  tracking: PlaceOutlinedIcon,
  issue: ReportProblemOutlinedIcon,
  document: DescriptionOutlinedIcon,
};
const COLOURS: Record<TimelineKind, string> = {
  status: 'primary.main',
  shipment: 'info.main',
  tracking: 'info.main',
  issue: 'warning.dark',
  document: 'text.secondary',
};

/**
 * One story of an order, whatever its kind (README, "Screen conventions"): status changes, parcels
 * and their tracking, issues and documents as one list in time order, oldest first, each with its
 * date and time in the reader's format. The caller merges and words the moments; this draws them.
 */
export const StatusTimeline = ({ items, label, testId = 'status-timeline' }: { items: TimelineItem[]; label: string; testId?: string }) => {
  const { moment } = useFormats();
  const sorted = [...items].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Box component="ol" aria-label={label} data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {sorted.map((item, index) => {
        const Icon = ICONS[item.kind];
        const last = index === sorted.length - 1;
        return (
          <Box component="li" key={item.key} data-kind={item.kind} sx={{ display: 'flex', gap: 1.5 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Icon fontSize="small" sx={{ color: COLOURS[item.kind], mt: 0.25 }} aria-hidden />
              {!last && <Box sx={{ flex: 1, width: '2px', bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {item.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                <time dateTime={item.at}>{moment(item.at)}</time>
                {item.detail ? <> · {item.detail}</> : null}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
