import { BooleanField, DataTable, FunctionField, SearchInput } from 'react-admin';
import { customReports, type CustomReport } from '../../../shared/reports/custom-reports';
import { REPORT_TYPE_LABELS } from '../../../shared/rules/custom-reports';
import { EditableList } from '../../components/list/EditableList';
import { useTranslate } from '../../shell/i18n/use-translate';
import { customReportEditPath } from './edit-path';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const editPath = (_id: unknown, _resource: unknown, record: CustomReport & { id: string }) => customReportEditPath(record);

/** The account's custom reports in menu order (display position), with their type and address. */
export const CustomReportList = () => {
  const translate = useTranslate();
  const typeLabel = (record: CustomReport) => translate(REPORT_TYPE_LABELS[record.reportType]);
  return (
    <EditableList<CustomReport & { id: string }>
      description={customReports}
      filters={filters}
      phone={{ primaryText: (record) => record.name, secondaryText: (record) => `${record.displayPosition} · ${typeLabel(record)}` }}
      rowClick={editPath}
      rowActions={{ editPath: customReportEditPath }}
    >
      <DataTable.Col source="displayPosition" />
      <DataTable.Col source="name" />
      <DataTable.Col source="reportType" render={typeLabel} />
      <DataTable.Col source="url" disableSort>
        <FunctionField<CustomReport> render={(record) => record.url ?? ''} sx={{ wordBreak: 'break-all' }} />
      </DataTable.Col>
      <DataTable.Col source="enabled" field={BooleanField} />
    </EditableList>
  );
};

export default CustomReportList;
