import { Box, Stack } from '@mui/material';
import { useTranslate } from '../../shell/i18n/use-translate';
import { DeliveryDateField } from '../common/DeliveryDateField';
import { CheckoutDocuments } from './CheckoutDocuments';
import { CheckoutSection } from './CheckoutSection';
import { CheckoutTextField } from './CheckoutTextField';
import type { ReadyCheckout } from './use-checkout';

/** The delivery date, the order's references and its comment. */
export const DeliverySection = ({ checkout }: { checkout: ReadyCheckout }) => {
  const translate = useTranslate();
  const { form, save } = checkout;
  return (
    <CheckoutSection title={translate('pages.checkout.delivery')}>
      <Stack spacing={2}>
        <DeliveryDateField
          value={form.deliveryDate}
          settings={checkout.settings}
          serverError={checkout.fieldError('deliveryDate')}
          onChange={(deliveryDate) => save({ ...form, deliveryDate })}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <CheckoutTextField checkout={checkout} name="orderReference" />
          <CheckoutTextField checkout={checkout} name="poNumber" />
        </Box>
        <CheckoutTextField checkout={checkout} name="orderComment" multiline />
      </Stack>
    </CheckoutSection>
  );
};

/** The documents sent with the order. */
export const DocumentsSection = ({ checkout }: { checkout: ReadyCheckout }) => {
  const translate = useTranslate();
  return (
    <CheckoutSection title={translate('pages.checkout.documents')} testId="documents">
      <CheckoutDocuments documents={checkout.documents} save={checkout.saveDocuments} />
    </CheckoutSection>
  );
};
