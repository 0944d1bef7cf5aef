import { BooleanField, DataTable, FunctionField, SelectInput } from 'react-admin';
import { quotas } from '../../../shared/planning/quotas';
import { QUOTA_TIME_ZONE, QUOTA_TYPE_LABELS } from '../../../shared/rules/quotas';
import { EditableList } from '../../components/list/EditableList';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { QuotaStatusChip } from '../common/QuotaStatusChip';
import { quotaEditPath } from './quota-path';

type Quota = {
  id: string;
  idClientAccount: string;
  quotaType: number;
  productName: string;
  sku: string;
  quota: number;
  quotaUsed: number;
  status: number;
  validTo: string;
};

const editPath = (_id: unknown, _resource: string, record: Quota) => quotaEditPath(record);

const typeChoices = Object.entries(QUOTA_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));
const filters = [<SelectInput key="quotaType" source="quotaType" choices={typeChoices} alwaysOn />];

/** The account's quotas, first priority first: product, type, what is used of what, status. */
export const QuotaList = () => {
  const translate = useTranslate();
  const { day } = useFormats();
  return (
    <EditableList<Quota>
      description={quotas}
      filters={filters}
      phone={{
        primaryText: (record) => record.productName,
        secondaryText: (record) => `${translate(QUOTA_TYPE_LABELS[record.quotaType])} · ${record.quotaUsed} / ${record.quota}`,
        tertiaryText: (record) => <QuotaStatusChip status={record.status} />,
      }}
      rowClick={editPath}
      rowActions={{ editPath: quotaEditPath }}
    >
      <DataTable.Col source="priority" />
      <DataTable.Col source="productName" disableSort />
      <DataTable.Col source="sku" disableSort />
      <DataTable.Col source="quotaType" field={FunctionField} render={(record: Quota) => translate(QUOTA_TYPE_LABELS[record.quotaType])} />
      <DataTable.Col source="quotaUsed" />
      <DataTable.Col source="quota" />
      <DataTable.Col source="validTo" field={FunctionField} render={(record: Quota) => day(record.validTo, QUOTA_TIME_ZONE)} />
      <DataTable.Col source="status" disableSort field={FunctionField} render={(record: Quota) => <QuotaStatusChip status={record.status} />} />
      <DataTable.Col source="enabled" field={BooleanField} />
    </EditableList>
  );
};

export default QuotaList;
