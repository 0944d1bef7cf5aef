import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { ReadyCheckout } from './use-checkout';

export type CheckoutTextFieldName =
  | 'orderReference'
  | 'poNumber'
  | 'orderComment'
  | 'addressComment'
  | 'boxUserFirstName'
  | 'boxUserLastName'
  | 'boxUserEmail'
  | 'boxUserMobile'
  | 'boxUserPhone';

const TEXT_LIMITS: Record<CheckoutTextFieldName, number> = {
  orderReference: FIELD_LIMITS.reference,
  poNumber: FIELD_LIMITS.reference,
  orderComment: FIELD_LIMITS.comment,
  addressComment: FIELD_LIMITS.comment,
  boxUserFirstName: FIELD_LIMITS.personName.max,
  boxUserLastName: FIELD_LIMITS.personName.max,
  boxUserEmail: FIELD_LIMITS.email,
  boxUserMobile: FIELD_LIMITS.mobile,
  boxUserPhone: FIELD_LIMITS.contactPhone,
};

/** A text of the checkout: kept as it is typed, saved when it is left changed. */
export const CheckoutTextField = ({ checkout, name, multiline }: { checkout: ReadyCheckout; name: CheckoutTextFieldName; multiline?: boolean }) => {
  const translate = useTranslate();
  const { form, setForm, sent, save, fieldError } = checkout;
  return (
    <LimitedTextField
      fullWidth
      label={translate(`pages.checkout.fields.${name}`)}
      value={form[name] ?? ''}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      limit={TEXT_LIMITS[name]}
      serverError={fieldError(name)}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      onBlur={() => (form[name] ?? '') !== (sent.current?.[name] ?? '') && save(form)}
    />
  );
};
