import { BooleanField, DataTable, FunctionField, SearchInput, SelectInput, useLocaleState } from 'react-admin';
import { budgetQuotas } from '../../../shared/planning/budget-quotas';
import { formatBudgetAmount } from '../../../shared/rules/budget-quotas';
import { QUOTA_TIME_ZONE, QUOTA_TYPE_LABELS } from '../../../shared/rules/quotas';
import { EditableList } from '../../components/list/EditableList';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { QuotaStatusChip } from '../common/QuotaStatusChip';

type Budget = { id: string; label: string; quotaType: number; totalAmount: number; totalUsed: number; status: number; validTo: string };

const typeChoices = Object.entries(QUOTA_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="quotaType" source="quotaType" choices={typeChoices} alwaysOn />];

/** The account's budget quotas, latest period first: name, type, what is used of the total, status. */
export const BudgetQuotaList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { day } = useFormats();
  const money = (n: number) => formatBudgetAmount(n, locale);
  return (
    <EditableList<Budget>
      description={budgetQuotas}
      filters={filters}
      phone={{
        primaryText: (record) => record.label,
        secondaryText: (record) => `${translate(QUOTA_TYPE_LABELS[record.quotaType])} · ${money(record.totalUsed)} / ${money(record.totalAmount)}`,
        tertiaryText: (record) => <QuotaStatusChip status={record.status} />,
      }}
    >
      <DataTable.Col source="label" />
      <DataTable.Col source="quotaType" field={FunctionField} render={(record: Budget) => translate(QUOTA_TYPE_LABELS[record.quotaType])} />
      <DataTable.Col source="totalUsed" disableSort field={FunctionField} render={(record: Budget) => money(record.totalUsed)} />
      <DataTable.Col source="totalAmount" disableSort field={FunctionField} render={(record: Budget) => money(record.totalAmount)} />
      <DataTable.Col source="validTo" field={FunctionField} render={(record: Budget) => day(record.validTo, QUOTA_TIME_ZONE)} />
      <DataTable.Col source="status" disableSort field={FunctionField} render={(record: Budget) => <QuotaStatusChip status={record.status} />} />
      <DataTable.Col source="enabled" field={BooleanField} />
    </EditableList>
  );
};

export default BudgetQuotaList;
