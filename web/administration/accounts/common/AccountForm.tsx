import { PortalForm } from '../../../components/PortalForm';
import { Box, Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, SaveButton, SelectInput, Toolbar } from 'react-admin';
import { LimitedTextInput } from '../../../components/LimitedTextInput';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { clients } from '../../../../shared/administration/clients';
import { FIELD_LIMITS } from '../../../../shared/rules/field-limits';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { LOCALES } from '../../../shell/i18n/i18n-provider';
import { validateAccount, type AccountFormValues } from './account-form';
import { FeaturesInput } from './FeaturesInput';
import { WarehousesInput } from './WarehousesInput';

const LANGUAGE_CHOICES = LOCALES.map(({ locale }) => ({ id: locale, name: `layout.language.${locale}` }));
const CLIENT_SORT = { field: 'clientName', order: 'ASC' } as const;
/** Codes are read by warehouse systems in capitals (shared codeSchema). */
const upperCase = (value: string) => value.toUpperCase();

const AccountFormToolbar = ({ deleteMeta }: { deleteMeta?: Record<string, unknown> }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {deleteMeta ? <ConfirmDeleteButton meta={deleteMeta} /> : null}
  </Toolbar>
);

/**
 * The account with its warehouses and features, shared by create and edit. The client is chosen
 * at creation only: the account's paths name it. `deleteMeta` (edit, with the permission) adds
 * the delete button.
 */
export const AccountForm = ({
  onSubmit,
  defaultValues,
  clientFixed = false,
  deleteMeta,
}: {
  onSubmit: (values: AccountFormValues) => Promise<unknown>;
  defaultValues?: AccountFormValues;
  clientFixed?: boolean;
  deleteMeta?: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  return (
    <PortalForm
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      validate={validateAccount}
      toolbar={<AccountFormToolbar deleteMeta={deleteMeta} />}
      sx={{ maxWidth: 960 }}
    >
      <Typography variant="h6" component="h2">
        {translate('resources.accounts.sections.details')}
      </Typography>
      <ReferenceInput source="idClient" reference={clients.name} sort={CLIENT_SORT}>
        <AutocompleteInput
          optionText="clientName"
          label="resources.accounts.fields.idClient"
          disabled={clientFixed}
          helperText={clientFixed ? 'resources.accounts.clientFixed' : false}
          sx={{ width: { xs: '100%', sm: 420 } }}
        />
      </ReferenceInput>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <LimitedTextInput
          source="accountCode"
          parse={upperCase}
          helperText="resources.accounts.codeHint"
          limit={FIELD_LIMITS.accountCode}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
        <LimitedTextInput source="accountName" limit={FIELD_LIMITS.accountName} sx={{ flex: 1, minWidth: { xs: '100%', sm: 260 } }} />
        <SelectInput source="cultureLanguageCode" choices={LANGUAGE_CHOICES} sx={{ width: { xs: '100%', sm: 180 } }} />
      </Box>
      <WarehousesInput />
      <FeaturesInput />
    </PortalForm>
  );
};
