import { BooleanField, DataTable, SearchInput } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { groups } from '../../../shared/administration/groups';
import { InPickedAccount } from '../common/GroupAccountPicker';
import { groupMeta } from '../common/group-account';
import { NoGroupAccount } from './common/NoGroupAccount';
import { useGroupAccount } from '../common/use-group-account';
import { EditableList } from '../../components/list/EditableList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The groups of one account: the session's active account, or one picked here. */
export const GroupList = () => {
  const translate = useTranslate();
  const state = useGroupAccount();
  return (
    <InPickedAccount state={state} none={<NoGroupAccount hasChoices={state.options.length > 0} />}>
      {(account) => {
        const meta = groupMeta(account);
        return (
          <EditableList
            description={groups}
            key={account.idClientAccount}
            queryOptions={{ meta }}
            filters={filters}
            phone={{
              primaryText: (record) => record.groupName,
              secondaryText: (record) => translate(record.enabled ? 'resources.groups.enabled' : 'resources.groups.disabled'),
            }}
            rowActions={{ meta }}
          >
            <DataTable.Col source="groupName" />
            <DataTable.Col source="enabled" field={BooleanField} />
          </EditableList>
        );
      }}
    </InPickedAccount>
  );
};

export default GroupList;
