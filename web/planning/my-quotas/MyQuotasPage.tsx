import { Alert, Box, Card, CardContent, LinearProgress, Link, Pagination, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { planningClient } from '../../../shared/planning/client';
import type { UserQuota } from '../../../shared/planning/quotas';
import { useFormats } from '../../components/use-formats';
import { QUOTA_TIME_ZONE, QUOTA_TYPE_LABELS } from '../../../shared/rules/quotas';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { QuotaStatusChip } from '../common/QuotaStatusChip';

const PAGE_SIZE = 25;

/** One quota as its orderer reads it: the product, what is used of what, what remains, the period. */
const QuotaCard = ({ quota }: { quota: UserQuota }) => {
  const { day } = useFormats();
  const translate = useTranslate();
  const percent = Math.min(100, Math.round((quota.quotaUsed / Math.max(quota.quota, 1)) * 100));
  return (
    <Card variant="outlined" data-testid="my-quota">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Link component={RouterLink} to={`/quotas/${quota.idQuota}/account/${quota.idClientAccount}`} variant="h6">
            {quota.productName}
          </Link>
          <Typography color="text.secondary">{quota.sku}</Typography>
          <QuotaStatusChip status={quota.status} />
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={translate('pages.quotas.used', { used: quota.quotaUsed, quota: quota.quota })}
          sx={{ height: 8, borderRadius: 1, mb: 1 }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
          <Typography data-testid="my-quota-used">{translate('pages.quotas.used', { used: quota.quotaUsed, quota: quota.quota })}</Typography>
          <Typography data-testid="my-quota-remaining" sx={{ fontWeight: 600 }}>
            {translate('pages.quotas.remaining', { remaining: quota.remaining })}
          </Typography>
          <Typography color="text.secondary">
            {translate(QUOTA_TYPE_LABELS[quota.quotaType])}
            {quota.searchEntity ? ` · ${quota.searchEntity.name}` : ''}
          </Typography>
          <Typography color="text.secondary">
            {translate('pages.quotas.period', { from: day(quota.validFrom, QUOTA_TIME_ZONE), to: day(quota.validTo, QUOTA_TIME_ZONE) })}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * /quotas/list: the quotas of the active account that cover the user, what each allows and what
 * remains; /quotas/{idQuota}/account/{idClientAccount}: one of them.
 */
const MyQuotasPage = () => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const params = useParams();
  const idClientAccount = params.idClientAccount ?? scope.idClientAccount;
  const idQuota = params.idQuota;
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useQuery({
    queryKey: ['userQuotas', idClientAccount, idQuota, page],
    queryFn: () => planningClient(api).userQuotas(idClientAccount!, { idQuota, currentPage: page, pageSize: PAGE_SIZE }),
    enabled: Boolean(idClientAccount),
    placeholderData: keepPreviousData,
  });
  const total = data?.searchCriteria.totalCount ?? 0;
  return (
    <Box sx={{ mt: 2, mb: 3 }}>
      <Title title="pages.quotas.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('pages.quotas.title')}
      </Typography>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {error ? (
        <Alert severity="error">{translate('messages.actionFailed')}</Alert>
      ) : data && total === 0 ? (
        <Typography sx={{ p: 2 }} data-testid="my-quotas-empty">
          {translate(idQuota ? 'pages.quotas.notFound' : 'pages.quotas.empty')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {data?.items.map((quota) => (
            <QuotaCard key={quota.idQuota} quota={quota} />
          ))}
        </Stack>
      )}
      {idQuota ? (
        <Link component={RouterLink} to="/quotas/list" sx={{ display: 'inline-block', mt: 2 }}>
          {translate('pages.quotas.back')}
        </Link>
      ) : (
        total > PAGE_SIZE && <Pagination sx={{ mt: 2 }} count={Math.ceil(total / PAGE_SIZE)} page={page} onChange={(_e, p) => setPage(p)} />
      )}
    </Box>
  );
};

export default MyQuotasPage;
