import { useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, SearchInput, SimpleList, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { clients } from '../../shared/resources/clients';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { PresetColorField } from './common/PresetColorField';
import { ClientListEmpty } from './ClientListEmpty';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// On phones the create button floats; the empty toolbar must not leave a blank band.
const ClientListActions = () => (
  <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 } }}>
    <CreateButton />
  </TopToolbar>
);

const sort = { field: clients.list.defaultSort.field, order: clients.list.defaultSort.direction };

/** Clients: search, sort by name or colour, pages of 25; a simple list on phones. */
export const ClientList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit' });
  return (
    <List filters={filters} sort={sort} perPage={clients.list.perPage} actions={<ClientListActions />} empty={<ClientListEmpty />}>
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
            {canEdit ? (
              <>
                <EditButton />
                <ConfirmDeleteButton redirect={false} />
              </>
            ) : null}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default ClientList;
