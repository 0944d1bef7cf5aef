import { DataTable, SearchInput } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { clients } from '../../../shared/administration/clients';
import { PresetColorField } from './common/PresetColorField';
import { EditableList } from '../../components/list/EditableList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Clients: search, sort by name or colour, pages of 25; a simple list on phones. */
export const ClientList = () => {
  const translate = useTranslate();
  return (
    <EditableList
      description={clients}
      filters={filters}
      phone={{
        primaryText: (record) => record.clientName,
        secondaryText: () => <PresetColorField />,
        tertiaryText: (record) => translate('resources.clients.accountCount', { smart_count: record.accounts?.length ?? 0 }),
      }}
    >
      <DataTable.Col source="clientName" />
      <DataTable.Col source="presetColor" field={PresetColorField} />
      <DataTable.Col source="accounts" align="right" disableSort render={(record) => record.accounts?.length ?? 0} />
    </EditableList>
  );
};

export default ClientList;
