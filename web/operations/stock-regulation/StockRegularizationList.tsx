import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, SearchInput, SimpleList } from 'react-admin';
import { stockRegularizations } from '../../../shared/operations/stock-regularizations';
import { ResourceList } from '../../components/list/ResourceList';
import { DayField } from '../../components/list/DayField';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { reasonText } from './reasons';

type Document = { id: string; reasonCode: string; direction: number; comment: string | null; lineCount: number; userName: string | null; createdAt: string };
const viewPath = (id: unknown) => `/box-management/stock-regulation/${String(id)}`;

/** The box's regularization documents, newest first; a row opens the document. */
export const StockRegularizationList = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const direction = (record: Document) => (
    <Chip
      size="small"
      color={record.direction > 0 ? 'success' : 'warning'}
      label={translate(record.direction > 0 ? 'resources.stockRegularizations.in' : 'resources.stockRegularizations.out')}
    />
  );
  return (
    <ResourceList description={stockRegularizations} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      {isSmall ? (
        <SimpleList<Document>
          primaryText={(record) => reasonText(translate, record.reasonCode)}
          secondaryText={(record) => `${formats.day(record.createdAt)} · ${translate('resources.stockRegularizations.fields.lineCount')} ${record.lineCount}`}
          tertiaryText={direction}
          rowClick={(id) => viewPath(id)}
        />
      ) : (
        <DataTable rowClick={(id) => viewPath(id)} bulkActionButtons={false}>
          <DataTable.Col source="createdAt" field={DayField} />
          <DataTable.Col source="reasonCode" field={FunctionField} render={(record: Document) => reasonText(translate, record.reasonCode)} />
          <DataTable.Col source="direction" disableSort field={FunctionField} render={direction} />
          <DataTable.Col source="comment" disableSort />
          <DataTable.Col source="lineCount" disableSort />
          <DataTable.Col source="userName" disableSort />
        </DataTable>
      )}
    </ResourceList>
  );
};

export default StockRegularizationList;
