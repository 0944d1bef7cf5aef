import LockIcon from '@mui/icons-material/Lock';
import { Box, Chip, Tooltip } from '@mui/material';
import { useTranslate } from '../../shell/i18n/use-translate';

interface Listed {
  addressName: string;
  address1: string;
  address2?: string | null;
  zipCode: string;
  city: string;
  countryISO2: string;
  enabled: boolean;
  readOnly: boolean;
}

/** An address's name in a list, with a lock when it is read-only (a warehouse's) and a chip when it is off. */
export const AddressName = ({ record }: { record: Listed }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      {record.readOnly ? (
        <Tooltip title={translate('resources.myAddresses.hints.readOnly')}>
          <LockIcon fontSize="small" color="action" aria-label={translate('resources.myAddresses.status.readOnly')} />
        </Tooltip>
      ) : null}
      {record.addressName}
      {record.enabled ? null : <Chip size="small" label={translate('resources.myAddresses.status.disabled')} sx={{ ml: 0.5 }} />}
    </Box>
  );
};
