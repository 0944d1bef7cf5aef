import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, FunctionField, SearchInput, SimpleList } from 'react-admin';
import { customReports, type CustomReport } from '../../../shared/reports/custom-reports';
import { REPORT_TYPE_LABELS } from '../../../shared/rules/custom-reports';
import { ResourceList } from '../../components/list/ResourceList';
import { useTranslate } from '../../shell/i18n/use-translate';
import { customReportEditPath } from './edit-path';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const editPath = (_id: unknown, _resource: unknown, record: unknown) => customReportEditPath(record as CustomReport);

/** The account's custom reports in menu order (display position), with their type and address. */
export const CustomReportList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const typeLabel = (record: CustomReport) => translate(REPORT_TYPE_LABELS[record.reportType]);
  return (
    <ResourceList description={customReports} filters={filters}>
      {isSmall ? (
        <SimpleList<CustomReport & { id: string }>
          primaryText={(record) => record.name}
          secondaryText={(record) => `${record.displayPosition} · ${typeLabel(record)}`}
          rowClick={editPath}
        />
      ) : (
        <DataTable<CustomReport & { id: string }> rowClick={editPath} bulkActionButtons={false}>
          <DataTable.Col source="displayPosition" />
          <DataTable.Col source="name" />
          <DataTable.Col source="reportType" render={typeLabel} />
          <DataTable.Col source="url" disableSort>
            <FunctionField<CustomReport> render={(record) => record.url ?? ''} sx={{ wordBreak: 'break-all' }} />
          </DataTable.Col>
          <DataTable.Col source="enabled" field={BooleanField} />
        </DataTable>
      )}
    </ResourceList>
  );
};

export default CustomReportList;
