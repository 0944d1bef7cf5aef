import { PortalForm } from '../../../components/PortalForm';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { LimitedTextInput } from '../../../components/LimitedTextInput';
import { BooleanInput, RadioButtonGroupInput, SaveButton, SelectInput, Toolbar } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { hasAllAccounts } from '../../../../shared/permissions';
import { FIELD_LIMITS } from '../../../../shared/rules/field-limits';
import { LOCALES } from '../../../shell/i18n/i18n-provider';
import type { UserRecord } from '../../../shell/providers/user-calls';
import { accountsOf, type ClientChoice } from '../../../shell/session/account-choices';
import { useSession } from '../../../shell/session/SessionProvider';
import { useClientChoices } from '../../../shell/session/use-client-choices';
import { AdminRolesInput } from './AdminRolesInput';
import { UserAccountsInput } from './UserAccountsInput';
import { UserPasswordInputs } from './UserPasswordInputs';
import { newAccountRows, userFormValuesOf, validateUserForm, type UserFormValues } from './user-form-values';
import { FormSection, formGrid } from '../../../components/FormSection';

const LANGUAGE_CHOICES = LOCALES.map(({ locale }) => ({ id: locale, name: `layout.language.${locale}` }));
const KIND_CHOICES = [
  { id: 'client', name: 'resources.users.kinds.client' },
  { id: 'application', name: 'resources.users.kinds.application' },
];

/** On creation, a new client brings its accounts: its only one is filled in, else one row to fill. */
const ClientAccountsReset = ({ choices }: { choices: readonly ClientChoice[] }) => {
  const { setValue } = useFormContext();
  const idClient = useWatch({ name: 'idClient' }) as string | null;
  const previous = useRef(idClient);
  useEffect(() => {
    if (previous.current === idClient) return;
    previous.current = idClient;
    setValue('accounts', idClient ? newAccountRows(accountsOf(choices, idClient).map((a) => a.idClientAccount)) : [], { shouldDirty: true });
  }, [idClient, choices, setValue]);
  return null;
};

/** Client and accounts with roles, or admin roles: what the user's kind asks for. */
const AccessInputs = ({ creating, choices }: { creating: boolean; choices: ClientChoice[] }) => {
  const kind = useWatch({ name: 'kind' }) as UserFormValues['kind'];
  const idClient = useWatch({ name: 'idClient' }) as string | null;
  if (kind === 'application') return <AdminRolesInput />;
  return (
    <>
      <SelectInput
        source="idClient"
        label="resources.users.fields.idClient"
        choices={choices}
        optionValue="idClient"
        optionText="clientName"
        disabled={!creating}
        helperText={creating ? false : 'resources.users.hints.clientFixed'}
        sx={{ minWidth: 280 }}
      />
      {creating ? <ClientAccountsReset choices={choices} /> : null}
      <UserAccountsInput idClient={idClient} accounts={accountsOf(choices, idClient)} />
    </>
  );
};

const UserFormToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

/**
 * The fields of a user, shared by create and edit (spec part 3, sections 3-5): kind (on creation,
 * for administrators of all accounts), names, e-mail (the sign-in name, fixed once created),
 * language, phones, company fields, enabled; client, accounts and roles, or admin roles; password.
 */
export const UserForm = ({ record, onSubmit }: { record: UserRecord | null; onSubmit: (values: UserFormValues) => Promise<unknown> }) => {
  const creating = !record;
  const { user } = useSession();
  const { choices } = useClientChoices();
  const mayCreateApplicationUsers = creating && hasAllAccounts(user?.accountPermissions ?? []);
  const onlyClient = choices.length === 1 ? choices[0] : null;
  const defaults = userFormValuesOf(record, {
    kind: 'client',
    idClient: onlyClient?.idClient ?? null,
    accounts: onlyClient?.accounts.map((a) => a.idClientAccount),
  });
  return (
    <PortalForm
      defaultValues={defaults}
      record={record ? { ...defaults, id: record.idUser } : undefined}
      validate={(values) => validateUserForm(values, { creating })}
      onSubmit={onSubmit}
      toolbar={<UserFormToolbar />}
      sx={{ maxWidth: 960 }}
    >
      <FormSection title="resources.users.sections.person">
        <Box sx={formGrid}>
          <LimitedTextInput source="firstName" label="resources.users.fields.firstName" limit={FIELD_LIMITS.personName.max} autoFocus={creating} />
          <LimitedTextInput source="lastName" label="resources.users.fields.lastName" limit={FIELD_LIMITS.personName.max} />
          <LimitedTextInput
            source="email"
            type="email"
            label="resources.users.fields.email"
            disabled={!creating}
            helperText={creating ? 'resources.users.hints.email' : 'resources.users.hints.emailFixed'}
            limit={FIELD_LIMITS.email}
          />
          <SelectInput source="cultureLanguageCode" label="resources.users.fields.cultureLanguageCode" choices={LANGUAGE_CHOICES} />
          <LimitedTextInput source="phone" type="tel" label="resources.users.fields.phone" limit={FIELD_LIMITS.userPhone} />
          <LimitedTextInput source="mobile" type="tel" label="resources.users.fields.mobile" limit={FIELD_LIMITS.mobile} />
          <LimitedTextInput source="company" label="resources.users.fields.company" limit={FIELD_LIMITS.company} />
          <LimitedTextInput source="companySite" label="resources.users.fields.companySite" limit={FIELD_LIMITS.company} />
          <LimitedTextInput source="department" label="resources.users.fields.department" limit={FIELD_LIMITS.company} />
          <LimitedTextInput source="jobTitle" label="resources.users.fields.jobTitle" limit={FIELD_LIMITS.jobTitle} />
        </Box>
        <BooleanInput source="enabled" label="resources.users.fields.enabled" helperText="resources.users.hints.enabled" />
      </FormSection>
      <FormSection title="resources.users.sections.access">
        {mayCreateApplicationUsers ? <RadioButtonGroupInput source="kind" label="resources.users.fields.kind" choices={KIND_CHOICES} /> : null}
        <AccessInputs creating={creating} choices={choices} />
      </FormSection>
      <FormSection title="resources.users.sections.password">
        <UserPasswordInputs creating={creating} />
      </FormSection>
    </PortalForm>
  );
};
