import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, FunctionField, SearchInput, SimpleList } from 'react-admin';
import { attributes } from '../../../shared/administration/attributes';
import { ResourceList } from '../../components/list/ResourceList';
import { RowActions } from '../../components/list/RowActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
type Attribute = { id: string; attributeName: string; options: { optionName: string }[] };
const optionNames = (record: Attribute) => record.options.map((o) => o.optionName).join(', ');

/** The account's product attributes, by display position, with their options. */
export const AttributeList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList description={attributes} filters={filters}>
      {isSmall ? (
        <SimpleList<Attribute> primaryText={(record) => record.attributeName} secondaryText={optionNames} rowClick="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="displayPosition" />
          <DataTable.Col source="attributeName" />
          <DataTable.Col source="options" disableSort field={FunctionField} render={optionNames} />
          <DataTable.Col source="enabled" field={BooleanField} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions description={attributes} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default AttributeList;
