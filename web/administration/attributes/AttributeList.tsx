import { BooleanField, DataTable, FunctionField, SearchInput } from 'react-admin';
import { attributes } from '../../../shared/administration/attributes';
import { EditableList } from '../../components/list/EditableList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
type Attribute = { id: string; attributeName: string; options: { optionName: string }[] };
const optionNames = (record: Attribute) => record.options.map((o) => o.optionName).join(', ');

/** The account's product attributes, by display position, with their options. */
export const AttributeList = () => (
  <EditableList<Attribute> description={attributes} filters={filters} phone={{ primaryText: (record) => record.attributeName, secondaryText: optionNames }}>
    <DataTable.Col source="displayPosition" />
    <DataTable.Col source="attributeName" />
    <DataTable.Col source="options" disableSort field={FunctionField} render={optionNames} />
    <DataTable.Col source="enabled" field={BooleanField} />
  </EditableList>
);

export default AttributeList;
