import { Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  useRecordContext,
} from 'react-admin';
import { quotas } from '../../../shared/planning/quotas';
import { PERIOD_TYPE_LABELS, PERIOD_TYPES, QUOTA_TYPE_LABELS, QUOTA_TYPES } from '../../../shared/rules/quotas';
import { PortalForm } from '../../components/PortalForm';
import { SaveToolbar } from '../../components/SaveToolbar';
import { validatorFor } from '../../components/zod-validator';
import { useTranslate } from '../../shell/i18n/use-translate';
import { QuotaStatusChip } from '../common/QuotaStatusChip';
import { ValidityInputs } from '../common/ValidityInputs';

// The quota with its personal users, as the API checks it.
const validate = validatorFor(quotas);

const typeChoices = Object.entries(QUOTA_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));
const periodChoices = Object.entries(PERIOD_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));

const productText = (p: { productName: string; sku: string }) => `${p.productName} (${p.sku})`;
const userText = (u: { firstName?: string | null; lastName?: string | null; email: string }) =>
  `${[u.firstName, u.lastName].filter(Boolean).join(' ')} (${u.email})`;

/** What is used of the quota and its status, on an existing quota. */
const Usage = () => {
  const record = useRecordContext<{ quota: number; quotaUsed: number; status: number }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="div" sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }} data-testid="quota-usage">
      {translate('pages.quotas.used', { used: record.quotaUsed, quota: record.quota })} <QuotaStatusChip status={record.status} />
    </Typography>
  );
};

/**
 * A quota: its product, who it covers (a hierarchy model, a group or named people, by type), how
 * many units over which period, its priority. validTo is a day: the server ends an annual quota at
 * the start of it and a custom one at its end.
 */
export const QuotaForm = ({ canDelete = false }: { canDelete?: boolean }) => {
  const translate = useTranslate();
  return (
    <PortalForm
      validate={validate}
      toolbar={<SaveToolbar canDelete={canDelete} />}
      defaultValues={{ quotaType: QUOTA_TYPES.user, enabled: true, priority: 1, validPeriodType: PERIOD_TYPES.annual, unitType: 1, users: [] }}
      sx={{ maxWidth: 900 }}
    >
      <Usage />
      <ReferenceInput source="idProduct" reference="products" filter={{ type: 'SIMPLE' }}>
        <AutocompleteInput optionText={productText} fullWidth />
      </ReferenceInput>
      <SelectInput source="quotaType" choices={typeChoices} />
      <FormDataConsumer<{ quotaType?: number }>>
        {({ formData }) =>
          formData.quotaType === QUOTA_TYPES.hierarchy ? (
            <ReferenceInput source="idHierarchyModel" reference="hierarchyModels">
              <AutocompleteInput optionText="label" fullWidth />
            </ReferenceInput>
          ) : formData.quotaType === QUOTA_TYPES.group ? (
            <ReferenceInput source="idUserGroup" reference="groups">
              <AutocompleteInput optionText="groupName" fullWidth />
            </ReferenceInput>
          ) : (
            <ReferenceArrayInput source="users" reference="users" perPage={100}>
              <AutocompleteArrayInput
                optionText={userText}
                fullWidth
                format={(value?: { idUser: string }[]) => value?.map((u) => u.idUser) ?? []}
                parse={(ids?: string[]) => (ids ?? []).map((idUser) => ({ idUser }))}
              />
            </ReferenceArrayInput>
          )
        }
      </FormDataConsumer>
      <NumberInput source="quota" min={1} step={1} />
      <NumberInput source="priority" min={1} step={1} helperText={translate('resources.quotas.priorityHint')} />
      <SelectInput source="validPeriodType" choices={periodChoices} />
      <ValidityInputs />
      <BooleanInput source="enabled" />
    </PortalForm>
  );
};

export default QuotaForm;
