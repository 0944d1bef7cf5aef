import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, SearchInput, SimpleList } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { clients } from '../../../shared/administration/clients';
import { PresetColorField } from './common/PresetColorField';
import { ResourceList } from '../../components/list/ResourceList';
import { RowActions } from '../../components/list/RowActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Clients: search, sort by name or colour, pages of 25; a simple list on phones. */
export const ClientList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList description={clients} filters={filters}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.clientName}
          secondaryText={() => <PresetColorField />}
          tertiaryText={(record) => translate('resources.clients.accountCount', { smart_count: record.accounts?.length ?? 0 })}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="clientName" />
          <DataTable.Col source="presetColor" field={PresetColorField} />
          <DataTable.Col source="accounts" align="right" disableSort render={(record) => record.accounts?.length ?? 0} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions description={clients} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default ClientList;
