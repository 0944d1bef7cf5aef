import { Chip } from '@mui/material';
import { QUOTA_STATUS_LABELS, QUOTA_STATUSES } from '../../../shared/rules/quotas';
import { useTranslate } from '../../shell/i18n/use-translate';

const COLORS: Record<number, 'success' | 'warning' | 'default' | 'error'> = {
  [QUOTA_STATUSES.active]: 'success',
  [QUOTA_STATUSES.utilized]: 'warning',
  [QUOTA_STATUSES.expired]: 'default',
  [QUOTA_STATUSES.inactive]: 'default',
};

/** A quota's status (Active, Utilized, Expired, Inactive) as a small chip. */
export const QuotaStatusChip = ({ status }: { status: number }) => {
  const translate = useTranslate();
  return (
    <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={translate(QUOTA_STATUS_LABELS[status] ?? 'labels.quotaStatus.active')} />
  );
};
