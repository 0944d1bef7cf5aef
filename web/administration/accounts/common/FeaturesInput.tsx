import { Box, Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { useInput } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { ACCOUNT_FEATURES } from '../../../../shared/administration/accounts';
import { isSelected, withFeature, type FeatureValue } from './account-form';
import { SectionHeading } from '../../../components/SectionHeading';

/** The account's features as checkboxes; the value keeps every feature with isSelected (saved in one update). */
export const FeaturesInput = () => {
  const translate = useTranslate();
  const { field, id } = useInput<FeatureValue[]>({ source: 'clientAccountFeatures' });
  const labelId = `${id}-label`;
  return (
    <Box component="section" aria-labelledby={labelId} sx={{ width: '100%', mt: 3 }}>
      <SectionHeading
        id={labelId}
        title={translate('resources.accounts.sections.features')}
        hint={translate('resources.accounts.featuresHint')}
        hintSx={{ mb: 1 }}
      />
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {ACCOUNT_FEATURES.map((feature) => (
          <FormControlLabel
            key={feature}
            label={translate(`resources.accounts.features.${feature}`)}
            control={
              <Checkbox
                name={`feature-${feature}`}
                checked={isSelected(field.value, feature)}
                onChange={(event) => field.onChange(withFeature(field.value, feature, event.target.checked))}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
};
