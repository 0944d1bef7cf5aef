import { Typography } from '@mui/material';
import { AutocompleteInput, BooleanInput, FormDataConsumer, ReferenceInput, SelectInput, useRecordContext } from 'react-admin';
import { budgetQuotas, type BudgetQuotaRecord } from '../../../shared/planning/budget-quotas';
import { BUDGET_QUOTA_TYPES } from '../../../shared/rules/budget-quotas';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { PERIOD_TYPE_LABELS, PERIOD_TYPES, QUOTA_TYPE_LABELS } from '../../../shared/rules/quotas';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { SaveToolbar } from '../../components/SaveToolbar';
import { validatorFor } from '../../components/zod-validator';
import { useTranslate } from '../../shell/i18n/use-translate';
import { QuotaStatusChip } from '../common/QuotaStatusChip';
import { ValidityInputs } from '../common/ValidityInputs';
import { BudgetAmounts } from './BudgetAmounts';

const validate = validatorFor(budgetQuotas);

const typeChoices = Object.entries(QUOTA_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));
const periodChoices = Object.entries(PERIOD_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));

const Status = () => {
  const record = useRecordContext<BudgetQuotaRecord>();
  if (!record) return null;
  return (
    <Typography component="div" sx={{ mb: 2 }} data-testid="budget-status">
      <QuotaStatusChip status={record.status} />
    </Typography>
  );
};

/**
 * A budget quota: its name, its structure (a hierarchy model's levels, the account's groups or its
 * users, by type), its period; once saved, its amounts per node below it. A budget whose amounts
 * are set keeps its type and model (the server refuses the change).
 */
export const BudgetQuotaForm = ({ canDelete = false }: { canDelete?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<BudgetQuotaRecord>();
  return (
    <>
      <PortalForm
        validate={validate}
        toolbar={<SaveToolbar canDelete={canDelete} />}
        defaultValues={{ quotaType: BUDGET_QUOTA_TYPES.user, enabled: true, validPeriodType: PERIOD_TYPES.annual }}
        sx={{ maxWidth: 900 }}
      >
        <Status />
        <LimitedTextInput source="label" fullWidth autoFocus limit={FIELD_LIMITS.label} />
        <SelectInput source="quotaType" choices={typeChoices} />
        <FormDataConsumer<{ quotaType?: number }>>
          {({ formData }) =>
            formData.quotaType === BUDGET_QUOTA_TYPES.hierarchy ? (
              <ReferenceInput source="idHierarchyModel" reference="hierarchyModels">
                <AutocompleteInput optionText="label" fullWidth />
              </ReferenceInput>
            ) : null
          }
        </FormDataConsumer>
        <SelectInput source="validPeriodType" choices={periodChoices} />
        <ValidityInputs />
        <BooleanInput source="enabled" />
      </PortalForm>
      {record ? (
        <BudgetAmounts />
      ) : (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('resources.budgetQuotas.saveFirst')}
        </Typography>
      )}
    </>
  );
};

export default BudgetQuotaForm;
