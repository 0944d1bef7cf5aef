import { Alert, Box, Chip, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from '../../shell/i18n/use-translate';
import { CheckoutSection } from './CheckoutSection';
import type { ReadyCheckout } from './use-checkout';

/** The shipping methods of the account, one chosen. */
export const ShippingMethodSection = ({ checkout }: { checkout: ReadyCheckout }) => {
  const translate = useTranslate();
  const { methods, form, fieldError } = checkout;
  return (
    <CheckoutSection title={translate('pages.checkout.shippingMethod')} testId="shipping-methods">
      {methods.length === 0 && !checkout.methodsPending && <Typography color="text.secondary">{translate('pages.checkout.noShippingMethods')}</Typography>}
      <RadioGroup
        value={form.idShippingMethod ?? ''}
        onChange={(e) => checkout.changeMethod(e.target.value)}
        aria-label={translate('pages.checkout.shippingMethod')}
      >
        {methods.map((m) => (
          <FormControlLabel
            key={m.idShippingMethod}
            value={m.idShippingMethod}
            control={<Radio />}
            label={
              <Box>
                <Typography component="span">{m.shippingMethodName}</Typography>
                {m.isProvisionAtDock && <Chip size="small" label={translate('pages.checkout.atDock')} sx={{ ml: 1 }} />}
                {m.description && (
                  <Typography variant="body2" color="text.secondary">
                    {m.description}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {fieldError('idShippingMethod') && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {fieldError('idShippingMethod')}
        </Alert>
      )}
    </CheckoutSection>
  );
};
