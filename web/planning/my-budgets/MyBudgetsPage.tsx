import { Alert, Box, Card, CardContent, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { Title, useLocaleState } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { userBudgets, userBudgetTotalsCall } from '../../../shared/planning/budget-quotas';
import { callAction } from '../../../shared/registry/route-kinds';
import { formatBudgetAmount } from '../../../shared/rules/budget-quotas';
import { QUOTA_TIME_ZONE, QUOTA_TYPE_LABELS } from '../../../shared/rules/quotas';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { QuotaStatusChip } from '../common/QuotaStatusChip';

/**
 * /budget-quota/list: the budget amounts of the active account that cover the user (their own,
 * their groups', their levels'), what is used of each and what remains, with this year's totals;
 * /budget-quota/{idQuota}: one budget quota's amounts.
 */
const MyBudgetsPage = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const api = useSessionApi();
  const [locale] = useLocaleState();
  const { scope } = useSession();
  const { idQuota } = useParams();
  const idClientAccount = scope.idClientAccount;
  const money = (n: number) => formatBudgetAmount(n, locale);
  const year = DateTime.now().setZone(QUOTA_TIME_ZONE);
  const [fromDate, toDate] = [year.startOf('year').toISODate()!, year.endOf('year').toISODate()!];
  const budgets = useQuery({
    queryKey: ['userBudgets', idClientAccount],
    queryFn: () => callAction(api, userBudgets, {}, { idClientAccount: idClientAccount! }).then((a) => a.items),
    enabled: Boolean(idClientAccount),
  });
  const totals = useQuery({
    queryKey: ['userBudgetTotals', idClientAccount, fromDate, toDate],
    queryFn: () => callAction(api, userBudgetTotalsCall, {}, { idClientAccount: idClientAccount!, fromDate, toDate }).then((a) => a.totals),
    enabled: Boolean(idClientAccount),
  });
  const items = (budgets.data ?? []).filter((b) => !idQuota || b.idQuota === idQuota);
  return (
    <Box sx={{ mt: 2, mb: 3 }}>
      <Title title="pages.budgets.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('pages.budgets.title')}
      </Typography>
      <Box sx={{ height: 4 }}>{(budgets.isFetching || totals.isFetching) && <LinearProgress />}</Box>
      {totals.data && !idQuota ? (
        <Typography sx={{ mb: 2 }} data-testid="my-budget-totals">
          {translate('pages.budgets.totals', {
            from: formats.day(fromDate, QUOTA_TIME_ZONE),
            to: formats.day(toDate, QUOTA_TIME_ZONE),
            amount: money(totals.data.amount),
            used: money(totals.data.amountUsed),
            remaining: money(totals.data.remaining),
            spent: money(totals.data.spent),
          })}
        </Typography>
      ) : null}
      {budgets.error ? (
        <Alert severity="error">{translate('messages.actionFailed')}</Alert>
      ) : budgets.data && !items.length ? (
        <Typography sx={{ p: 2 }} data-testid="my-budgets-empty">
          {translate('pages.budgets.empty')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {items.map((b) => (
            <Card key={b.idBudgetQuotaAmount} variant="outlined" data-testid="my-budget">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                  <Link component={RouterLink} to={`/budget-quota/${b.idQuota}`} variant="h6">
                    {b.label}
                  </Link>
                  <QuotaStatusChip status={b.status} />
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, Math.round((b.amountUsed / Math.max(b.amount, 0.01)) * 100))}
                  aria-label={translate('pages.budgets.used', { used: money(b.amountUsed), amount: money(b.amount) })}
                  sx={{ height: 8, borderRadius: 1, mb: 1 }}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
                  <Typography>{translate('pages.budgets.used', { used: money(b.amountUsed), amount: money(b.amount) })}</Typography>
                  <Typography sx={{ fontWeight: 600 }} data-testid="my-budget-remaining">
                    {translate('pages.budgets.remaining', { remaining: money(b.remaining) })}
                  </Typography>
                  <Typography color="text.secondary">
                    {translate(QUOTA_TYPE_LABELS[b.quotaType])}
                    {b.entityName ? ` · ${b.entityName}` : ''}
                  </Typography>
                  <Typography color="text.secondary">
                    {translate('pages.budgets.period', { from: formats.day(b.validFrom, QUOTA_TIME_ZONE), to: formats.day(b.validTo, QUOTA_TIME_ZONE) })}
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {idQuota ? (
        <Link component={RouterLink} to="/budget-quota/list" sx={{ display: 'inline-block', mt: 2 }}>
          {translate('pages.budgets.back')}
        </Link>
      ) : null}
    </Box>
  );
};

export default MyBudgetsPage;
