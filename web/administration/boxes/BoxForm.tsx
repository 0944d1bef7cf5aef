import { Alert, Box } from '@mui/material';
import { SaveToolbar } from '../../components/SaveToolbar';
import { AutocompleteInput, SelectInput, useRecordContext, type RaRecord } from 'react-admin';
import type { RecordOf } from '../../../shared/resources';
import { boxes, type boxSiteChoice } from '../../../shared/administration/boxes';
import { DEFAULT_BOX_STATUS } from '../../../shared/rules/boxes';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { formGrid } from '../../components/FormSection';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { validatorFor } from '../../components/zod-validator';
import { useTranslate } from '../../shell/i18n/use-translate';
import { accountText, useBoxChoices, useBoxLookupChoices } from './use-box-lookups';
import type { z } from 'zod';

type Site = z.infer<typeof boxSiteChoice>;
const validate = validatorFor(boxes);

/**
 * A box: its account (chosen once, among those the user may create boxes in), number and name,
 * type and status (active ones, by display order), the provider's site it stands at (grouped by
 * provider) and a comment. Its users and pictures come below it once it exists.
 */
export const BoxForm = ({ canDelete = false }: { canDelete?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<RecordOf<typeof boxes>>();
  const editing = !!record?.idBox;
  const { data: choices, isPending } = useBoxChoices();
  const { typeChoices, statusChoices, isPending: lookupsPending } = useBoxLookupChoices(record ?? {});
  const accounts = (choices?.clientAccounts ?? [])
    .filter((a) => a.canCreate || a.idClientAccount === record?.idClientAccount)
    .map((a) => ({ id: a.idClientAccount, name: accountText(a) }));
  const sites = choices?.providerSites ?? [];
  const byId = new Map(sites.map((site) => [site.idProviderSite, site]));
  const siteOf = (option: RaRecord) => byId.get(String(option.id))!;
  const siteText = (site: Site) => translate('resources.boxes.siteOption', { provider: site.providerName, site: site.siteName, city: site.city });
  const providerGroup = (site: Site) => (site.providerEnabled ? site.providerName : translate('resources.boxes.disabledProvider', { name: site.providerName }));
  return (
    <PortalForm
      validate={validate}
      toolbar={<SaveToolbar canDelete={canDelete} />}
      defaultValues={{ boxStatusCode: DEFAULT_BOX_STATUS, idClientAccount: accounts.length === 1 ? accounts[0].id : undefined }}
      sx={{ maxWidth: 900 }}
    >
      {!isPending && !sites.length ? (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('resources.boxes.noSites')}
        </Alert>
      ) : null}
      <AutocompleteInput
        source="idClientAccount"
        choices={accounts}
        isPending={isPending}
        disabled={editing}
        helperText={editing ? 'resources.boxes.accountFixed' : undefined}
        fullWidth
        sx={{ maxWidth: 480 }}
      />
      <Box sx={formGrid}>
        <LimitedTextInput source="boxNumber" fullWidth autoFocus={!editing} limit={FIELD_LIMITS.boxNumber} />
        <LimitedTextInput source="boxName" fullWidth limit={FIELD_LIMITS.boxName} />
      </Box>
      <Box sx={formGrid}>
        <SelectInput source="boxTypeCode" choices={typeChoices} isPending={lookupsPending} fullWidth />
        <SelectInput source="boxStatusCode" choices={statusChoices} isPending={lookupsPending} fullWidth />
      </Box>
      <AutocompleteInput
        source="idProviderSite"
        choices={sites.map((site) => ({ ...site, id: site.idProviderSite }))}
        optionText={(option: RaRecord) => siteText(siteOf(option))}
        groupBy={(option) => providerGroup(siteOf(option))}
        isPending={isPending}
        fullWidth
      />
      <LimitedTextInput source="comment" fullWidth multiline limit={FIELD_LIMITS.comment} />
      {editing ? null : (
        <Alert severity="info" sx={{ width: '100%' }}>
          {translate('resources.boxes.afterCreate')}
        </Alert>
      )}
    </PortalForm>
  );
};
