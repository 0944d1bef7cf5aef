/**
 * The address form's rules (spec part 3, section 5): the API's field limits from the shared
 * schema, then the address group's own messages ('Country is required.', 'Street address is
 * required.', 'Post Code is required.', 'City is required.'; the second street line must differ
 * from the first), the e-mail and phone checks. The portal has no external address search service:
 * its search proposes saved addresses (AddressLookup) and the fields always take manual entry, so
 * the group is checked as in manual entry.
 */
import { validateEmail, validatePhone } from '../../../shared/rules/contact-fields';
import { validateAddressGroup, type AddressGroupValue } from '../../../shared/rules/address';
import type { Message } from '../../../shared/rules/message';
import { addressInput } from '../../../shared/administration/my-addresses';
import { zodValidator, type FormErrors } from '../zod-validator';

// The one address input of the user's own addresses and of an account book's.
const limits = zodValidator(addressInput);
const asError = (message: Message) => ({ message: message.key, args: message.params ?? {} });

export function validateAddressForm(values: Record<string, unknown>): FormErrors {
  const errors: FormErrors = { ...limits(values) };
  const group = validateAddressGroup({ ...(values as AddressGroupValue), manualEntry: true });
  for (const [field, message] of Object.entries(group)) if (message) errors[field] = asError(message);
  const email = validateEmail(values.email as string | null);
  if (email) errors.email = asError(email);
  for (const field of ['phone', 'mobile'] as const) {
    const phone = validatePhone(values[field] as string | null);
    if (phone) errors[field] = asError(phone);
  }
  return errors;
}
