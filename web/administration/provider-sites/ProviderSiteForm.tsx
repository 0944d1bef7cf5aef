import { Alert, Box } from '@mui/material';
import { AutocompleteInput, ReferenceInput, SaveButton, SelectInput, Toolbar, useGetList, useRecordContext } from 'react-admin';
import { providerSiteCreateInput, providerSites } from '../../../shared/administration/provider-sites';
import { DEFAULT_SITE_STATUS } from '../../../shared/rules/boxes';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { CountryInput } from '../../components/address/CountryInput';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { formGrid } from '../../components/FormSection';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { validatorFor, zodValidator } from '../../components/zod-validator';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSiteStatusChoices } from './use-site-statuses';

const validateEdit = validatorFor(providerSites);
const validateCreate = zodValidator(providerSiteCreateInput);

const Actions = ({ deleteMeta }: { deleteMeta?: Record<string, unknown> }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {deleteMeta ? <ConfirmDeleteButton meta={deleteMeta} /> : null}
  </Toolbar>
);

const StatusInput = () => {
  const record = useRecordContext<{ statusCode?: string }>();
  const { choices, isPending } = useSiteStatusChoices(record?.statusCode);
  return <SelectInput source="statusCode" choices={choices} isPending={isPending} />;
};

/**
 * A provider's site: its provider (chosen once), name, status and the address its boxes stand
 * at. `deleteMeta` (edit) names the provider for the delete call and offers it.
 */
export const ProviderSiteForm = ({ editing = false, deleteMeta }: { editing?: boolean; deleteMeta?: Record<string, unknown> }) => {
  const translate = useTranslate();
  const providerList = useGetList('providers', { pagination: { page: 1, perPage: 1 } }, { enabled: !editing });
  return (
    <PortalForm
      validate={editing ? validateEdit : validateCreate}
      toolbar={<Actions deleteMeta={deleteMeta} />}
      defaultValues={{ statusCode: DEFAULT_SITE_STATUS, countryISO2: 'FR' }}
      sx={{ maxWidth: 900 }}
    >
      {!editing && providerList.total === 0 ? (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('resources.providerSites.noProviders')}
        </Alert>
      ) : null}
      <ReferenceInput source="idProvider" reference="providers" perPage={1000} sort={{ field: 'providerName', order: 'ASC' }}>
        <AutocompleteInput
          optionText="providerName"
          disabled={editing}
          helperText={editing ? 'resources.providerSites.providerFixed' : undefined}
          fullWidth
          sx={{ maxWidth: 480 }}
        />
      </ReferenceInput>
      <LimitedTextInput source="siteName" fullWidth autoFocus={!editing} limit={FIELD_LIMITS.siteName} />
      <StatusInput />
      <CountryInput />
      <LimitedTextInput source="address1" fullWidth limit={FIELD_LIMITS.addressLine} />
      <LimitedTextInput source="address2" fullWidth limit={FIELD_LIMITS.addressLine} />
      <Box sx={formGrid}>
        <LimitedTextInput source="zipCode" fullWidth limit={FIELD_LIMITS.zipCode} />
        <LimitedTextInput source="city" fullWidth limit={FIELD_LIMITS.city} />
      </Box>
      <LimitedTextInput source="comment" fullWidth multiline limit={FIELD_LIMITS.comment} />
    </PortalForm>
  );
};

export default ProviderSiteForm;
