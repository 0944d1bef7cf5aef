import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, CreateButton, DataTable, EditButton, List, Loading, SearchInput, SimpleList, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { groups } from '../../shared/resources/groups';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { GroupAccountPicker } from './common/GroupAccountPicker';
import { groupMeta } from './common/group-account';
import { NoGroupAccount } from './common/NoGroupAccount';
import { useGroupAccount } from './common/use-group-account';
import { GroupListEmpty } from './GroupListEmpty';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const GroupListActions = () => {
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create' });
  return <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 } }}>{canCreate ? <CreateButton /> : null}</TopToolbar>;
};

const sort = { field: groups.list.defaultSort.field, order: groups.list.defaultSort.direction };

/** The groups of one account: the session's active account, or one picked here. */
export const GroupList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit' });
  const state = useGroupAccount();
  const { account } = state;
  const meta = account ? groupMeta(account) : undefined;
  return (
    <>
      <GroupAccountPicker state={state} />
      {account ? (
        <List
          key={account.idClientAccount}
          queryOptions={{ meta }}
          filters={filters}
          sort={sort}
          perPage={groups.list.perPage}
          actions={<GroupListActions />}
          empty={<GroupListEmpty />}
        >
          {isSmall ? (
            <SimpleList
              primaryText={(record) => record.groupName}
              secondaryText={(record) => translate(record.enabled ? 'admin.groups.enabled' : 'admin.groups.disabled')}
              rowClick="edit"
            />
          ) : (
            <DataTable rowClick="edit" bulkActionButtons={false}>
              <DataTable.Col source="groupName" />
              <DataTable.Col source="enabled" field={BooleanField} />
              <DataTable.Col label="app.columns.actions" align="right" disableSort>
                {canEdit ? (
                  <>
                    <EditButton />
                    <ConfirmDeleteButton redirect={false} meta={meta} />
                  </>
                ) : null}
              </DataTable.Col>
            </DataTable>
          )}
        </List>
      ) : state.isPending ? (
        <Loading />
      ) : (
        <NoGroupAccount hasChoices={state.options.length > 0} />
      )}
    </>
  );
};

export default GroupList;
