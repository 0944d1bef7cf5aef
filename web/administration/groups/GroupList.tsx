import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, SearchInput, SimpleList } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { groups } from '../../../shared/administration/groups';
import { InPickedAccount } from '../common/GroupAccountPicker';
import { groupMeta } from '../common/group-account';
import { NoGroupAccount } from './common/NoGroupAccount';
import { useGroupAccount } from '../common/use-group-account';
import { ResourceList } from '../../components/list/ResourceList';
import { RowActions } from '../../components/list/RowActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The groups of one account: the session's active account, or one picked here. */
export const GroupList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const state = useGroupAccount();
  return (
    <InPickedAccount state={state} none={<NoGroupAccount hasChoices={state.options.length > 0} />}>
      {(account) => {
        const meta = groupMeta(account);
        return (
          <ResourceList description={groups} key={account.idClientAccount} queryOptions={{ meta }} filters={filters}>
            {isSmall ? (
              <SimpleList
                primaryText={(record) => record.groupName}
                secondaryText={(record) => translate(record.enabled ? 'resources.groups.enabled' : 'resources.groups.disabled')}
                rowClick="edit"
              />
            ) : (
              <DataTable rowClick="edit" bulkActionButtons={false}>
                <DataTable.Col source="groupName" />
                <DataTable.Col source="enabled" field={BooleanField} />
                <DataTable.Col label="app.columns.actions" align="right" disableSort>
                  <RowActions description={groups} meta={meta} />
                </DataTable.Col>
              </DataTable>
            )}
          </ResourceList>
        );
      }}
    </InPickedAccount>
  );
};

export default GroupList;
