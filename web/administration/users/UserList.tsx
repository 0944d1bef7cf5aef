import { Box, Chip } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, SearchInput, SelectInput, useCanAccess } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { users } from '../../../shared/administration/users';
import type { UserRecord } from '../../shell/providers/user-calls';
import { fullName } from '../../../shared/rules/display';
import { useClientChoices } from '../../shell/session/use-client-choices';
import { UserEnabledToggle } from './UserEnabledToggle';
import { EditableList } from '../../components/list/EditableList';
import { useRoleName } from '../common/use-role-name';

type Row = UserRecord & { id: string };

const ENABLED_CHOICES = [
  { id: 'true', name: 'resources.users.status.enabled' },
  { id: 'false', name: 'resources.users.status.disabled' },
];

/** A client user's accounts with their roles, or an application user's admin roles. */
const AccessSummary = ({ record }: { record: Row }) => {
  const roleName = useRoleName();
  const translate = useTranslate();
  // "Account: roles" through app.labelled: French puts its space before the colon.
  const chips = record.idClient
    ? record.accounts.map((a) => ({
        key: a.idClientAccount,
        label: `${translate('app.labelled', { label: a.accountName })} ${a.roles.map((r) => roleName(r.role)).join(', ') || '—'}`,
      }))
    : record.adminRoles.map((r) => ({ key: r.idRole, label: roleName(r.role) }));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {chips.map((c) => (
        <Chip key={c.key} label={c.label} size="small" variant="outlined" />
      ))}
    </Box>
  );
};

/**
 * Users: application-wide users and client users, with search, a client filter, an enabled
 * filter and the enabled toggle in each row; a simple list on phones.
 */
export const UserList = () => {
  const translate = useTranslate();
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit' });
  const { choices } = useClientChoices();
  const clientName = useMemo(() => new Map(choices.map((c) => [c.idClient, c.clientName])), [choices]);
  const clientOf = (record: Row) => (record.idClient ? (clientName.get(record.idClient) ?? '') : translate('resources.users.kinds.application'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(choices.length > 1
      ? [
          <SelectInput
            key="idClient"
            source="idClient"
            label="resources.users.fields.idClient"
            choices={choices}
            optionValue="idClient"
            optionText="clientName"
            alwaysOn
          />,
        ]
      : []),
    <SelectInput key="enabled" source="enabled" label="resources.users.fields.enabled" choices={ENABLED_CHOICES} />,
  ];
  return (
    <EditableList<Row>
      description={users}
      filters={filters}
      phone={{
        primaryText: (record) => fullName(record),
        secondaryText: (record) => record.email,
        tertiaryText: (record) => clientOf(record),
        rightIcon: () => <UserEnabledToggle canEdit={canEdit} />,
      }}
      rowClick={canEdit ? 'edit' : false}
      // Users are disabled (the toggle), not deleted: their orders and the audit keep their name.
      rowActions={{ deletable: () => false }}
    >
      <DataTable.Col
        source="lastName"
        label="resources.users.fields.name"
        render={(record) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {fullName(record as Row)}
          </Box>
        )}
      />
      <DataTable.Col source="email" />
      <DataTable.Col source="idClient" label="resources.users.fields.idClient" disableSort render={(record) => clientOf(record as Row)} />
      <DataTable.Col source="accounts" label="resources.users.fields.access" disableSort render={(record) => <AccessSummary record={record as Row} />} />
      <DataTable.Col
        source="cultureLanguageCode"
        render={(record) => translate(`layout.language.${record.cultureLanguageCode}`, { _: record.cultureLanguageCode })}
      />
      <DataTable.Col source="enabled" render={() => <UserEnabledToggle canEdit={canEdit} />} />
    </EditableList>
  );
};

export default UserList;
