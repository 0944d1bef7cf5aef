import { describe, expect, it } from 'vitest';
import { validateAddressForm } from '../../../../../web/components/address/validate-address';

const address = {
  addressName: 'Lille store',
  addressType: 'DELIVERY',
  address1: '18 rue Faidherbe',
  zipCode: '59000',
  city: 'Lille',
  countryISO2: 'FR',
  enabled: true,
};

describe('address form rules', () => {
  it('accept a complete address', () => {
    expect(validateAddressForm(address)).toEqual({});
  });

  it("give the address group's own messages", () => {
    expect(validateAddressForm({ ...address, countryISO2: '', address1: '', zipCode: '', city: '' })).toMatchObject({
      countryISO2: { message: 'validation.address.countryRequired' },
      address1: { message: 'validation.address.streetRequired' },
      zipCode: { message: 'validation.address.postCodeRequired' },
      city: { message: 'validation.address.cityRequired' },
    });
    expect(validateAddressForm({ ...address, address2: '18 Rue Faidherbe' }).address2).toMatchObject({ message: 'validation.address.streetRequired' });
  });

  it('need an address name and keep the field limits', () => {
    expect(validateAddressForm({ ...address, addressName: '' }).addressName).toMatchObject({ message: 'validation.required' });
    expect(validateAddressForm({ ...address, firstname: 'x'.repeat(21) }).firstname).toEqual({ message: 'validation.text.tooLong', args: { max: 20 } });
  });

  it('check an e-mail and phones when given', () => {
    expect(validateAddressForm({ ...address, email: 'not-an-email', phone: '123', mobile: '+33 6 12 34 56 78' })).toEqual({
      email: { message: 'validation.email.invalid', args: {} },
      phone: { message: 'validation.phone.invalid', args: {} },
    });
  });
});
