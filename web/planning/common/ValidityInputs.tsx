import { useWatch } from 'react-hook-form';
import { QUOTA_TIME_ZONE } from '../../../shared/rules/quotas';
import { PortalDateInput } from '../../components/PortalDateInput';
import { dayOf } from '../../components/portal-date-value';
import { useTranslate } from '../../shell/i18n/use-translate';

/**
 * A quota's or budget's validity: its first and last day, on the business calendar (a saved
 * validTo is a date-time; its Paris day is the one shown). The calendar offers no last day before
 * the first nor first day after the last (the shared rule's order; the server still decides).
 */
export const ValidityInputs = () => {
  const translate = useTranslate();
  const [validFrom, validTo] = useWatch({ name: ['validFrom', 'validTo'] }) as unknown[];
  return (
    <>
      <PortalDateInput source="validFrom" zone={QUOTA_TIME_ZONE} maxDate={dayOf(validTo, QUOTA_TIME_ZONE)} />
      <PortalDateInput
        source="validTo"
        zone={QUOTA_TIME_ZONE}
        minDate={dayOf(validFrom, QUOTA_TIME_ZONE)}
        helperText={translate('resources.quotas.validToHint')}
      />
    </>
  );
};
