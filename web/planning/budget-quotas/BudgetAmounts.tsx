import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { budgetStructure, saveBudgetAmounts, type BudgetQuotaRecord } from '../../../shared/planning/budget-quotas';
import { callAction, sendAction } from '../../../shared/registry/route-kinds';
import { BUDGET_QUOTA_TYPES, formatBudgetAmount } from '../../../shared/rules/budget-quotas';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';

/** A typed amount: digits with a dot or a comma and at most two decimals; empty sets none. */
const parseAmount = (text: string) => {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!t) return null;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : Number.NaN;
};

/**
 * The amounts of a saved budget quota, one per node of its structure (the hierarchy model's levels
 * indented by depth, the account's groups or its users), with what is used of each, saved at once
 * through `PUT .../{idQuota}/amounts`.
 */
export const BudgetAmounts = () => {
  const record = useRecordContext<BudgetQuotaRecord>();
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [values, setValues] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const parent = record ? (record.quotaType === BUDGET_QUOTA_TYPES.hierarchy ? record.idHierarchyModel : record.idClientAccount) : null;
  const {
    data: structure,
    isPending,
    error,
  } = useQuery({
    queryKey: ['budgetStructure', record?.idClientAccount, record?.quotaType, parent],
    queryFn: () =>
      callAction(api, budgetStructure, { idClientAccount: record!.idClientAccount, quotaType: String(record!.quotaType), idParentEntity: parent! }).then(
        (a) => a.structure,
      ),
    enabled: Boolean(record && parent),
  });
  useEffect(() => {
    if (record) setValues(Object.fromEntries(record.amounts.map((a) => [a.idEntity, String(a.amount)])));
  }, [record]);
  if (!record) return null;
  const invalid = Object.entries(values).filter(([, v]) => Number.isNaN(parseAmount(v)));
  const save = async () => {
    setSaving(true);
    try {
      const amounts = Object.entries(values).flatMap(([idEntity, v]) => {
        const amount = parseAmount(v);
        return amount === null ? [] : [{ idEntity, amount }];
      });
      await sendAction(api, saveBudgetAmounts, { amounts }, { idClientAccount: record.idClientAccount, idQuota: record.idQuota });
      notify('resources.budgetQuotas.amountsSaved', { type: 'info' });
      refresh();
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 900 }} data-testid="budget-amounts">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.budgetQuotas.amountsTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.budgetQuotas.amountsHint')}
        </Typography>
        <Box sx={{ height: 4 }}>{isPending && <LinearProgress />}</Box>
        {error ? <Alert severity="error">{translate('messages.actionFailed')}</Alert> : null}
        {structure && !structure.length ? <Typography>{translate('resources.budgetQuotas.noStructure')}</Typography> : null}
        <Stack spacing={1.5}>
          {structure?.map((node) => {
            const stored = record.amounts.find((a) => a.idEntity === node.idEntity);
            const value = values[node.idEntity] ?? '';
            const bad = Number.isNaN(parseAmount(value));
            return (
              <Stack
                key={node.idEntity}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0.5, sm: 2 }}
                sx={{ pl: (node.level - 1) * 3, alignItems: { sm: 'center' } }}
              >
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{node.name}</Typography>
                <TextField
                  size="small"
                  label={translate('resources.budgetQuotas.fields.amount')}
                  value={value}
                  onChange={(e) => setValues((v) => ({ ...v, [node.idEntity]: e.target.value }))}
                  error={bad}
                  helperText={bad ? translate('validation.budget.cents') : undefined}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${translate('resources.budgetQuotas.fields.amount')} ${node.name}` } }}
                  sx={{ width: { xs: '100%', sm: 180 } }}
                />
                <Typography color="text.secondary" sx={{ width: { sm: 220 } }}>
                  {stored
                    ? translate('pages.budgets.used', {
                        used: formatBudgetAmount(stored.amountUsed, locale),
                        amount: formatBudgetAmount(stored.amount, locale),
                      })
                    : ''}
                </Typography>
              </Stack>
            );
          })}
        </Stack>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => void save()} disabled={saving || invalid.length > 0 || !structure}>
          {translate('resources.budgetQuotas.saveAmounts')}
        </Button>
      </CardContent>
    </Card>
  );
};
